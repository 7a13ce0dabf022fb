// What other modules may use of certificates; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706).
// The progress engine issues certificates when it stamps a course's end (decision 1703).
export { issueMissingCertificates } from './certificates.issue.ts';
