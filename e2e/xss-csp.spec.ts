import { defineXssPass } from './support/xss-pass.ts';

// The XSS corpus on every screen with the production Content-Security-Policy (see support/xss-pass.ts).
defineXssPass(false);
