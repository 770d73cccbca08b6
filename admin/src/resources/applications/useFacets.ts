import type { ApplicationFacets } from '@careers/shared';
import { useEffect, useState } from 'react';
import { dataProvider } from '../../providers/data-provider';

const NONE: ApplicationFacets = { total: 0, nationalities: [], job_positions: [] };

/**
 * The filters' choices and the Y of 'Showing X of Y'. `version` asks again after a change to the
 * applications; a failure leaves them empty and is only logged, as every failed read is.
 */
export function useFacets(version: number): ApplicationFacets {
  const [facets, setFacets] = useState(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is the reason to ask again
  useEffect(() => {
    let current = true;
    dataProvider
      .applicationFacets()
      .then((answer) => {
        if (current) setFacets(answer);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [version]);
  return facets;
}
