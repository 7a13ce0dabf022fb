import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../scripts/test-workers.ts';

export default defineProject({
  test: {
    name: 'api',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files that replace one of our modules with vi.mock run in their own project, isolated
    // (vitest.mocks.config.ts): here the module graph is shared by the files of a worker.
    exclude: ['**/*.mock.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template; scrypt and PGlite are CPU-bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker instead of one per file (decision 0711): each file still gets its
    // own database; the suite went from ~300 s to ~185 s on PGlite.
    isolate: false,
  },
});
