import { useCanAccess } from 'react-admin';

/**
 * Rendered once the admin's access to `resource` is known (the session answered and the rule ran), so a
 * test can assert something is absent for a role, not merely absent before the role is known.
 */
export default function AccessKnown({ resource, action }: { resource: string; action: string }) {
  const { isPending, canAccess } = useCanAccess({ resource, action });
  return isPending ? null : <span data-testid="access-known" data-allowed={String(canAccess === true)} />;
}
