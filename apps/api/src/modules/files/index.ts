// What other modules may use of files; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706). A module whose content
// points at uploaded files registers the query that names them, so the orphan collection keeps
// them (decision 1602); `fileUrl` is the one address of a file.
export { registerFileReferences } from './file-references.ts';
export { fileUrl } from './file-presenter.ts';
