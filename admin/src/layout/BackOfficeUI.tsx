import { CssBaseline } from '@mui/material';
import { type ComponentType, useState } from 'react';
import { CoreAdminUI, type CoreAdminUIProps, useNotificationContext } from 'react-admin';
import { lazyDialog, lazyFullPage, lazyPage } from '../routing/lazy-screen';

type Screens = typeof import('./react-admin-screens');
/** One of react-admin's screens, fetched when first shown. */
const screen = (pick: (screens: Screens) => ComponentType) => (): Promise<{ default: ComponentType }> =>
  import('./react-admin-screens').then((screens) => ({ default: pick(screens) }));

const AccessDenied = lazyPage(screen((screens) => screens.AccessDenied));
const AuthenticationError = lazyPage(screen((screens) => screens.AuthenticationError));
const AuthCallback = lazyFullPage(screen((screens) => screens.AuthCallback));
const Notification = lazyDialog(screen((screens) => screens.Notification));

/** react-admin's snackbar, fetched with the first notification and kept from then on. */
function NotificationsWhenAny() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? <Notification /> : null;
}

/**
 * What react-admin's AdminUI renders (its CoreAdminUI with Material UI's screens, the notifications), with
 * the screens few visits need loaded on demand: the sign-in page carries only its own form.
 */
export default function BackOfficeUI(
  props: Omit<CoreAdminUIProps, 'accessDenied' | 'authCallbackPage' | 'authenticationError'>,
) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        {...props}
      />
      <NotificationsWhenAny />
    </CssBaseline>
  );
}
