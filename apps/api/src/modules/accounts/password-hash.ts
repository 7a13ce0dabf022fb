import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** OWASP's scrypt cost (N = 2^17, 128 MiB per hash): the default of PASSWORD_HASH_COST. */
export const OWASP_SCRYPT_LOG_N = 17;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1: 128 MiB per hash). The parameters are stored
 * in the hash, so a hash made with other costs (tests) still verifies.
 */
export async function hashPassword(password: string, logN = OWASP_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await scryptAsync(password, salt, { N, r: 8, p: 1, maxmem: 256 * N * 8 + 1024 * 1024 });
  return `scrypt$${logN}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) + 1024 * 1024 });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
