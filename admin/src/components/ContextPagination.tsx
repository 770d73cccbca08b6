import { useListContext } from 'react-admin';
import ListPagination from './ListPagination';

/** The footer pagination of the list around it (react-admin's list context). */
export default function ContextPagination() {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  return <ListPagination page={page} perPage={perPage} total={total ?? 0} onPage={setPage} onPerPage={setPerPage} />;
}
