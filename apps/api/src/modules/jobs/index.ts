// What other modules may use of jobs; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706).
export { isPublicDetail, seekerVisible } from './job-visibility.ts';
// The role templates carry the skills vocabulary the source connectors match text against (decision 1501).
export { ROLES } from './job-generator-data.ts';
