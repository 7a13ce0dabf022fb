import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueCourse } from './journey-catalogue.ts';
import { decideNextContent, deriveJourney, percentOf, stateOf, withContentEnded, type ProgressRecord } from './progress-engine.ts';

// Step s1: course A (theme th1 [tp1: c1 text, c2 video; tp2: c3 quiz], theme th2 [tp3: c4 exam]),
//          course B (th3 [tp4: c5 audio]).
// Step s2: course C (th4 [tp5: c6 file]).
const content = (id: string, type: string, order: number) => ({ id, title: id, type, order });
const A: CatalogueCourse = {
  id: 'A',
  stepId: 's1',
  name: 'A',
  description: '',
  order: 1,
  themes: [
    {
      id: 'th1',
      name: 'th1',
      order: 1,
      topics: [
        { id: 'tp1', name: 'tp1', order: 1, contents: [content('c1', 'text', 1), content('c2', 'video', 2)] },
        { id: 'tp2', name: 'tp2', order: 2, contents: [content('c3', 'quiz', 1)] },
      ],
    },
    { id: 'th2', name: 'th2', order: 2, topics: [{ id: 'tp3', name: 'tp3', order: 1, contents: [content('c4', 'exam', 1)] }] },
  ],
};
const B: CatalogueCourse = {
  id: 'B',
  stepId: 's1',
  name: 'B',
  description: '',
  order: 2,
  themes: [{ id: 'th3', name: 'th3', order: 1, topics: [{ id: 'tp4', name: 'tp4', order: 1, contents: [content('c5', 'audio', 1)] }] }],
};
const C: CatalogueCourse = {
  id: 'C',
  stepId: 's2',
  name: 'C',
  description: '',
  order: 1,
  themes: [{ id: 'th4', name: 'th4', order: 1, topics: [{ id: 'tp5', name: 'tp5', order: 1, contents: [content('c6', 'file', 1)] }] }],
};
const catalogue: Catalogue = [
  { id: 's1', name: 's1', description: '', order: 1, requiredFeature: null, courses: [A, B] },
  { id: 's2', name: 's2', description: '', order: 2, requiredFeature: null, courses: [C] },
];

const T0 = new Date('2026-01-01T10:00:00Z');
const NOW = new Date('2026-01-02T10:00:00Z');

function rows(ended: string[], accessibleOnly: string[] = []): Map<string, ProgressRecord> {
  const map = new Map<string, ProgressRecord>();
  for (const id of accessibleOnly) map.set(id, { accessibleAt: T0, endedAt: null });
  for (const id of ended) map.set(id, { accessibleAt: T0, endedAt: T0 });
  return map;
}

function summary(ended: string[], accessibleOnly: string[] = []) {
  const state = deriveJourney(catalogue, rows(ended, accessibleOnly), NOW);
  const all = [...state.nodes.keys()];
  return {
    accessible: all.filter((id) => state.nodes.get(id)?.accessible).sort(),
    ended: all.filter((id) => state.nodes.get(id)?.endedAt).sort(),
    state,
  };
}

const sorted = (ids: string[]) => [...ids].sort();

