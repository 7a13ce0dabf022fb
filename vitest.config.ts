import os from 'node:os';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './scripts/long-files-first.ts';

// Each app has its own vitest project: the API in Node against a real database, the web app in jsdom,
// the contract's pure functions in Node;
// scripts/ tests the repository's tooling (the lint rules) in Node.
export default defineConfig({
  test: {
    projects: ['apps/api/vitest.config.ts', 'apps/api/vitest.mocks.config.ts', 'apps/web', 'packages/contract', 'scripts'],
    // One worker per core, said explicitly: this vitest otherwise ran one fork on the 2-core CI
    // machine (238 s for the suite; 165 s with two).
    maxWorkers: os.availableParallelism(),
    // In each project, files marked @long-running start first (decision 0711).
    sequence: { sequencer: LongFilesFirst },
  },
});
