// The back-office adapter's face: its resources and their shape. The HTTP handlers that serve them
// live in http/backoffice; features never import this folder.
export { RESOURCES } from './registry';
export type { ResourceConfig, StoredDocument, Where, WriteContext } from './resource';
export { applicationsResource } from './resources/applications';