describe('deriveJourney: what each finished content opens and ends', () => {
  it.each([
    ['nothing done: first content of the first course of the first step', [], ['s1', 'A', 'th1', 'tp1', 'c1'], []],
    ['first content done: next content of the same topic', ['c1'], ['s1', 'A', 'th1', 'tp1', 'c1', 'c2'], ['c1']],
    ['topic done: next topic of the same theme opens, topic ends', ['c1', 'c2'], ['s1', 'A', 'th1', 'tp1', 'c1', 'c2', 'tp2', 'c3'], ['c1', 'c2', 'tp1']],
    [
      'theme done: next theme opens, theme ends',
      ['c1', 'c2', 'c3'],
      ['s1', 'A', 'th1', 'tp1', 'c1', 'c2', 'tp2', 'c3', 'th2', 'tp3', 'c4'],
      ['c1', 'c2', 'c3', 'tp1', 'tp2', 'th1'],
    ],
    [
      'course done: next course of the step opens, step not yet ended, next step still locked',
      ['c1', 'c2', 'c3', 'c4'],
      ['s1', 'A', 'th1', 'tp1', 'c1', 'c2', 'tp2', 'c3', 'th2', 'tp3', 'c4', 'B', 'th3', 'tp4', 'c5'],
      ['c1', 'c2', 'c3', 'c4', 'tp1', 'tp2', 'tp3', 'th1', 'th2', 'A'],
    ],
    [
      'step done: next step unlocks with its first course',
      ['c1', 'c2', 'c3', 'c4', 'c5'],
      ['s1', 'A', 'th1', 'tp1', 'c1', 'c2', 'tp2', 'c3', 'th2', 'tp3', 'c4', 'B', 'th3', 'tp4', 'c5', 's2', 'C', 'th4', 'tp5', 'c6'],
      ['c1', 'c2', 'c3', 'c4', 'c5', 'tp1', 'tp2', 'tp3', 'tp4', 'th1', 'th2', 'th3', 'A', 'B', 's1'],
    ],
    [
      'everything done: the last step ends too',
      ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'],
      ['s1', 'A', 'th1', 'tp1', 'c1', 'c2', 'tp2', 'c3', 'th2', 'tp3', 'c4', 'B', 'th3', 'tp4', 'c5', 's2', 'C', 'th4', 'tp5', 'c6'],
      ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'tp1', 'tp2', 'tp3', 'tp4', 'tp5', 'th1', 'th2', 'th3', 'th4', 'A', 'B', 'C', 's1', 's2'],
    ],
  ])('%s', (_label, ended, accessible, endedAll) => {
    const result = summary(ended);
    expect(result.accessible).toEqual(sorted(accessible));
    expect(result.ended).toEqual(sorted(endedAll));
  });

  it('stamps derived ends with "now" and keeps stored stamps', () => {
    const { state } = summary(['c1', 'c2']);
    expect(stateOf(state, 'c1').endedAt).toEqual(T0);
    expect(stateOf(state, 'tp1').endedAt).toEqual(NOW);
  });

  it('lists only the missing rows and stamps, and a second pass over them has nothing left to write', () => {
    const { state } = summary(['c1', 'c2'], ['s1', 'A', 'th1', 'tp1']);
    expect(state.unlocks.map((r) => `${r.kind}:${r.id}`).sort()).toEqual(['content:c3', 'topic:tp2']);
    expect(state.ends.map((r) => `${r.kind}:${r.id}`)).toEqual(['topic:tp1']);
    const stored = rows(['c1', 'c2', 'tp1'], ['s1', 'A', 'th1', 'tp2', 'c3']);
    const again = deriveJourney(catalogue, stored, NOW);
    expect(again.unlocks).toEqual([]);
    expect(again.ends).toEqual([]);
  });

  it('never takes access away: a stored row keeps a node open even when the rules would not open it', () => {
    const result = summary([], ['c4', 'C']);
    expect(result.accessible).toContain('c4');
    expect(result.accessible).toContain('C');
    expect(stateOf(result.state, 's2').accessible).toBe(false);
  });

  it('locks later courses and steps: nothing beyond the frontier is accessible', () => {
    const { state } = summary(['c1']);
    for (const id of ['c3', 'c4', 'B', 'c5', 's2', 'C', 'c6']) expect(stateOf(state, id).accessible).toBe(false);
  });

  it('skips empty topics, themes and courses instead of blocking on them', () => {
    const empty: CatalogueCourse = {
      id: 'E',
      stepId: 's1',
      name: 'E',
      description: '',
      order: 0,
      themes: [{ id: 'thE', name: '', order: 1, topics: [{ id: 'tpE', name: '', order: 1, contents: [] }] }],
    };
    const withEmpty: Catalogue = [
      { ...catalogue[0]!, courses: [empty, A, B] },
      { id: 'sE', name: '', description: '', order: 2, requiredFeature: null, courses: [] },
      catalogue[1]!,
    ];
    const state = deriveJourney(withEmpty, rows(['c1', 'c2', 'c3', 'c4', 'c5']), NOW);
    expect(stateOf(state, 'A').accessible).toBe(true);
    expect(stateOf(state, 's1').endedAt).toEqual(NOW);
    expect(stateOf(state, 'C').accessible).toBe(true);
    expect(stateOf(state, 'E').accessible).toBe(false);
  });
});

