import { EMBED_ORIGINS, publicConfigResponse } from '@rumo/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';

const WIDGET_URL = 'https://chat.suporte-exemplo.com.br/widget/v2/loader.js';
const WIDGET_ORIGIN = 'https://chat.suporte-exemplo.com.br';

/** `name value…` pairs of a CSP header. */
function cspDirectives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('without CHAT_WIDGET_URL', () => {
  const t = useTestApp({ chatWidgetUrl: undefined });

  it('answers chatWidgetUrl null, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public-config' });
    expect(res.statusCode).toBe(200);
    expect(publicConfigResponse.parse(res.json())).toEqual({ data: { chatWidgetUrl: null } });
  });

  it('keeps every CSP source list to our own origin, frames also to the allow-listed players (1606)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public-config' });
    const csp = cspDirectives(res.headers['content-security-policy']);
    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src']) expect(csp.get(name), name).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'", ...EMBED_ORIGINS]);
    expect(EMBED_ORIGINS.every((origin) => /^https:\/\/[a-z.-]+$/.test(origin))).toBe(true);
    const outside = [...csp].filter(([name]) => name !== 'frame-src').flatMap(([, values]) => values);
    expect(outside.join(' ')).not.toContain('https://');
  });

  it('is in the OpenAPI document as a public operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/v1/public-config']?.get;
    expect(operation?.security).toEqual([]);
    expect(operation?.responses?.['200']).toBeDefined();
  });
});

describe('with CHAT_WIDGET_URL', () => {
  const t = useTestApp({ chatWidgetUrl: WIDGET_URL });

  it('answers the configured script URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { chatWidgetUrl: WIDGET_URL } });
  });

  it("allows the widget's origin (not its path) where a chat widget loads from, and nowhere else", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = cspDirectives(res.headers['content-security-policy']);
    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src']) expect(csp.get(name), name).toEqual(["'self'", WIDGET_ORIGIN]);
    expect(csp.get('frame-src')).toEqual(["'self'", ...EMBED_ORIGINS, WIDGET_ORIGIN]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', WIDGET_ORIGIN]);
    for (const name of ['default-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'media-src']) expect(csp.get(name), name).not.toContain(WIDGET_ORIGIN);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});
