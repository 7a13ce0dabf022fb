import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_FAILURE, FeedClient, RUMO_USER_AGENT, type FeedClientOptions } from '../../src/modules/sources/feed-client.ts';
import type { FeedClock } from '../../src/modules/sources/feed-clock.ts';
import { parseRetryAfter } from '../../src/modules/sources/retry-after.ts';
import { startFakeFeed, type FakeFeed } from './fake-feed-server.ts';

/** A clock whose sleeps return at once and are recorded, so backoff is checked without waiting. */
function fakeClock(start = Date.parse('2026-11-25T12:00:00Z')): FeedClock & { sleeps: number[] } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

const quick = (options: FeedClientOptions = {}) => new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 0, timeoutMs: 5_000, ...options });

let feed: FakeFeed;
let other: FakeFeed;
beforeAll(async () => {
  feed = await startFakeFeed();
  other = await startFakeFeed();
});
afterAll(async () => {
  await feed.close();
  await other.close();
});

describe('FeedClient', () => {
  it('reads JSON and text bodies, naming Rumo and its public URL in the User-Agent', async () => {
    feed.route('/ok.json', () => ({ body: { vagas: ['Dev Júnior'] } }));
    feed.route('/page.html', () => ({ body: '<p>Olá, São Paulo</p>' }));
    const client = quick();
    const json = await client.getJson(`${feed.origin}/ok.json`);
    expect(json).toMatchObject({ ok: true, notModified: false, status: 200, body: { vagas: ['Dev Júnior'] } });
    const text = await client.getText(`${feed.origin}/page.html`);
    expect(text).toMatchObject({ ok: true, body: '<p>Olá, São Paulo</p>' });
    const sent = feed.received.find((r) => r.path === '/ok.json')!;
    expect(sent.headers['user-agent']).toBe(RUMO_USER_AGENT);
    expect(RUMO_USER_AGENT).toMatch(/Rumo.*https:\/\//);
    expect(sent.headers.accept).toBe('application/json');
  });

  it('sends ETag and Last-Modified back and reports 304 as not modified', async () => {
    const etag = '"v1-abc"';
    const lastModified = 'Tue, 24 Nov 2026 10:00:00 GMT';
    feed.route('/conditional.json', (_url, request) =>
      request.headers['if-none-match'] === etag || request.headers['if-modified-since'] === lastModified
        ? { status: 304 }
        : { body: { jobs: [] }, headers: { etag, 'last-modified': lastModified } },
    );
    const client = quick();
    const first = await client.getJson(`${feed.origin}/conditional.json`);
    expect(first).toMatchObject({ ok: true, notModified: false, validators: { etag, lastModified } });
    if (!first.ok) throw new Error('unreachable');
    const second = await client.getJson({ url: `${feed.origin}/conditional.json`, validators: { etag } });
    expect(second).toMatchObject({ ok: true, notModified: true, status: 304 });
    const byDate = await client.getJson({ url: `${feed.origin}/conditional.json`, validators: { lastModified } });
    expect(byDate).toMatchObject({ ok: true, notModified: true });
    const requests = feed.received.filter((r) => r.path === '/conditional.json');
    expect(requests.map((r) => [r.headers['if-none-match'], r.headers['if-modified-since']])).toEqual([
      [undefined, undefined],
      [etag, undefined],
      [undefined, lastModified],
    ]);
  });

  it('waits as long as Retry-After says (seconds) on 429, then succeeds', async () => {
    feed.route('/busy.json', (_url, _request, count) => (count === 1 ? { status: 429, headers: { 'retry-after': '7' }, body: { message: 'devagar' } } : { body: { ok: 1 } }));
    const clock = fakeClock();
    const result = await quick({ clock }).getJson(`${feed.origin}/busy.json`);
    expect(result).toMatchObject({ ok: true, body: { ok: 1 } });
    expect(clock.sleeps).toEqual([7_000]);
  });

  it('honours Retry-After given as an HTTP date', async () => {
    const clock = fakeClock(Date.parse('2026-11-25T12:00:00Z'));
    feed.route('/busy-date.json', (_url, _request, count) => (count === 1 ? { status: 503, headers: { 'retry-after': 'Wed, 25 Nov 2026 12:00:30 GMT' } } : { body: { ok: 2 } }));
    const result = await quick({ clock }).getJson(`${feed.origin}/busy-date.json`);
    expect(result).toMatchObject({ ok: true, body: { ok: 2 } });
    expect(clock.sleeps).toEqual([30_000]);
  });

  it('does not wait past its cap: a Retry-After longer than it fails the request at once', async () => {
    feed.route('/busy-long.json', () => ({ status: 429, headers: { 'retry-after': '3600' } }));
    const clock = fakeClock();
    const result = await quick({ clock, maxRetryDelayMs: 60_000 }).getJson(`${feed.origin}/busy-long.json`);
    expect(result).toMatchObject({ ok: false, code: 'retry-too-long', status: 429 });
    if (result.ok) throw new Error('unreachable');
    expect(result.message).toContain('O servidor pediu para esperar 3.600 s');
    expect(clock.sleeps).toEqual([]);
    expect(feed.received.filter((r) => r.path === '/busy-long.json')).toHaveLength(1);
  });

  it('retries a 500 with exponential backoff and succeeds', async () => {
    feed.route('/flaky.json', (_url, _request, count) => (count === 1 ? { status: 500 } : { body: { jobs: [1] } }));
    const clock = fakeClock();
    const result = await quick({ clock, backoffBaseMs: 1_000 }).getJson(`${feed.origin}/flaky.json`);
    expect(result).toMatchObject({ ok: true, body: { jobs: [1] } });
    expect(clock.sleeps).toEqual([1_000]);
  });

  it('gives up after its retries with the last status, in Portuguese', async () => {
    feed.route('/down.json', () => ({ status: 502 }));
    const clock = fakeClock();
    const result = await quick({ clock, backoffBaseMs: 500, maxRetries: 3 }).getJson(`${feed.origin}/down.json`);
    expect(result).toEqual({ ok: false, code: 'http', status: 502, url: `${feed.origin}/down.json`, message: 'A fonte respondeu com o código HTTP 502.' });
    expect(clock.sleeps).toEqual([500, 1_000, 2_000]);
    expect(feed.received.filter((r) => r.path === '/down.json')).toHaveLength(4);
  });

  it('does not retry other client errors (404)', async () => {
    const clock = fakeClock();
    const result = await quick({ clock }).getJson(`${feed.origin}/nao-existe.json`);
    expect(result).toMatchObject({ ok: false, code: 'http', status: 404 });
    expect(clock.sleeps).toEqual([]);
  });

  it('times out a response slower than its limit, and a body that stalls', async () => {
    feed.route('/slow.json', () => ({ body: { late: true }, delayMs: 3_000 }));
    feed.route('/stalled.json', () => 'hang-body');
    const client = quick({ timeoutMs: 200, maxRetries: 0 });
    const slow = await client.getJson(`${feed.origin}/slow.json`);
    expect(slow).toEqual({ ok: false, code: 'timeout', url: `${feed.origin}/slow.json`, message: 'A fonte não respondeu em 0,2 s.' });
    const stalled = await client.getJson(`${feed.origin}/stalled.json`);
    expect(stalled).toMatchObject({ ok: false, code: 'timeout' });
  });

  it('stops reading a body past its size cap, declared or streamed', async () => {
    feed.route('/big.json', () => ({ body: { data: 'x'.repeat(20_000) } }));
    feed.route('/endless.json', () => 'endless-body');
    const client = quick({ maxBodyBytes: 10_000, timeoutMs: 10_000 });
    const declared = await client.getJson(`${feed.origin}/big.json`);
    expect(declared).toMatchObject({ ok: false, code: 'too-large' });
    if (declared.ok) throw new Error('unreachable');
    expect(declared.message).toBe('A resposta da fonte passou do limite de 10.000 bytes.');
    const streamed = await client.getJson(`${feed.origin}/endless.json`);
    expect(streamed).toMatchObject({ ok: false, code: 'too-large' });
  });

  it('reports invalid JSON and refuses non-http addresses without a request', async () => {
    feed.route('/broken.json', () => ({ body: '{"jobs": [' }));
    const client = quick();
    expect(await client.getJson(`${feed.origin}/broken.json`)).toMatchObject({
      ok: false,
      code: 'invalid-json',
      message: FEED_FAILURE.invalidFormat,
    });
    const before = feed.received.length;
    expect(await client.getJson('javascript:alert(1)')).toMatchObject({ ok: false, code: 'invalid-url' });
    expect(await client.getJson('file:///etc/passwd')).toMatchObject({ ok: false, code: 'invalid-url' });
    expect(feed.received.length).toBe(before);
  });

  it('retries a refused connection, then reports a network failure', async () => {
    const gone = await startFakeFeed();
    await gone.close();
    const clock = fakeClock();
    const result = await quick({ clock, maxRetries: 2, backoffBaseMs: 100 }).getJson(`${gone.origin}/x.json`);
    expect(result).toMatchObject({ ok: false, code: 'network' });
    if (result.ok) throw new Error('unreachable');
    expect(result.message).toBe(FEED_FAILURE.unreachable);
    expect(clock.sleeps).toEqual([100, 200]);
  });

  it('never overlaps two requests to one host and pauses between them', async () => {
    feed.route('/serial.json', () => ({ body: { ok: true }, delayMs: 60 }));
    const pause = 40;
    const client = new FeedClient({ allowPrivateAddresses: true, hostPauseMs: pause, timeoutMs: 5_000 });
    const results = await Promise.all([1, 2, 3].map((n) => client.getJson(`${feed.origin}/serial.json?n=${n}`)));
    expect(results.every((r) => r.ok)).toBe(true);
    const served = feed.received.filter((r) => r.path.startsWith('/serial.json')).sort((a, b) => a.startedAt - b.startedAt);
    expect(served).toHaveLength(3);
    for (let i = 1; i < served.length; i += 1) {
      // The next request starts only after the previous answer was finished, plus the pause (timer slack: 5 ms).
      expect(served[i]!.startedAt).toBeGreaterThanOrEqual(served[i - 1]!.finishedAt! + pause - 5);
    }
  });

  it('lets requests to different hosts run at the same time', async () => {
    const slow = () => ({ body: { ok: true }, delayMs: 300 });
    feed.route('/parallel.json', slow);
    other.route('/parallel.json', slow);
    const client = new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 1_000, timeoutMs: 5_000 });
    await Promise.all([client.getJson(`${feed.origin}/parallel.json`), client.getJson(`${other.origin}/parallel.json`)]);
    const a = feed.received.find((r) => r.path === '/parallel.json')!;
    const b = other.received.find((r) => r.path === '/parallel.json')!;
    // Both were being served at once: each started before the other finished.
    expect(a.startedAt).toBeLessThan(b.finishedAt!);
    expect(b.startedAt).toBeLessThan(a.finishedAt!);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('reads seconds and HTTP dates; a past date is 0; garbage is null', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