describe('plan gate per step (decision 1603)', () => {
  it('closes a gated step with everything in it, keeps its rows, and does not hold back the next step', () => {
    const state = deriveJourney(catalogue, rows(['c1']), NOW, new Set(['s1']));
    for (const id of ['s1', 'A', 'th1', 'tp1', 'c1', 'c2', 'B']) expect(stateOf(state, id).accessible, id).toBe(false);
    expect(stateOf(state, 's2').accessible).toBe(true);
    expect(stateOf(state, 'C').accessible).toBe(true);
    expect(state.unlocks.map((r) => r.id)).not.toContain('c2');
    expect(deriveJourney(catalogue, rows(['c1']), NOW).unlocks.map((r) => r.id)).toContain('c2');
  });
});

describe('decideNextContent', () => {
  const at = (ended: string[]) => deriveJourney(catalogue, rows(ended), NOW);

  it.each([
    ['an unknown content', A, [], 'zz', true, { kind: 'not_found' }],
    ['a content of another course', A, [], 'c5', true, { kind: 'not_found' }],
    ['a content not opened yet', A, [], 'c2', true, { kind: 'locked' }],
    ['a content of a locked course', B, [], 'c5', true, { kind: 'locked' }],
    ['a content of a locked step', C, ['c1', 'c2', 'c3', 'c4'], 'c6', true, { kind: 'locked' }],
    ['a quiz below the pass mark', A, ['c1', 'c2'], 'c3', false, { kind: 'quiz_not_passed' }],
    ['an exam below the pass mark', A, ['c1', 'c2', 'c3'], 'c4', false, { kind: 'quiz_not_passed' }],
  ] as const)('refuses %s', (_label, course, ended, contentId, passed, expected) => {
    expect(decideNextContent(course, at([...ended]), contentId, passed)).toEqual(expected);
  });

  it.each([
    ['text → next content of the topic', A, [], 'c1', true, true, 'c2'],
    ['last of a topic → first of the next topic', A, ['c1'], 'c2', true, true, 'c3'],
    ['passed quiz → first of the next theme', A, ['c1', 'c2'], 'c3', true, true, 'c4'],
    ['passed exam, last of the course → end (204)', A, ['c1', 'c2', 'c3'], 'c4', true, true, null],
    ['a finished quiz is reviewed without grading again', A, ['c1', 'c2', 'c3'], 'c3', false, false, 'c4'],
    ['a finished content of a finished course, last → end', A, ['c1', 'c2', 'c3', 'c4'], 'c4', true, false, null],
    ['single-content course → end', B, ['c1', 'c2', 'c3', 'c4'], 'c5', true, true, null],
  ] as const)('proceeds: %s', (_label, course, ended, contentId, passed, completes, nextId) => {
    const decision = decideNextContent(course, at([...ended]), contentId, passed);
    expect(decision.kind).toBe('proceed');
    if (decision.kind !== 'proceed') return;
    expect(decision.completes).toBe(completes);
    expect(decision.next?.content.id ?? null).toBe(nextId);
  });

  it('completing the content through withContentEnded opens the next one', () => {
    const before = rows(['c1']);
    const after = deriveJourney(catalogue, withContentEnded(before, 'c2', NOW), NOW);
    expect(stateOf(after, 'c2').endedAt).toEqual(NOW);
    expect(stateOf(after, 'c3').accessible).toBe(true);
    expect(stateOf(after, 'tp1').endedAt).toEqual(NOW);
  });
});

describe('percentOf', () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
  ])('%i of %i is %i%%', (completed, total, percent) => expect(percentOf(completed, total)).toBe(percent));
});
