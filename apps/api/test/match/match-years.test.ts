import { describe, expect, it } from 'vitest';
import { seniorityLevel, yearsOfExperience } from '../../src/modules/match/match-years.ts';

const today = new Date('2026-11-26T12:00:00Z');

describe('years of experience (docs/decisions/1704)', () => {
  it('adds separate periods', () => {
    expect(
      yearsOfExperience(
        [
          { start: '2018-01-01', end: '2020-01-01' },
          { start: '2021-01-01', end: '2022-01-01' },
        ],
        today,
      ),
    ).toBe(3);
  });

  it('counts overlapping periods once', () => {
    expect(
      yearsOfExperience(
        [
          { start: '2018-01-01', end: '2021-01-01' },
          { start: '2019-01-01', end: '2020-01-01' },
          { start: '2020-06-01', end: '2022-01-01' },
        ],
        today,
      ),
    ).toBe(4);
  });

  it('counts a current job up to today, and nothing of a period not started yet', () => {
    expect(yearsOfExperience([{ start: '2024-11-26', end: null }], today)).toBe(2);
    expect(yearsOfExperience([{ start: '2025-11-26', end: '2030-01-01' }], today)).toBe(1);
    expect(yearsOfExperience([{ start: '2027-01-01', end: null }], today)).toBe(0);
    expect(yearsOfExperience([], today)).toBe(0);
  });

  it('floors to one decimal, so the level and the number shown agree', () => {
    expect(yearsOfExperience([{ start: '2025-12-10', end: null }], today)).toBe(0.9);
    expect(seniorityLevel(0.99)).toBe(0);
  });

  it('gives the level by SENIORITY_MIN_YEARS', () => {
    expect([0, 0.9, 1, 2.9, 3, 5.9, 6, 9.9, 10, 30].map(seniorityLevel)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
