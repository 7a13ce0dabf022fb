import { defineXssPass } from './support/xss-pass.ts';

// The XSS corpus on every screen with CSP bypassed: escaping and sanitising must hold on their own.
defineXssPass(true);
