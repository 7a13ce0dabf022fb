// The job sources module's public face (ARCHITECTURE.md, Boundaries; decision 1502).
export { latestRuns, presentRun } from './source-runs.ts';
// Compatibility reads the CV's state as a UF the same way the feeds read a job's (docs/decisions/1704).
export { toUf } from './brazil-location.ts';
