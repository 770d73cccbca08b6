import { labels, messages } from '@careers/shared/client';
import { Button, Typography } from '@mui/material';
import Section, { Facts } from '../../../components/DetailSection';
import { companyDateTime } from '../../../format/company-time';
import { summaryText } from '../scorecard-summary';
import ErasureSection from './ErasureSection';
import LegalHoldSection from './LegalHoldSection';
import type { ApplicationRecord } from './types';

const text = labels.applicationDialog;
const years = (value: number | null) => (value === null ? messages.applicationDialog.na : text.years(value));

interface Props {
  record: ApplicationRecord;
  /** Opens the score dialog; none when the admin may not change applications or the candidate is hired. */
  onEditScore?: () => void;
  /** Places (with a reason) or releases (null) the legal hold; none when the admin may not change applications. */
  onLegalHold?: (reason: string | null) => Promise<void>;
  /** Erases the candidate's data at their request; none unless the admin handles privacy requests. */
  onErase?: () => Promise<void>;
  busy?: boolean;
}

/** Contact Info, Quick Stats (the interview score with its Edit and the scorecards' summary) and the AI Summary. */
export default function OverviewTab({ record, onEditScore, onLegalHold, onErase, busy = false }: Props) {
  return (
    <>
      <Section title={labels.applicationDetail.contactInfo}>
        <Facts
          rows={[
            { label: text.email, value: record.erased_at ? messages.privacy.erasedField : record.email },
            { label: text.phone, value: record.erased_at ? messages.privacy.erasedField : record.phone },
            ...(record.nationality ? [{ label: text.nationality, value: record.nationality }] : []),
            { label: text.appliedOn, value: companyDateTime(record.created_at) },
            ...(record.consent.privacy_notice_version !== null && record.consent.given_at
              ? [
                  {
                    label: messages.privacy.consentFact,
                    value: messages.privacy.consentRecorded(
                      record.consent.privacy_notice_version,
                      companyDateTime(record.consent.given_at),
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Section>
      <Section title={labels.applicationDetail.quickStats}>
        <Facts
          rows={[
            { label: text.totalExperience, value: years(record.years_of_experience) },
            { label: text.relatedExperience, value: years(record.years_related_experience) },
            {
              label: text.interviewScore,
              value: (
                <>
                  {record.interview_score === null ? text.notScored : text.outOfTen(record.interview_score)}
                  {onEditScore && (
                    <Button size="small" onClick={onEditScore} sx={{ ml: 1 }}>
                      {labels.applicationDetail.edit}
                    </Button>
                  )}
                  {record.scorecards && (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary' }}
                      data-testid="scorecards-summary"
                    >
                      {summaryText(record.scorecards)}
                    </Typography>
                  )}
                </>
              ),
            },
          ]}
        />
      </Section>
      <Section title={labels.applicationDetail.aiSummary}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          {record.ai_summary ?? messages.applications.noAiInsights}
        </Typography>
      </Section>
      {(record.legal_hold || onLegalHold) && (
        <LegalHoldSection hold={record.legal_hold} onChange={onLegalHold} busy={busy} />
      )}
      {onErase && <ErasureSection onErase={onErase} busy={busy} />}
    </>
  );
}
