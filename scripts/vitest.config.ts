import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from './test-workers.ts';

// The repository's own tooling (lint rules, scripts), in Node.
export default defineProject({
  test: {
    name: 'scripts',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    include: ['**/*.test.ts'],
    // Type-aware linting of the fixture tree builds a TypeScript program first.
    testTimeout: 60_000,
  },
});
