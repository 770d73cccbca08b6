import type { AiInsights, AiScoreBreakdown } from '@careers/shared';
import { labels, messages, SCORING_CRITERIA } from '@careers/shared/client';
import { Alert, Box, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import Section, { Facts } from '../../../components/DetailSection';
import { companyDateTime } from '../../../format/company-time';
import { aiScoreColour } from './ScoreCircle';
import type { AiScoringInfo } from './types';

const text = labels.applicationDialog;

const criterionName = (key: string) =>
  Object.hasOwn(SCORING_CRITERIA, key) ? SCORING_CRITERIA[key as keyof typeof SCORING_CRITERIA].label : key;

/** Strengths, concerns and recommendations were stored as a list or as one text. */
function ListOrText({ value }: { value: string[] | string }) {
  if (typeof value === 'string') return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{value}</Typography>;
  return (
    <List dense disablePadding>
      {value.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}

function Breakdown({ breakdown }: { breakdown: AiScoreBreakdown }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {Object.entries(breakdown).map(([key, criterion]) => {
        const percent = Math.round((criterion.score / criterion.max) * 100);
        const name = criterionName(key);
        return (
          <Box component="li" key={key} sx={{ mb: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <Typography>{text.scoreOutOf(criterion.score, criterion.max)}</Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, percent)}
              color={aiScoreColour(percent)}
              aria-label={`${name} ${text.scoreOutOf(criterion.score, criterion.max)}`}
            />
            {criterion.reason && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {criterion.reason}
              </Typography>
            )}
            {/* What the scorer found line by line: shown, only listed, not shown (one group a line). */}
            {criterion.details && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, whiteSpace: 'pre-line' }}>
                {criterion.details}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function HowScored({ scoring }: { scoring: AiScoringInfo }) {
  const method = scoring.method ? text.scoringMethods[scoring.method] : messages.applicationDialog.na;
  return (
    <Section title={text.scoredBy}>
      <Facts
        rows={[
          { label: text.scoredBy, value: method },
          ...(scoring.method === 'openai' && scoring.model ? [{ label: text.model, value: scoring.model }] : []),
          ...(scoring.scored_at ? [{ label: text.scoredAt, value: companyDateTime(scoring.scored_at) }] : []),
          ...(scoring.status ? [{ label: text.scoringStatus, value: scoring.status }] : []),
        ]}
      />
      {scoring.error && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {scoring.error}
        </Typography>
      )}
    </Section>
  );
}

interface Props {
  breakdown: AiScoreBreakdown | null;
  insights: AiInsights | null;
  scoring?: AiScoringInfo;
  /** The candidate's answer to AI screening by an external provider; anything but yes is scored offline only. */
  aiConsent?: boolean | null;
}

/** The stored breakdown, highlights, strengths, concerns, recommendations, and how the score was made. */
export default function AiAnalysisTab({ breakdown, insights, scoring, aiConsent }: Props) {
  const hasBreakdown = breakdown !== null && Object.keys(breakdown).length > 0;
  const detail = labels.applicationDetail;
  return (
    <>
      {aiConsent !== true && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {messages.privacy.offlineOnly}
        </Alert>
      )}
      {!hasBreakdown && !insights && <Typography sx={{ mb: 2 }}>{messages.applications.noAiInsights}</Typography>}
      {hasBreakdown && (
        <Section title={detail.aiScoreBreakdown}>
          <Breakdown breakdown={breakdown} />
        </Section>
      )}
      {insights && (
        <>
          <Section title={detail.keyHighlights}>
            <Facts
              rows={[
                { label: text.highlights.totalSkills, value: insights.keyHighlights.totalSkills },
                { label: text.highlights.technicalSkills, value: insights.keyHighlights.technicalSkills },
                { label: text.highlights.softSkills, value: insights.keyHighlights.softSkills },
                { label: text.highlights.experience, value: insights.keyHighlights.experience },
                { label: text.highlights.certifications, value: insights.keyHighlights.certifications },
                { label: text.highlights.languages, value: insights.keyHighlights.languages },
                { label: text.highlights.jobRelevanceMatch, value: `${insights.keyHighlights.jobRelevanceMatch}%` },
              ]}
            />
          </Section>
          <Section title={detail.strengths}>
            <ListOrText value={insights.strengths} />
          </Section>
          <Section title={detail.concerns}>
            <ListOrText value={insights.concerns} />
          </Section>
          <Section title={detail.recommendations}>
            <ListOrText value={insights.recommendations} />
          </Section>
        </>
      )}
      {scoring && <HowScored scoring={scoring} />}
    </>
  );
}
