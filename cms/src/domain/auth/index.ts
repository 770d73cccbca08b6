// What the faces (policies, middlewares, http/, controllers) use of accounts, sessions and audit.
export { type AdminActor, actorOf, auditActor, type WriteContext } from './actor';
export { meetsNeed, type PermissionNeed } from './admin-accounts';
export { writeAudit } from './audit';
export { recordRefusedRequest } from './refusal-audit';
export { type ActiveSession, clearSessionCookie, readSession } from './sessions';
