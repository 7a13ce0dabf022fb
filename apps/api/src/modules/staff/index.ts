// What other modules may use of staff: the console route guard and the audit log; they import
// nothing else from this folder (ARCHITECTURE.md, Boundaries; decision 1401).
export { recordAudit, type AuditActor, type DbOrTx } from './audit.ts';
export { recordAdminRoutes, staffOnly } from './staff-guard.ts';
export { rolesOf } from './roles.service.ts';
export { capabilitiesOf } from './capabilities.ts';
