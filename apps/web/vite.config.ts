import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkModules } from './chunk-modules.ts';
import { firstScreenHtml } from './first-screen-html.ts';
import { inlineStylesheet } from './inline-stylesheet.ts';
import { precompress } from './precompress.ts';

// In development the API runs on :3000 and the SPA is same-origin through this proxy,
// exactly as in production where the API serves the built files.
const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModules(), firstScreenHtml(), inlineStylesheet(), precompress()],
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  // No modulepreload polyfill: every browser we target has modulepreload, and the first screen is on a byte budget.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    // Fewer, larger chunks (docs/decisions/1805): a shared chunk under 32 KB of source is copied into
    // each chunk that needs it instead of being a file of its own — 44 files → 10 for a logged-in
    // screen, the same gzipped bytes. Rolldown requires the entry's exports not to be kept (it has none).
    rolldownOptions: { preserveEntrySignatures: false, output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 32 * 1024 } } } },
  },
});
