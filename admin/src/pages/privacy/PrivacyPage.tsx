import { labels } from '@careers/shared/client';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import Section from '../../components/CardSection';
import PageHeader from '../../components/PageHeader';
import { saveFile } from '../../components/save-file';
import { errorText } from '../../providers/api';
import { dataProvider } from '../../providers/data-provider';
import DataRequestsTable from './DataRequestsTable';
import ErasuresTable from './ErasuresTable';
import LegalHoldsTable from './LegalHoldsTable';
import NextRetentionRun from './NextRetentionRun';

const text = labels.privacyAdmin;

/**
 * Back office → Privacy: the data requests and how each ended, the legal holds, what
 * the next retention run will erase, and every erasure; the whole register as CSV. Read only: what
 * changes data is done where the data is (an application's Overview), and recorded here.
 */
export default function PrivacyPage() {
  const notify = useNotify();
  const register = useQuery({ queryKey: ['privacy', 'register'], queryFn: dataProvider.privacyRegister });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await dataProvider.privacyRegisterCsv();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      notify(errorText(error, text.exportCsv), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  const data = register.data;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <PageHeader title={text.title} subtitle={text.intro}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={exporting}
          onClick={() => void exportCsv()}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {text.exportCsv}
        </Button>
      </PageHeader>
      {register.isError && <Typography role="alert">{errorText(register.error, text.title)}</Typography>}
      {data && (
        <>
          <Section title={text.requests.title} id="privacy-requests" fillHeight={false}>
            <DataRequestsTable requests={data.requests} />
          </Section>
          <Section title={text.holds.title} id="privacy-holds" fillHeight={false}>
            <LegalHoldsTable holds={data.legal_holds} />
          </Section>
          <Section title={text.nextRun.title} id="privacy-next-run" fillHeight={false}>
            <NextRetentionRun run={data.next_run} />
          </Section>
          <Section title={text.erasures.title} id="privacy-erasures" fillHeight={false}>
            <ErasuresTable erasures={data.erasures} />
          </Section>
        </>
      )}
    </Stack>
  );
}
