import { useCreatePath } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * A resource whose dialogs are routes under its list (/benefits/create, /benefits/:id): `go` moves
 * between the list and a dialog's path, as react-admin names them.
 */
export function useDialogRoutes(resource: string) {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return (type: 'list' | 'create' | 'edit', id?: string) => navigate(createPath({ resource, type, id }));
}

/** The listed record the path's `:id` names, once the list has it; none for an id it does not hold. */
export function useListedAtPath<Listed extends { id: string }>(records: readonly Listed[]): Listed | undefined {
  const { id } = useParams();
  return records.find((record) => record.id === id);
}
