import { labels, messages } from '@careers/shared/client';
import { Tab, Tabs } from '@mui/material';
import { DETAIL_TABS, type DetailTab } from './place';

const TAB_LABELS: Record<DetailTab, string> = {
  overview: labels.applicationDetail.tabs.overview,
  'cv-details': labels.applicationDetail.tabs.cvDetails,
  screening: labels.applicationDetail.tabs.screening,
  'ai-analysis': labels.applicationDetail.tabs.aiAnalysis,
  scorecards: messages.scorecards.tab,
  timeline: labels.applicationDialog.tabs.timeline,
  cv: labels.applicationDialog.tabs.cv,
};

/** The dialog's tabs; each controls the one tab panel beneath (DetailTabContent). */
export default function DetailTabs({ tab, onChange }: { tab: DetailTab; onChange(tab: DetailTab): void }) {
  return (
    <Tabs
      value={tab}
      onChange={(_, value: DetailTab) => onChange(value)}
      variant="scrollable"
      sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {DETAIL_TABS.map((value) => (
        <Tab
          key={value}
          value={value}
          label={TAB_LABELS[value]}
          id={`detail-tab-${value}`}
          aria-controls="detail-tabpanel"
        />
      ))}
    </Tabs>
  );
}
