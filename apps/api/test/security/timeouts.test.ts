import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { useTestApp } from '../test-app.ts';
import { headerProblems } from './header-checks.ts';
import { listenLocally, rawExchange } from './raw-http.ts';

// Short timeouts so a real listening server shows each bound within seconds; production values
// are the defaults in config.ts (docs/decisions/0703). Every assertion below is "closed before
// WAIT_MS", ten times the longest timeout, never an exact timing.
const t = useTestApp({ httpTimeouts: { requestMs: 600, headersMs: 400, keepAliveMs: 400, connectionMs: 800 } });
const WAIT_MS = 8_000;
const TIMEOUT_MESSAGE = 'A requisição demorou demais para chegar. Tente novamente.';

describe('bounded requests on a listening server (ASVS 5.0 V15.2.2, docs/decisions/0703)', () => {
  it('closes a request whose headers never end, answering 408 in our shape with the security headers', async () => {
    const answer = await rawExchange(await listenLocally(t.app), 'GET /api/health HTTP/1.1\r\nHost: rumo.test\r\nX-Lento: 1\r\n', WAIT_MS);
    expect(answer.closed).toBe(true);
    expect(answer.status, answer.raw).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: TIMEOUT_MESSAGE });
    expect(answer.headers['connection']).toBe('close');
    expect(headerProblems(answer.headers)).toEqual([]);
  });

  it('closes a request whose body never ends (headers complete, 10 of 500 bytes sent) with a 408', async () => {
    const request = 'POST /api/v1/auth HTTP/1.1\r\nHost: rumo.test\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"';
    const answer = await rawExchange(await listenLocally(t.app), request, WAIT_MS);
    expect(answer.closed).toBe(true);
    expect(answer.status, answer.raw).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: TIMEOUT_MESSAGE });
    expect(headerProblems(answer.headers)).toEqual([]);
  });

  it('closes a connection that never sends a byte', async () => {
    const answer = await rawExchange(await listenLocally(t.app), '', WAIT_MS);
    expect(answer.closed).toBe(true);
  });

  it('answers a complete request, then closes the idle keep-alive socket', async () => {
    const answer = await rawExchange(await listenLocally(t.app), 'GET /api/health HTTP/1.1\r\nHost: rumo.test\r\n\r\n', WAIT_MS);
    expect(answer.status, answer.raw).toBe(200);
    // Node tells the client how long an idle connection is kept (Keep-Alive: timeout=<s>).
    expect(answer.headers['connection']).toBe('keep-alive');
    expect(answer.closed).toBe(true);
  });
});

describe('timeout configuration', () => {
  it('has production defaults: 30 s per request, 15 s for the headers, 10 s idle keep-alive, 60 s idle socket', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ requestMs: 30_000, headersMs: 15_000, keepAliveMs: 10_000, connectionMs: 60_000 });
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '65000' }).httpTimeouts.keepAliveMs).toBe(65_000);
  });

  it('refuses a headers timeout longer than the request timeout, naming the variable', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(ConfigError);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
