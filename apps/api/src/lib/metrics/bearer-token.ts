import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`, compared in constant time: both
 * sides are hashed first, so neither the content nor the length of the token leaks through timing
 * (docs/decisions/0707).
 */
export function hasBearerToken(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer ([^\s]+)$/i.exec(authorization ?? '');
  const given = match?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}
