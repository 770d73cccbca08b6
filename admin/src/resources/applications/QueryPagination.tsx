import ListPagination from '../../components/ListPagination';
import type { ListQueryControls } from './useListQuery';

/** The footer pagination of a list whose page lives in the URL query. */
export default function QueryPagination({ controls, total }: { controls: ListQueryControls; total: number }) {
  return (
    <ListPagination
      page={controls.query.page}
      perPage={controls.query.perPage}
      total={total}
      onPage={controls.setPage}
      onPerPage={controls.setPerPage}
    />
  );
}
