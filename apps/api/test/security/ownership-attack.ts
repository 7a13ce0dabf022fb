import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../factories.ts';
import { tryJson } from './json-ids.ts';
import { fillPath, type Operation } from './openapi-operations.ts';
import type { Combo, CrawlResult } from './route-crawler.ts';
import { validValue } from './schema-arbitraries.ts';
import type { OwnerWorld } from './security-world.ts';

export type Outcome = { op: Operation; combo: Combo; url: string; status: number; body: unknown };

type Question = { uuid: string; alternatives: string[] };

/**
 * Bodies that pass validation for routes whose body the schema alone cannot make valid (ids of
 * seeded reference data, answers to real questions). Keyed by route; a route not listed here gets
 * the GET representation of the same path (REST convention) or a schema-generated body — and the
 * owner's positive control then proves the body is accepted.
 */
const KNOWN_BODIES: Record<string, (combo: Combo, world: OwnerWorld, reads: Map<string, unknown>) => unknown> = {
  'PUT /api/v1/job-alerts/{id}': (_c, world) => world.alertBody,
  'PUT /api/v1/applications/{uuid}/status': () => ({ status: 'interview' }),
  // The board's panel (decision 1702): a contact the schema alone cannot generate (e-mail, phone and LinkedIn rules).
  'PUT /api/v1/applications/{uuid}/details': () => ({
    notes: 'Anotação de teste.',
    contacts: [{ name: 'Contato Válido', email: 'contato@empresa.com.br', phone: '11 91234-5678', linkedin: 'linkedin.com/in/contato' }],
    next_step_date: '2031-01-10',
    next_step_time: '10:00',
  }),
  'POST /api/v1/support/tickets/{id}/messages': () => ({ message: 'Uma mensagem válida no chamado.' }),
  // The owner's first CV (decision 1703): a stranger's call names the owner's certificate and CV.
  'POST /api/v1/certificates/{id}/curriculum': (_c, _w, reads) => ({
    curriculum_uuid: (reads.get('/api/v1/curriculum') as { data?: { uuid: string }[] } | undefined)?.data?.[0]?.uuid,
  }),
  'PUT /api/v1/steps/{courseId}/contents/{contentId}/verify': (combo, _w, reads) => {
    const content = (reads.get(fillPath('/api/v1/steps/{courseId}/contents/{contentId}', combo.values)) as { data?: { content?: unknown } } | undefined)?.data?.content;
    const questions = Array.isArray(content) ? (content as Question[]) : [{ uuid: '00000000-0000-4000-8000-000000000000', alternatives: ['x'] }];
    return { answers: questions.map((q) => ({ id: q.uuid, answer: q.alternatives[0] })) };
  },
};

export function validBodyFor(op: Operation, combo: Combo, world: OwnerWorld, crawl: CrawlResult): unknown {
  if (!op.body) return undefined;
  const known = KNOWN_BODIES[op.key];
  if (known) return known(combo, world, crawl.reads);
  const representation = (crawl.reads.get(fillPath(op.path, combo.values)) as { data?: unknown } | undefined)?.data;
  if (representation !== undefined) return representation;
  return fc.sample(validValue(op.body, { uuids: [], integers: [] }), { numRuns: 1, seed: 1 })[0];
}

/** Reads first, then writes, deletes last and deepest first (an item before its CV). */
export function attackOrder(ops: Operation[]): Operation[] {
  const rank = (o: Operation) => (o.method === 'GET' ? 0 : o.method === 'DELETE' ? 2 : 1);
  return [...ops].sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.path.length - a.path.length : 0));
}

export async function callAs(app: FastifyInstance, user: TestUser, op: Operation, combo: Combo, payload: unknown): Promise<Outcome> {
  const url = fillPath(op.path, combo.values);
  const res = await app.inject({ method: op.method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { op, combo, url, status: res.statusCode, body: tryJson(res.body) };
}

/** GET every url again with the user's token; the JSON bodies by url. */
export async function snapshot(app: FastifyInstance, user: TestUser, urls: Iterable<string>): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url, headers: user.headers });
    out.set(url, { status: res.statusCode, body: tryJson(res.body) });
  }
  return out;
}
