import type { ContentSummary, CourseDetail } from '@rumo/contract';
import { describe, expect, it } from 'vitest';
import { autoAdvanceRule, canGoOn, flattenTree, initialPlace } from './course-tree.ts';

const content = (uuid: string, is_accessible: boolean, ended = false, type = 'text'): ContentSummary => ({
  uuid,
  title: uuid,
  type,
  order: 1,
  is_accessible,
  ended_at: ended ? '2026-01-01T00:00:00.000Z' : null,
});
const course = (contents: ContentSummary[][]): Pick<CourseDetail, 'themes'> => ({
  themes: contents.map((list, i) => ({
    uuid: `th${i}`,
    name: `Tema ${i}`,
    order: i + 1,
    is_accessible: true,
    ended_at: null,
    topics: [{ uuid: `tp${i}`, name: `Tópico ${i}`, order: 1, is_accessible: true, ended_at: null, contents: list }],
  })),
});

describe('initialPlace', () => {
  it.each([
    ['the last accessible content', [[content('a', true, true), content('b', true)], [content('c', false)]], 'b'],
    ['across themes', [[content('a', true, true)], [content('c', true)]], 'c'],
    ['the last one of a finished course', [[content('a', true, true)], [content('c', true, true)]], 'c'],
    ['the first when nothing is accessible', [[content('a', false), content('b', false)]], 'a'],
  ])('selects %s', (_label, tree, expected) => {
    expect(initialPlace(course(tree))?.content.uuid).toBe(expected);
  });

  it('returns null for an empty course and keeps walking order', () => {
    expect(initialPlace(course([]))).toBeNull();
    expect(flattenTree(course([[content('a', true), content('b', true)], [content('c', true)]])).map((p) => p.content.uuid)).toEqual(['a', 'b', 'c']);
  });
});

describe('autoAdvanceRule (spec section 4)', () => {
  it.each([
    ['video', { kind: 'media', fraction: 0.5 }],
    ['audio', { kind: 'media', fraction: 0.5 }],
    ['text', { kind: 'timer', ms: 5000 }],
    ['file', { kind: 'timer', ms: 5000 }],
    ['download', { kind: 'click' }],
    ['quiz', { kind: 'quiz' }],
    ['exam', { kind: 'quiz' }],
    ['tests', { kind: 'none' }],
    ['podcast', { kind: 'none' }],
  ])('%s', (type, rule) => expect(autoAdvanceRule(type)).toEqual(rule));
});

describe('canGoOn', () => {
  it.each([
    ['course ended', true, content('a', true, false, 'video'), true],
    ['content ended', false, content('a', true, true, 'video'), true],
    ['video not consumed yet', false, content('a', true, false, 'video'), false],
    ['quiz not passed yet', false, content('a', true, false, 'quiz'), false],
    ['tests type: nothing to consume', false, content('a', true, false, 'tests'), true],
    ['no content', false, null, false],
  ])('%s → %s', (_label, courseEnded, c, expected) => expect(canGoOn(courseEnded, c)).toBe(expected));
});
