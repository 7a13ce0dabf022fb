import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template; scrypt and PGlite are CPU-bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
