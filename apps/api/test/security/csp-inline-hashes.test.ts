import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';

// A built index.html with a first-screen script (docs/decisions/1802), a second inline script and
// the app's stylesheet written inline (docs/decisions/1807).
const FIRST_SCREEN = '(function(c){try{localStorage.getItem(c.k)}catch{}})({"k":"data.token"});';
const OTHER = 'window.x = 1;';
const STYLESHEET = '.bg-slate-50{background-color:#f8fafc}:root[data-theme=dark]{color-scheme:dark}';
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-csp-web-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><script>${FIRST_SCREEN}</script><title>Rumo</title>` +
    `<style>${STYLESHEET}</style>` +
    `<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div><script>${OTHER}</script></body></html>`,
);

const t = useTestApp({ webDist });

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .find((d) => d.trim().split(/\s+/)[0] === name)
    ?.trim()
    .split(/\s+/)
    .slice(1) ?? [];
const scriptSrc = (csp: string) => directive(csp, 'script-src');
const styleSrc = (csp: string) => directive(csp, 'style-src');

describe('the CSP allows the built index.html’s inline scripts and stylesheet by their hash', () => {
  it('lists the sha256 of each inline script of the served index.html, and no unsafe-inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    // The hashes of the scripts in the page the browser receives, computed here from its body.
    const served = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(served).toEqual([FIRST_SCREEN, OTHER]);
    const sources = scriptSrc(String(res.headers['content-security-policy']));
    expect(sources).toEqual(["'self'", sha256(FIRST_SCREEN), sha256(OTHER)]);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it('lists the sha256 of the served index.html’s <style> in style-src, and no unsafe-inline there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jobs' });
    const served = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(served).toEqual([STYLESHEET]);
    const csp = String(res.headers['content-security-policy']);
    expect(styleSrc(csp)).toEqual(["'self'", sha256(STYLESHEET)]);
    // Style attributes (progress bars) keep their own directive; the hash does not widen it.
    expect(directive(csp, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('gives API answers the same policy (one policy, computed at start)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nao-existe' });
    expect(scriptSrc(String(res.headers['content-security-policy']))).toContain(sha256(FIRST_SCREEN));
  });
});
