import { defineProject } from 'vitest/config';

// The contract's pure functions (the take-home tables, docs/decisions/1701), in Node.
export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
