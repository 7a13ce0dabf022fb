import { describe, expect, it } from 'vitest';
import { addDays, brasiliaDateText, brasiliaDay, brasiliaHour, isoDayText, startOfBrasiliaDay } from './brasilia-day.ts';

// Brasília is UTC-3 all year (no daylight saving since 2019).
describe('brasilia-day', () => {
  it('reads the day and hour of an instant in Brasília, not in UTC', () => {
    const lateEvening = new Date('2030-03-06T02:30:00Z'); // 05/03 23:30 in Brasília
    expect(brasiliaDay(lateEvening)).toBe('2030-03-05');
    expect(brasiliaDateText(lateEvening)).toBe('05/03/2030');
    expect(brasiliaHour(lateEvening)).toBe(23);
    expect(brasiliaHour(new Date('2030-03-06T03:00:00Z'))).toBe(0);
    expect(brasiliaHour(new Date('2030-03-06T11:15:00Z'))).toBe(8);
    expect(startOfBrasiliaDay(lateEvening).toISOString()).toBe('2030-03-05T03:00:00.000Z');
  });

  it('gives the start of the day the kept hour gives, whatever order the instants come in (decision 1809)', () => {
    const fresh = (at: number) => new Date(`${brasiliaDay(at)}T00:00:00-03:00`).getTime();
    const base = Date.parse('2030-03-05T00:00:00Z');
    // Every 7 minutes over two days, then back and forth across the 03:00 UTC boundary.
    const instants = Array.from({ length: (48 * 60) / 7 }, (_, i) => base + i * 7 * 60_000);
    instants.push(Date.parse('2030-03-06T02:59:59.999Z'), Date.parse('2030-03-06T03:00:00Z'), Date.parse('2030-03-06T02:59:59.999Z'), Date.parse('2030-03-06T03:00:00.001Z'));
    for (const at of instants) expect(startOfBrasiliaDay(at).getTime()).toBe(fresh(at));
    expect(startOfBrasiliaDay(Date.parse('2030-03-06T02:59:59.999Z')).toISOString()).toBe('2030-03-05T03:00:00.000Z');
    expect(startOfBrasiliaDay(Date.parse('2030-03-06T03:00:00Z')).toISOString()).toBe('2030-03-06T03:00:00.000Z');
  });

  it('writes an iso day as dd/mm/yyyy and adds calendar days across months and years', () => {
    expect(isoDayText('2030-03-05')).toBe('05/03/2030');
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2029-12-31', 1)).toBe('2030-01-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
  });

  it('formats days and hours exactly as toLocaleDateString / toLocaleString in Brasília did (cached formatters, decision 1804)', () => {
    // Every hour of a span that covers the last daylight-saving change (Feb 2019), month and year ends, single-digit days.
    for (let at = Date.parse('2018-12-30T00:00:00Z'); at < Date.parse('2019-03-03T00:00:00Z'); at += 3_600_000) {
      const date = new Date(at);
      expect(brasiliaDay(at)).toBe(date.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }));
      expect(brasiliaDay(date)).toBe(brasiliaDay(at));
      expect(brasiliaHour(date)).toBe(Number(date.toLocaleString('en-US', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' })));
    }
  });
});
