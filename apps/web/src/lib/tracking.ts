import type { TrackingRequest } from '@rumo/contract';
import { apiRequest } from './api-client.ts';

export const TRACKING_COOKIE = 'uuid';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Spec section 9: a window 768 px wide or less counts as mobile. */
export const MOBILE_MAX_WIDTH = 768;

export type TrackingEvent = 'login' | 'course_viewed' | 'content_viewed' | 'content_time_spend' | 'course_time_spend' | (string & {});

function randomUuid(): string {
  // randomUUID only exists in secure contexts; plain-http deployments still get a v4 uuid.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The anonymous tracking id: cookie `uuid`, created on first use and kept for a year. */
export function trackingId(): string {
  const existing = readCookie(TRACKING_COOKIE);
  if (existing) return existing;
  const id = randomUuid();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TRACKING_COOKIE}=${encodeURIComponent(id)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  return id;
}

export function isMobile(): boolean {
  return window.innerWidth <= MOBILE_MAX_WIDTH;
}

/** Sends a usage event. Tracking must never break a screen, so every failure is swallowed (and logged). */
export async function track(event: TrackingEvent, payload: Record<string, unknown> = {}): Promise<void> {
  try {
    const body: TrackingRequest = {
      cookie: trackingId(),
      data: { ...payload, event },
      is_mobile: isMobile(),
      user_agent: navigator.userAgent.slice(0, 500),
    };
    await apiRequest('/v1/tracking', { method: 'POST', body });
  } catch (error) {
    console.warn('tracking failed', error);
  }
}
