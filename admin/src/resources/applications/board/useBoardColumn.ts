import type { ApplicationStatus } from '@careers/shared/client';
import { useInfiniteGetList } from 'react-admin';
import type { ApplicationRow } from '../application-row';
import { BOARD_SORT, type BoardScoreBand, COLUMN_PAGE_SIZE, columnFilter } from './board';

/**
 * One column's applications: one page of the applications list API, the best scores first, and the
 * next page on "Load more". A failed read leaves the column empty and is only logged.
 */
export function useBoardColumn(postingId: string, status: ApplicationStatus, bands: readonly BoardScoreBand[]) {
  const { data, total, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<ApplicationRow>(
    'applications',
    {
      pagination: { page: 1, perPage: COLUMN_PAGE_SIZE },
      sort: BOARD_SORT,
      filter: columnFilter(postingId, status, bands),
    },
    { onError: (error) => console.error(error) },
  );
  return {
    rows: data?.pages.flatMap((page) => page.data) ?? [],
    total: total ?? 0,
    loading: isPending,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}
export type BoardColumnData = ReturnType<typeof useBoardColumn>;
