import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const key = randomBytes(32);

describe('unsubscribe tokens', () => {
  it('round-trips the alert id', () => {
    const token = signUnsubscribeToken(key, 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(key, token)).toBe(42);
  });

  it('refuses another key, another id, altered or malformed tokens', () => {
    const token = signUnsubscribeToken(key, 42);
    const sig = token.split('.')[1] ?? '';
    expect(verifyUnsubscribeToken(randomBytes(32), token)).toBeNull();
    expect(verifyUnsubscribeToken(key, `43.${sig}`)).toBeNull();
    const flipped = sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11);
    expect(verifyUnsubscribeToken(key, `42.${flipped}`)).toBeNull();
    for (const bad of ['', '42', '42.', `042.${sig}`, `-1.${sig}`, `42.${sig}x`, `42.${sig.slice(1)}`, `99999999999.${sig}`, `42 .${sig}`]) {
      expect(verifyUnsubscribeToken(key, bad)).toBeNull();
    }
  });

  it('builds the public link with the token escaped for a query string', () => {
    const url = unsubscribeUrl('https://rumo.example', key, 7);
    expect(url).toMatch(/^https:\/\/rumo\.example\/api\/v1\/job-alerts\/unsubscribe\?token=7\.[A-Za-z0-9_-]{43}$/);
  });
});
