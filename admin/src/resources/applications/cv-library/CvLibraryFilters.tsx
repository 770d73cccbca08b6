import type { ApplicationFacets } from '@careers/shared';
import { LIST_APPLICATION_STATUSES, labels } from '@careers/shared/client';
import { Box, Button } from '@mui/material';
import FilterBar from '../../../components/FilterBar';
import MultiSelectFilter from '../../../components/MultiSelectFilter';
import SearchBox from '../../../components/SearchBox';
import FacetFilters from '../FacetFilters';
import type { FilterFormControls } from '../useFilterForm';

const text = labels.applicationsAdmin;
const own = labels.applicationsList;
const statusOptions = LIST_APPLICATION_STATUSES.map((value) => ({ value, label: own.statuses[value] }));

/** Search by name or e-mail; Job Positions, Nationality and Status; Clear Filters. */
export default function CvLibraryFilters({
  controls,
  facets,
}: {
  controls: FilterFormControls;
  facets: ApplicationFacets;
}) {
  const { query, setFilters, clearFilters } = controls;
  const filtered = query.q !== '' || query.job.length + query.nationality.length + query.status.length > 0;
  return (
    <Box sx={{ mb: 2 }}>
      <FilterBar>
        <SearchBox label={own.searchCvLibrary} value={query.q} onSearch={(q) => setFilters({ q })} />
        <FacetFilters controls={controls} facets={facets} />
        <MultiSelectFilter
          label={text.filters.status}
          options={statusOptions}
          value={query.status}
          onChange={(status) => setFilters({ status: LIST_APPLICATION_STATUSES.filter((s) => status.includes(s)) })}
        />
        <Button
          size="small"
          onClick={clearFilters}
          disabled={!filtered}
          sx={{ justifySelf: 'start', alignSelf: 'center' }}
        >
          {text.cvLibrary.clearFilters}
        </Button>
      </FilterBar>
    </Box>
  );
}
