import { defineConfig } from 'vitest/config';
import LongFilesFirst from './scripts/long-files-first.ts';

// Each app has its own vitest project: the API in Node against a real database, the web app in jsdom,
// the contract's pure functions in Node;
// scripts/ tests the repository's tooling (the lint rules) in Node.
export default defineConfig({
  test: {
    projects: ['apps/api/vitest.config.ts', 'apps/api/vitest.mocks.config.ts', 'apps/web', 'packages/contract', 'scripts'],
    // Workers are set in each project (scripts/test-workers.ts): vitest 5 does not pass this
    // file's maxWorkers on to them.
    // In each project, files marked @long-running start first (decision 0711).
    sequence: { sequencer: LongFilesFirst },
  },
});
