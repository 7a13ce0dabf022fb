import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET, formatCertificateCode, normalizeCertificateCode } from '@rumo/contract';
import { newCertificateCode } from './certificate-code.ts';

describe('certificate codes (decision 1703)', () => {
  it('uses the 32 characters of Crockford base32: no I, L, O or U', () => {
    expect(CERTIFICATE_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CERTIFICATE_CODE_ALPHABET).size).toBe(32);
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('draws 10 characters of the alphabet, every character in use, without repeats over 20 000 codes', () => {
    const codes = Array.from({ length: 20_000 }, newCertificateCode);
    expect(codes.every((c) => /^[0-9A-HJKMNP-TV-Z]{10}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect([...CERTIFICATE_CODE_ALPHABET].filter((ch) => !seen.has(ch))).toEqual([]);
    // Uniform draw: each character near 1/32 of 200 000 (6 250); a biased draw would be far off.
    const counts = [...CERTIFICATE_CODE_ALPHABET].map((ch) => codes.join('').split(ch).length - 1);
    expect(Math.min(...counts)).toBeGreaterThan(5_700);
    expect(Math.max(...counts)).toBeLessThan(6_800);
  });

  it('prints XXXXX-XXXXX and reads what a person types back to the stored form', () => {
    expect(formatCertificateCode('7K3M9QH2TX')).toBe('7K3M9-QH2TX');
    expect(normalizeCertificateCode('7K3M9-QH2TX')).toBe('7K3M9QH2TX');
    expect(normalizeCertificateCode(' 7k3m9 qh2tx ')).toBe('7K3M9QH2TX');
    expect(normalizeCertificateCode('o0iL1-AbCdE')).toBe('00111ABCDE');
  });

  it('refuses what cannot be a code', () => {
    for (const bad of ['', '7K3M9-QH2T', '7K3M9-QH2TXX', '7K3M9-QH2TU', '7K3M9_QH2TX', "' OR 1=1 --", '７K3M9QH2TX']) expect(normalizeCertificateCode(bad), bad).toBeNull();
  });
});
