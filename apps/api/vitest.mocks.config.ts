import { defineProject } from 'vitest/config';
import base from './vitest.config.ts';

// The API files that replace one of our modules with vi.mock (`*.mock.test.ts`): a mock applies
// only to a fresh module graph, so these keep vitest's per-file isolation (decision 0711).
export default defineProject({
  test: {
    ...base.test,
    name: 'api-mocks',
    include: ['**/*.mock.test.ts'],
    exclude: ['node_modules/**'],
    isolate: true,
  },
});
