import { UserMenu, useGetIdentity } from 'react-admin';

/**
 * react-admin's user menu, named by the admin's own name: its button shows that name, and a button
 * whose accessible name differs from its visible text fails WCAG 2.5.3 (axe label-content-name-mismatch).
 */
export default function ProfileMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu {...(identity?.fullName ? { label: identity.fullName } : {})} />;
}
