import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('uses OWASP scrypt cost (N=2^17) in production configuration', () => {
    expect(loadConfig({}).scryptLogN).toBe(17);
  });

  it('verifies the right password only, and keeps the cost in the hash', async () => {
    const hash = await hashPassword('correta-123', 10);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('correta-123', hash)).toBe(true);
    expect(await verifyPassword('errada-123', hash)).toBe(false);
    expect(await verifyPassword('correta-123', 'garbage')).toBe(false);
  });
});
