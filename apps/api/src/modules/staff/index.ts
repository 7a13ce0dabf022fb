// What other modules may use of staff; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706). Each console feature guards
// its routes with `staffOnly` and records its writes with `recordAudit` (decision 1401).
export { recordAudit, type AuditActor, type DbOrTx } from './audit.ts';
export { capabilitiesOf } from './capabilities.ts';
export { recordAdminRoutes, staffActor, staffOnly } from './staff-guard.ts';
export { isLastAdmin, rolesOf, withStaffRoles } from './roles.service.ts';
export { eraseFromAuditLog, ERASED_PERSON } from './audit-erasure.ts';
