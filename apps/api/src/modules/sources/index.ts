// The job sources module's public face (ARCHITECTURE.md, Boundaries; decision 1502).
export { latestRuns, presentRun } from './source-runs.ts';
