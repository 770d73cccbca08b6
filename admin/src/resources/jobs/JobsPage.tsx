import { labels, messages, POSTING_TABS, type PostingTab } from '@careers/shared/client';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCanAccess, useNotify, useRefresh } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { forListers } from '../../components/list-access';
import { useConfirmedAction } from '../../hooks/useConfirmedAction';
import { dataProvider } from '../../providers/data-provider';
import JobDialogs from './JobDialogs';
import type { JobAction } from './job-actions';
import type { JobPostingRecord, JobTemplateRecord } from './job-records';
import PostingsTab from './PostingsTab';
import TemplatesTab from './TemplatesTab';

type JobsTab = PostingTab | 'templates';
const TABS: readonly JobsTab[] = [...POSTING_TABS, 'templates'];
const names = labels.jobsAdmin;

const tabOf = (value: string | null): JobsTab =>
  value !== null && (TABS as readonly string[]).includes(value) ? (value as JobsTab) : 'active';

/**
 * Jobs Management: four tabs with counts; the template and posting modals
 * are routes under /jobs (JobDialogs), and the tab stays in the query while one is open.
 */
function JobsManagement() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const { canAccess: canChange = false } = useCanAccess({ resource: 'jobs', action: 'edit' });
  const { data: counts } = useQuery({ queryKey: ['jobs', 'tab-counts'], queryFn: dataProvider.jobsTabCounts });
  const navigate = useNavigate();
  const open = (path: string, query: Record<string, string> = {}) => {
    const kept = new URLSearchParams(search.has('tab') ? { tab, ...query } : query).toString();
    navigate({ pathname: `/jobs${path}`, search: kept ? `?${kept}` : '' });
  };
  const notify = useNotify();
  const refresh = useRefresh();
  const confirmed = useConfirmedAction(messages.jobsAdmin.actionFailed);
  // Its success notice, then the page reads its lists and counts again.
  const ask = (action: JobAction) =>
    confirmed.ask({
      ...action,
      run: async () => {
        await action.run();
        notify(action.success, { type: 'success' });
        refresh();
      },
    });
  const editPosting = (record: JobPostingRecord) => open(`/${record.id}`);
  return (
    <>
      <Title title={messages.jobsAdmin.title} />
      <Stack direction="row" sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h5">
            {messages.jobsAdmin.title}
          </Typography>
          <Typography color="text.secondary">{messages.jobsAdmin.subtitle}</Typography>
        </Box>
        {canChange && (
          <Button variant="contained" onClick={() => open('/templates/create')}>
            {names.newTemplate}
          </Button>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: JobsTab) => setSearch({ tab: next })}
        variant="scrollable"
        sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={
              value === 'active' && counts
                ? names.activeTabWithDrafts(names.tabs.active, counts.active, counts.drafts)
                : names.tabWithCount(names.tabs[value], counts?.[value])
            }
          />
        ))}
      </Tabs>
      <div role="tabpanel" aria-label={names.tabs[tab]}>
        {tab === 'templates' ? (
          <TemplatesTab
            canChange={canChange}
            onEdit={(template: JobTemplateRecord) => open(`/templates/${template.id}`)}
            onNewPosting={(from) => open('/create', { template: from.id })}
            onEditPosting={editPosting}
            ask={ask}
          />
        ) : (
          <PostingsTab key={tab} tab={tab} canChange={canChange} onEdit={editPosting} ask={ask} />
        )}
      </div>
      {canChange && <JobDialogs onClose={() => open('')} />}
      {confirmed.dialog}
    </>
  );
}

/** Only for admins who may see jobs: nothing of the page, not even its counts, is asked for otherwise. */
export default forListers('jobs', JobsManagement);
