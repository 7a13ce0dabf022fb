import { defineConfig } from 'vitest/config';

// Each app has its own vitest project: the API in Node against a real database, the web app in jsdom.
export default defineConfig({
  test: { projects: ['apps/api', 'apps/web'] },
});
