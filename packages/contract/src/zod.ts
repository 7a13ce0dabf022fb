import { z } from 'zod';

// Every schema of the contract is built with this `z`, so zod is configured before the first one,
// whichever of the contract's modules a chunk of the web app holds (the package declares only this
// file as having side effects, so the bundler drops the modules a screen does not use; decision 1813).

// Validation messages come out in pt-BR unless a schema names its own.
z.config(z.locales.pt());
// In the browser the app's CSP has no 'unsafe-eval': zod's JIT probe (`new Function`) would be
// refused and reported as a CSP violation on every screen. The browser uses zod's interpreter;
// the server keeps the JIT. Must run before any schema is built (the probe runs then).
if ('window' in globalThis) z.config({ jitless: true });

export { z };
