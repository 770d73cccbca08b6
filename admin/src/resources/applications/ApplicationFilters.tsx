import type { ApplicationFacets } from '@careers/shared';
import {
  AI_SCORE_BANDS,
  ARCHIVE_FILTERS,
  DATE_RANGE_FILTERS,
  INTERVIEW_SCORE_BANDS,
  LIST_APPLICATION_STATUSES,
  labels,
  messages,
  SCORE_FILTERS,
} from '@careers/shared/client';
import { Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import DateFilter from '../../components/DateFilter';
import FilterBar from '../../components/FilterBar';
import MultiSelectFilter from '../../components/MultiSelectFilter';
import OptionSelect from '../../components/OptionSelect';
import SearchBox from '../../components/SearchBox';
import FacetFilters from './FacetFilters';
import { hasFilters } from './list-query';
import { scoreBandOptions } from './scores';
import type { FilterFormControls } from './useFilterForm';

const text = labels.applicationsAdmin;
const own = labels.applicationsList;

export const statusOptions = LIST_APPLICATION_STATUSES.map((value) => ({ value, label: own.statuses[value] }));
const aiBandOptions = scoreBandOptions(SCORE_FILTERS, AI_SCORE_BANDS);
const interviewBandOptions = scoreBandOptions(SCORE_FILTERS, INTERVIEW_SCORE_BANDS);

interface Props {
  controls: FilterFormControls;
  facets: ApplicationFacets;
  /** Rows the filters match (the list's Content-Range total). */
  matching: number;
}

/** Search and filters in one compact bar; 'Showing X of Y applications', Clear All Filters, Ageing only and Scorecards awaiting under it. */
export default function ApplicationFilters({ controls, facets, matching }: Props) {
  const { query, setFilters, clearFilters } = controls;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <FilterBar>
        <SearchBox label={own.search} value={query.q} onSearch={(q) => setFilters({ q })} />
        <MultiSelectFilter
          label={text.filters.status}
          options={statusOptions}
          value={query.status}
          onChange={(status) => setFilters({ status: LIST_APPLICATION_STATUSES.filter((s) => status.includes(s)) })}
        />
        <FacetFilters controls={controls} facets={facets} />
        <MultiSelectFilter
          label={text.filters.aiScore}
          options={aiBandOptions}
          value={query.ai}
          onChange={(ai) => setFilters({ ai: SCORE_FILTERS.filter((band) => ai.includes(band)) })}
        />
        <MultiSelectFilter
          label={text.filters.interviewScore}
          options={interviewBandOptions}
          value={query.interview}
          onChange={(interview) => setFilters({ interview: SCORE_FILTERS.filter((band) => interview.includes(band)) })}
        />
        <OptionSelect
          label={own.dateRange}
          options={DATE_RANGE_FILTERS}
          value={query.applied}
          nameOf={(range) => text.dateRange[range]}
          onChange={(applied) => setFilters({ applied })}
          minWidth={160}
        />
        {query.applied === 'custom' && (
          <>
            <DateFilter label={own.from} value={query.from} onChange={(from) => setFilters({ from })} />
            <DateFilter label={own.to} value={query.to} min={query.from} onChange={(to) => setFilters({ to })} />
          </>
        )}
        <OptionSelect
          label={text.filters.archiveStatus}
          options={ARCHIVE_FILTERS}
          value={query.archive}
          nameOf={(archive) => text.archive[archive]}
          onChange={(archive) => setFilters({ archive })}
        />
      </FilterBar>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {messages.applications.showingXofY(matching, facets.total)}
        </Typography>
        <Button size="small" onClick={clearFilters} disabled={!hasFilters(query)}>
          {messages.applications.clearAllFilters}
        </Button>
        <FormControlLabel
          control={<Switch checked={query.ageing} onChange={(event) => setFilters({ ageing: event.target.checked })} />}
          label={own.ageingOnly}
          title={own.ageingHint}
        />
        <FormControlLabel
          control={
            <Switch
              checked={query.scorecardsAwaiting}
              onChange={(event) => setFilters({ scorecardsAwaiting: event.target.checked })}
            />
          }
          label={messages.scorecards.awaitingFilter}
        />
      </Stack>
    </Stack>
  );
}
