import {
  ARCHIVE_FILTERS,
  DATE_RANGE_FILTERS,
  LIST_APPLICATION_STATUSES,
  labels,
  messages,
  SCORE_FILTERS,
} from '@careers/shared/client';
import {
  Button,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { ApplicationFacets } from '../../providers/application-actions';
import { hasFilters } from './list-query';
import MultiSelectFilter from './MultiSelectFilter';
import SearchBox from './SearchBox';
import type { ListQueryControls } from './useListQuery';

const text = labels.applicationsAdmin;
const own = labels.applicationsList;

export const statusOptions = LIST_APPLICATION_STATUSES.map((value) => ({ value, label: own.statuses[value] }));
const bandOptions = SCORE_FILTERS.map((value) => ({ value, label: text.scoreBands[value] }));

interface Props {
  controls: ListQueryControls;
  facets: ApplicationFacets;
  /** Rows the filters match (the list's Content-Range total). */
  matching: number;
}

/** Search, filters and 'Showing X of Y applications' with Clear All Filters. */
export default function ApplicationFilters({ controls, facets, matching }: Props) {
  const { query, setFilters, clearFilters } = controls;
  const dateId = useId();
  const archiveId = useId();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchBox label={own.search} value={query.q} onSearch={(q) => setFilters({ q }, true)} />
        <MultiSelectFilter
          label={text.filters.status}
          options={statusOptions}
          value={query.status}
          onChange={(status) => setFilters({ status: LIST_APPLICATION_STATUSES.filter((s) => status.includes(s)) })}
        />
        <MultiSelectFilter
          label={text.filters.jobPositions}
          options={facets.job_positions.map((job) => ({ value: job.id, label: job.title }))}
          value={query.job}
          onChange={(job) => setFilters({ job })}
        />
        <MultiSelectFilter
          label={text.filters.nationality}
          options={facets.nationalities.map((value) => ({ value, label: value }))}
          value={query.nationality}
          onChange={(nationality) => setFilters({ nationality })}
        />
        <MultiSelectFilter
          label={text.filters.aiScore}
          options={bandOptions}
          value={query.ai}
          onChange={(ai) => setFilters({ ai: SCORE_FILTERS.filter((band) => ai.includes(band)) })}
        />
        <MultiSelectFilter
          label={text.filters.interviewScore}
          options={bandOptions}
          value={query.interview}
          onChange={(interview) => setFilters({ interview: SCORE_FILTERS.filter((band) => interview.includes(band)) })}
        />
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id={dateId}>{own.dateRange}</InputLabel>
          <Select
            labelId={dateId}
            label={own.dateRange}
            value={query.applied}
            onChange={(event) =>
              setFilters({ applied: DATE_RANGE_FILTERS.find((range) => range === event.target.value) ?? 'all' })
            }
          >
            {DATE_RANGE_FILTERS.map((range) => (
              <MenuItem key={range} value={range}>
                {text.dateRange[range]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {query.applied === 'custom' && (
          <>
            <TextField
              size="small"
              type="date"
              label={own.from}
              value={query.from}
              onChange={(event) => setFilters({ from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={own.to}
              value={query.to}
              onChange={(event) => setFilters({ to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: query.from || undefined } }}
            />
          </>
        )}
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id={archiveId}>{text.filters.archiveStatus}</InputLabel>
          <Select
            labelId={archiveId}
            label={text.filters.archiveStatus}
            value={query.archive}
            onChange={(event) =>
              setFilters({ archive: ARCHIVE_FILTERS.find((archive) => archive === event.target.value) ?? 'active' })
            }
          >
            {ARCHIVE_FILTERS.map((archive) => (
              <MenuItem key={archive} value={archive}>
                {text.archive[archive]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={query.ageing} onChange={(event) => setFilters({ ageing: event.target.checked })} />}
          label={own.ageingOnly}
          title={own.ageingHint}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" role="status">
          {messages.applications.showingXofY(matching, facets.total)}
        </Typography>
        <Button size="small" onClick={clearFilters} disabled={!hasFilters(query)}>
          {messages.applications.clearAllFilters}
        </Button>
      </Stack>
    </Stack>
  );
}
