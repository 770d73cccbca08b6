import { CreateButton, TopToolbar } from 'react-admin';

/** A list's only action: Create, which hides itself from admins who may not create (canAccess). */
export default function CreateActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}
