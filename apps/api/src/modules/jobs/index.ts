// What other modules may use of jobs; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706).
export { isPublicDetail, seekerVisible } from './job-visibility.ts';
// The role templates carry the skills vocabulary the source connectors match text against (decision 1501).
export { ROLES } from './job-generator-data.ts';
// The job sources pipeline stores descriptions as the import does and clears the search caches after a sync (decision 1502).
export { htmlToText } from './import/html-to-text.ts';
export { clearJobSearchCaches } from './jobs.service.ts';
// Saved jobs show the same card as the list, mapped as tolerantly (decision 1702).
export { toJobCard, type JobCardRow } from './job-presenter.ts';
// The app keeps the job rows' memory true with the database's notifications (decision 1809).
export { jobRowCaches } from './job-row-caches.ts';
// The app keeps an in-memory search index per database, with its gauges (decision 1822).
