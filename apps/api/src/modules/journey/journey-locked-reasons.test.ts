import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueCourse, CatalogueStep } from './journey-catalogue.ts';
import { stepBlockers } from './journey-locked-reasons.ts';
import { deriveJourney, type ProgressRecord } from './progress-engine.ts';

// Four steps of one one-content course each; step 3 may carry a plan gate.
const course = (id: string, stepId: string): CatalogueCourse => ({
  id,
  stepId,
  name: id,
  description: '',
  order: 1,
  themes: [{ id: `th-${id}`, name: '', order: 1, topics: [{ id: `tp-${id}`, name: '', order: 1, contents: [{ id: `c-${id}`, title: '', type: 'text', order: 1 }] }] }],
});
const step = (n: number, requiredFeature: string | null = null): CatalogueStep => ({
  id: `s${n}`,
  name: `Etapa ${n}`,
  description: '',
  order: n,
  requiredFeature,
  courses: [course(`C${n}`, `s${n}`)],
});
const now = new Date('2025-03-01T12:00:00Z');
const ended = (...ids: string[]) => new Map<string, ProgressRecord>(ids.map((id) => [id, { accessibleAt: now, endedAt: now }]));

function blockersOf(catalogue: Catalogue, rows: Map<string, ProgressRecord>, closed: string[] = []) {
  const closedSteps = new Set(closed);
  const found = stepBlockers(catalogue, deriveJourney(catalogue, rows, now, closedSteps), closedSteps);
  return Object.fromEntries([...found].map(([id, b]) => [id, b.kind === 'plan' ? `plano ${b.feature}` : `etapa ${b.step.order}`]));
}

describe('stepBlockers', () => {
  const journey = [step(1), step(2), step(3), step(4)];

  it('names the step just before each locked step when nothing is finished', () => {
    expect(blockersOf(journey, new Map())).toEqual({ s2: 'etapa 1', s3: 'etapa 2', s4: 'etapa 3' });
  });

  it('moves on as steps end, and names nothing once every step is open', () => {
    expect(blockersOf(journey, ended('c-C1', 'C1', 's1'))).toEqual({ s3: 'etapa 2', s4: 'etapa 3' });
    expect(blockersOf(journey, ended('c-C1', 'C1', 's1', 'c-C2', 'C2', 's2', 'c-C3', 'C3', 's3'))).toEqual({});
  });

  it('names the plan for a plan-gated step, and skips it for the steps after it (it does not hold them back)', () => {
    const gated = [step(1), step(2), step(3, 'mentorship'), step(4)];
    expect(blockersOf(gated, new Map(), ['s3'])).toEqual({ s2: 'etapa 1', s3: 'plano mentorship', s4: 'etapa 2' });
    expect(blockersOf(gated, ended('c-C1', 'C1', 's1', 'c-C2', 'C2', 's2'), ['s3'])).toEqual({ s3: 'plano mentorship' });
  });

  it('never names an earlier step without contents (it neither blocks nor counts): the one after it names the step before', () => {
    const withEmpty = [step(1), { ...step(2), courses: [] }, step(3)];
    expect(blockersOf(withEmpty, new Map())).toEqual({ s2: 'etapa 1', s3: 'etapa 1' });
  });
});
