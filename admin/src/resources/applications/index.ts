// The applications resource: the list with its detail dialog, the CV library and each posting's
// pipeline board, all views of the same records. App.tsx mounts them, each fetched when it first
// shows; nothing else reaches inside.
import type { ComponentType } from 'react';
import { lazyDialog, lazyPage } from '../../routing/lazy-screen';

export const ApplicationsPage = lazyPage(() => import('./ApplicationsPage'));
export const ApplicationsList = lazyPage(() => import('./ApplicationsList'));
export const CvLibrary = lazyPage(() => import('./cv-library/CvLibrary'));
export const PipelineBoardPage = lazyPage(() => import('./board/PipelineBoardPage'));
export const ApplicationDetailDialog = lazyDialog(
  (): Promise<{ default: ComponentType }> =>
    import('./detail/ApplicationDetailDialog').then((screen) => ({ default: screen.ApplicationDetailDialog })),
);
