/**
 * Certificate codes (docs/decisions/1703): 10 characters of Crockford's base32 — digits and capital
 * letters without I, L, O and U, so nothing reads as another character — shown as XXXXX-XXXXX.
 * 50 random bits: unguessable at the public lookup's rate limit, short enough to type from paper.
 * Reading is forgiving the way Crockford's scheme says: lower case, spaces and hyphens are ignored,
 * O reads as 0 and I or L as 1.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 10;

const CANONICAL = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** The stored form (10 characters, no hyphen) of what a person typed; null when it cannot be a code. */
export function normalizeCertificateCode(input: string): string | null {
  const text = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CANONICAL.test(text) ? text : null;
}

/** XXXXX-XXXXX, the printed form. */
export function formatCertificateCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
