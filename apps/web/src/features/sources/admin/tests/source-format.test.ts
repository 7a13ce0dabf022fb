import { describe, expect, it } from 'vitest';
import { awaitingSync, intervalLabel, intervalOptions, runDuration, runSummary } from '../source-format.ts';

describe('source-format', () => {
  it('says an interval in hours and minutes', () => {
    expect(intervalLabel(60)).toBe('A cada 1 hora');
    expect(intervalLabel(360)).toBe('A cada 6 horas');
    expect(intervalLabel(90)).toBe('A cada 1 hora e 30 min');
    expect(intervalLabel(15)).toBe('A cada 15 min');
    expect(intervalLabel(10080)).toBe('A cada 168 horas');
  });

  it('offers 1, 6, 12 and 24 hours, plus a source’s own interval in order', () => {
    expect(intervalOptions().map((o) => o.value)).toEqual(['60', '360', '720', '1440']);
    expect(intervalOptions(360).map((o) => o.value)).toEqual(['60', '360', '720', '1440']);
    expect(intervalOptions(90)).toContainEqual({ value: '90', label: 'A cada 1 hora e 30 min' });
    expect(intervalOptions(90).map((o) => o.value)).toEqual(['60', '90', '360', '720', '1440']);
  });

  it('measures a run, and has no duration while it runs', () => {
    expect(runDuration({ started_at: '2026-11-20T15:00:00.000Z', finished_at: '2026-11-20T15:00:44.600Z' })).toBe('45 s');
    expect(runDuration({ started_at: '2026-11-20T15:00:00.000Z', finished_at: '2026-11-20T15:03:00.000Z' })).toBe('3 min');
    expect(runDuration({ started_at: '2026-11-20T15:00:00.000Z', finished_at: '2026-11-20T16:01:05.000Z' })).toBe('61 min 5 s');
    expect(runDuration({ started_at: '2026-11-20T15:00:00.000Z', finished_at: '2026-11-20T15:00:00.400Z' })).toBe('menos de 1 s');
    expect(runDuration({ started_at: '2026-11-20T15:00:00.000Z', finished_at: null })).toBeNull();
  });

  it('sums a run up in words, singular and plural', () => {
    expect(runSummary({ created: 1, updated: 0, expired: 2, rejected: 1 })).toBe('1 nova · 0 atualizadas · 2 expiradas · 1 rejeitada');
    expect(runSummary({ created: 1234, updated: 1, expired: 1, rejected: 0 })).toBe('1.234 novas · 1 atualizada · 1 expirada · 0 rejeitadas');
  });

  it('keeps watching while the newest run runs, or until a run newer than the request appears', () => {
    const ok = { id: 7, status: 'ok' as const };
    expect(awaitingSync([ok], null)).toBe(false);
    expect(awaitingSync([{ id: 7, status: 'running' }], null)).toBe(true);
    expect(awaitingSync([ok], { afterRunId: 7 })).toBe(true);
    expect(awaitingSync([], { afterRunId: 0 })).toBe(true);
    expect(awaitingSync([{ id: 8, status: 'running' }, ok], { afterRunId: 7 })).toBe(true);
    expect(awaitingSync([{ id: 8, status: 'failed' }, ok], { afterRunId: 7 })).toBe(false);
  });

  it('keeps watching while a sync holds the lease, and a request that waits for it needs no newer run', () => {
    const ok = { id: 7, status: 'ok' as const };
    expect(awaitingSync([ok], null, true)).toBe(true);
    expect(awaitingSync([ok], { afterRunId: 7, waiting: true }, true)).toBe(true);
    expect(awaitingSync([ok], { afterRunId: 7, waiting: true }, false)).toBe(false);
    // A stopped holder's run stays 'running' until a pass takes its lapsed lease over.
    expect(awaitingSync([{ id: 7, status: 'running' }], { afterRunId: 7, waiting: true }, false)).toBe(true);
  });
});
