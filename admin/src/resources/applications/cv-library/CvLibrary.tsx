import { labels, messages } from '@careers/shared/client';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useListContext } from 'react-admin';
import ContextPagination from '../../../components/ContextPagination';
import NoticeDialog, { type Notice } from '../../../components/NoticeDialog';
import { dataProvider } from '../../../providers/data-provider';
import ApplicationListBase from '../ApplicationListBase';
import type { ApplicationRow } from '../application-row';
import { downloadCvArchive, downloadOneCv } from '../cv-download';
import { type ApplicationListFilters, listFormat, serverFilter } from '../list-query';
import { useChosenRows } from '../useChosenRows';
import { useFacets } from '../useFacets';
import { useFilterForm } from '../useFilterForm';
import CvLibraryFilters from './CvLibraryFilters';
import CvLibraryTable from './CvLibraryTable';

const text = labels.applicationsAdmin.cvLibrary;
const notices = messages.applications;

/** The library covers every application, archived or not: only its own four filters narrow it. */
function libraryFilter(query: ApplicationListFilters): Record<string, unknown> {
  const { q, job, nationality, status } = query;
  return serverFilter({
    q,
    job,
    nationality,
    status,
    from: '',
    to: '',
    ai: [],
    interview: [],
    applied: 'all',
    ageing: false,
    scorecardsAwaiting: false,
    archive: 'all',
  });
}

const format = listFormat(libraryFilter);

/** The CV Library tab: every CV of the filtered view, one by one, chosen, or all at once. */
export default function CvLibrary() {
  return (
    <ApplicationListBase listKey="applications.cvLibrary" format={format}>
      <CvLibraryView />
    </ApplicationListBase>
  );
}

function CvLibraryView() {
  const { data, total, filterValues } = useListContext<ApplicationRow>();
  const controls = useFilterForm(libraryFilter);
  const { canAccess: canDownload = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const facets = useFacets(0);
  const filter: Record<string, unknown> = filterValues;
  const filterKey = JSON.stringify(filter);
  const selection = useChosenRows<ApplicationRow>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  // How many CVs 'Download All CVs' would fetch, asked again for each filtered view.
  const { data: plan } = useQuery({
    queryKey: ['applications', 'cv-archive-plan', filterKey],
    queryFn: () => dataProvider.cvArchivePlan({ filter }),
    enabled: canDownload,
  });
  const allCount = plan?.withCv ?? total ?? 0;

  const run = async (work: () => Promise<Notice | null>) => {
    setBusy(true);
    setNotice(await work());
    setBusy(false);
  };
  const downloadSelected = () => {
    const chosen = selection.rows.filter((row) => row.has_cv !== false);
    if (chosen.length === 0) {
      return setNotice({
        severity: 'warning',
        title: notices.noCvsFound,
        message: messages.applicationsList.noCvsInSelection,
      });
    }
    void run(() => downloadCvArchive({ ids: chosen.map((row) => row.id) }, chosen.length));
  };
  const downloadAll = () => {
    if (allCount === 0) return setNotice({ severity: 'info', title: notices.noCvs, message: notices.noCvsInView });
    void run(() => downloadCvArchive({ filter }, allCount));
  };

  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        {canDownload && selection.ids.size > 0 && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={downloadSelected} disabled={busy}>
                  {text.downloadSelected}
                </Button>
                <Button size="small" onClick={selection.clear}>
                  {text.clearSelection}
                </Button>
              </Stack>
            }
          >
            {notices.cvsSelected(selection.ids.size)}
          </Alert>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h2">
            {text.title}
          </Typography>
          {canDownload && (
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={downloadAll} disabled={busy}>
              {notices.downloadAllCvs(allCount)}
            </Button>
          )}
        </Stack>
        <CvLibraryFilters controls={controls} facets={facets} />
        <CvLibraryTable
          rows={data}
          selected={selection.ids}
          onSelect={selection.select}
          canDownload={canDownload}
          onDownload={(row) => void run(() => downloadOneCv(row.id))}
        />
        <ContextPagination />
        <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
      </CardContent>
    </Card>
  );
}
