// What other modules may use of staff; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706). Console routes of a
// feature use the guard and the audit log (decision 1401).
export { recordAudit, type AuditActor, type DbOrTx } from './audit.ts';
export { capabilitiesOf, ROLE_CAPABILITIES } from './capabilities.ts';
export { rolesOf } from './roles.service.ts';
export { recordAdminRoutes, staffOnly } from './staff-guard.ts';
