import { defineProject } from 'vitest/config';

// The repository's own tooling (lint rules, scripts), in Node.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Type-aware linting of the fixture tree builds a TypeScript program first.
    testTimeout: 60_000,
  },
});
