// The applications resource: the list with its detail dialog, the CV library and each posting's
// pipeline board, all views of the same records. App.tsx mounts them; nothing else reaches inside.

export { default as ApplicationsList } from './ApplicationsList';
export { default as ApplicationsPage } from './ApplicationsPage';
export { default as PipelineBoardPage } from './board/PipelineBoardPage';
export { default as CvLibrary } from './cv-library/CvLibrary';
export { ApplicationDetailDialog } from './detail/ApplicationDetailDialog';
