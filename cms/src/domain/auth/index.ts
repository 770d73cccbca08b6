// What the faces (policies, middlewares, http/, controllers) use of accounts and sessions; audit lines
// are written by the domain functions that read or change, never by a face.
export { type AdminActor, actorOf, type WriteContext } from './actor';
export { meetsNeed, type PermissionNeed } from './admin-accounts';
export { recordRefusedRequest } from './refusal-audit';
export { type ActiveSession, clearSessionCookie, readSession } from './sessions';
