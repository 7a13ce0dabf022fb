// Entry of the PGlite worker thread. The API runs from TypeScript through tsx, but on Node 20 tsx
// installs its loader on the main thread only: register it here, then load the real worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
