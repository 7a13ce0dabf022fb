import { describe, expect, it } from 'vitest';
import { highlightMinutesLabel } from './highlight-display.ts';

describe('highlightMinutesLabel', () => {
  it('gives videos and podcasts their length in minutes, rounded up, at least 1', () => {
    expect(highlightMinutesLabel('video', 6)).toBe('6 min');
    expect(highlightMinutesLabel('podcast', 1.2)).toBe('2 min');
    expect(highlightMinutesLabel('video', 0)).toBe('1 min');
  });

  it('keeps the reading time of articles and news', () => {
    expect(highlightMinutesLabel('article', 4)).toBe('4 min de leitura');
    expect(highlightMinutesLabel('news', 0)).toBe('1 min de leitura');
  });
});
