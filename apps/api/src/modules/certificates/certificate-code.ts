import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@rumo/contract';

/** A new code in its stored form: 10 characters drawn uniformly from the 32 of the alphabet, 50 random bits (decision 1703). */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  return code;
}
