import type { ApplicationFacets } from '@careers/shared';
import { labels } from '@careers/shared/client';
import MultiSelectFilter from '../../components/MultiSelectFilter';
import type { FilterFormControls } from './useFilterForm';

const filters = labels.applicationsAdmin.filters;

/** Job Positions and Nationality: the choices the applications themselves have (the facets). */
export default function FacetFilters({
  controls,
  facets,
}: {
  controls: FilterFormControls;
  facets: ApplicationFacets;
}) {
  const { query, setFilters } = controls;
  return (
    <>
      <MultiSelectFilter
        label={filters.jobPositions}
        options={facets.job_positions.map((job) => ({ value: job.id, label: job.title }))}
        value={query.job}
        onChange={(job) => setFilters({ job })}
      />
      <MultiSelectFilter
        label={filters.nationality}
        options={facets.nationalities.map((value) => ({ value, label: value }))}
        value={query.nationality}
        onChange={(nationality) => setFilters({ nationality })}
      />
    </>
  );
}
