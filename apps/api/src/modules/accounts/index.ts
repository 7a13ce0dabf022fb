// What other modules may use of accounts; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706).
export { getProfile } from './accounts.service.ts';
