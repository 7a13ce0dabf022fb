// What other modules may use of plans; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706).
export { userHasFeature } from './plan-access.ts';
