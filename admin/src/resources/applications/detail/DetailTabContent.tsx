import AiAnalysisTab from './AiAnalysisTab';
import CvDetailsTab from './CvDetailsTab';
import CvTab from './CvTab';
import OverviewTab from './OverviewTab';
import type { DetailTab } from './place';
import ScreeningTab from './ScreeningTab';
import ScorecardsPanel from './scorecards/ScorecardsPanel';
import TimelineTab from './TimelineTab';
import type { ApplicationRecord } from './types';

interface Props {
  tab: DetailTab;
  record: ApplicationRecord;
  /** The Overview's actions, each absent when the admin may not take it. */
  onEditScore?: () => void;
  onLegalHold?: (reason: string | null) => Promise<void>;
  onErase?: () => Promise<void>;
  busy: boolean;
}

/** What the chosen tab shows of the application. */
export default function DetailTabContent({ tab, record, onEditScore, onLegalHold, onErase, busy }: Props) {
  switch (tab) {
    case 'overview':
      return (
        <OverviewTab
          record={record}
          onEditScore={onEditScore}
          onLegalHold={onLegalHold}
          onErase={onErase}
          busy={busy}
        />
      );
    case 'cv-details':
      return <CvDetailsTab parsed={record.cv_parsed_data} />;
    case 'screening':
      return <ScreeningTab answers={record.screening_answers} />;
    case 'ai-analysis':
      return (
        <AiAnalysisTab
          breakdown={record.ai_score_breakdown}
          insights={record.ai_insights}
          scoring={record.ai_scoring}
          aiConsent={record.consent.ai_screening}
        />
      );
    case 'scorecards':
      return <ScorecardsPanel id={record.id} />;
    case 'timeline':
      return <TimelineTab id={record.id} />;
    case 'cv':
      return <CvTab id={record.id} name={record.full_name} hasCv={record.has_cv !== false} format={record.cv_format} />;
  }
}
