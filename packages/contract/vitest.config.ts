import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../scripts/test-workers.ts';

// The contract's pure functions (the take-home tables, docs/decisions/1701), in Node.
export default defineProject({
  test: {
    name: 'contract',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
