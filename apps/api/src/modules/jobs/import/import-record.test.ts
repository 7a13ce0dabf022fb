import { describe, expect, it } from 'vitest';
import { importRecord, parseDate, parseMoney, toUf } from './import-record.ts';

describe('import record normalisation', () => {
  it('reads money written the Brazilian or the plain way', () => {
    expect(parseMoney('R$ 5.000,50')).toBe(5000.5);
    expect(parseMoney('5.000')).toBe(5000);
    expect(parseMoney('5000.75')).toBe(5000.75);
    expect(parseMoney('1.234.567,8')).toBe(1234567.8);
    expect(parseMoney('a combinar')).toBe('a combinar');
    expect(parseMoney(4200)).toBe(4200);
  });

  it('reads ISO and dd/mm/yyyy dates, rejecting impossible ones', () => {
    expect(parseDate('2026-11-20')).toEqual(new Date('2026-11-20'));
    expect(parseDate('20/11/2026')).toEqual(new Date('2026-11-20'));
    expect(parseDate('2026-13-45')).toBe('2026-13-45');
    expect(parseDate('ontem')).toBe('ontem');
  });

  it('maps state names and UFs in any case and accent to the UF', () => {
    expect(toUf('São Paulo')).toBe('SP');
    expect(toUf('sao paulo')).toBe('SP');
    expect(toUf('rj')).toBe('RJ');
    expect(toUf('Amapa')).toBe('AP');
    expect(toUf('Atlântida')).toBeUndefined();
  });

  it('accepts closed-list values without accents or in other case, and safe urls only', () => {
    const base = { external_id: 'x', title: 't' };
    const ok = importRecord.parse({ ...base, work_model: 'HIBRIDO', seniority: 'senior', job_type: 'estagio', captation: 'Crawler', url: 'http://a.b/c' });
    expect(ok).toMatchObject({ work_model: 'híbrido', seniority: 'Sênior', job_type: 'Estágio', captation: 'crawler', url: 'http://a.b/c' });
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.com/x', '/\\evil.com/x', 'ftp://a/b', 'vaga']) {
      expect(importRecord.safeParse({ ...base, url }).success, url).toBe(false);
    }
    expect(importRecord.parse({ ...base, url: '/jobs' }).url).toBe('/jobs');
  });
});
