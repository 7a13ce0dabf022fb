import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { trackedEvents } from '../test/handlers.ts';
import { server } from '../test/server.ts';
import { isMobile, track, trackingId } from './tracking.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('tracking', () => {
  it('creates the uuid cookie once and reuses it', () => {
    const id = trackingId();
    expect(id).toMatch(UUID);
    expect(document.cookie).toContain(`uuid=${id}`);
    expect(trackingId()).toBe(id);
  });

  it('sends cookie, event payload, is_mobile and user agent', async () => {
    window.innerWidth = 768;
    await track('login', { user: 'u-1' });
    expect(trackedEvents).toHaveLength(1);
    expect(trackedEvents[0]).toMatchObject({ cookie: trackingId(), data: { event: 'login', user: 'u-1' }, is_mobile: true });
    expect(trackedEvents[0]?.user_agent).toBe(navigator.userAgent);
  });

  it('is_mobile is false above 768 px', () => {
    window.innerWidth = 769;
    expect(isMobile()).toBe(false);
  });

  it('never throws, whatever the server does', async () => {
    server.use(http.post('*/api/v1/tracking', () => HttpResponse.json({ message: 'falhou' }, { status: 500 })));
    await expect(track('course_viewed')).resolves.toBeUndefined();
    server.use(http.post('*/api/v1/tracking', () => HttpResponse.error()));
    await expect(track('course_viewed')).resolves.toBeUndefined();
  });
});
