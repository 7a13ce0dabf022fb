import { describe, expect, it } from 'vitest';
import { MAX_SEND_ATTEMPTS, PERIOD_DAYS, retryDelayMinutes } from './delivery-schedule.ts';

describe('delivery schedule', () => {
  it('has the three periods', () => {
    expect(PERIOD_DAYS).toEqual({ daily: 1, weekly: 7, monthly: 30 });
  });

  it('retries a failed send at the next pass, then backs off up to 6 hours', () => {
    expect(retryDelayMinutes(1)).toBe(0);
    expect(retryDelayMinutes(2)).toBe(2);
    expect(retryDelayMinutes(3)).toBe(4);
    expect(retryDelayMinutes(20)).toBe(360);
    const total = Array.from({ length: MAX_SEND_ATTEMPTS }, (_, i) => retryDelayMinutes(i + 1)).reduce((a, b) => a + b, 0);
    // Give up only after riding out most of a day of SMTP outage.
    expect(total).toBeGreaterThan(12 * 60);
  });
});
