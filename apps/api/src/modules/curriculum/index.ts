// What other modules may use of curriculum; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706).
// Certificates add a formation to a CV (decision 1703).
export { addCertificateFormation, type CertificateFormation } from './curriculum-certificate.ts';
