import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../scripts/test-workers.ts';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Beside the app, the build's own plugins that have tests (inline-stylesheet.ts).
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    restoreMocks: true,
    // One module graph per worker (decision 0711): 80 s instead of 115 s; setup.ts resets what files share.
    isolate: false,
    // Screen tests type into forms and wait for lazy route chunks; the registration test also waits its 2 s pause.
    testTimeout: 20_000,
  },
});
