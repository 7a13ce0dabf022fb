import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { auditLog, contents, courseDrafts, courses, progress, quizQuestions, steps } from '../../src/db/schema/index.ts';
import { demoJourneyProgressSeeder, journeyCatalogueSeeder, journeySeed } from '../../src/modules/journey/journey.seed.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { setPlan, ensureTestPlans } from './journey.factory.ts';

const t = useTestApp();
const noop = () => {};

describe('journey seed', () => {
  it('creates a pt-BR journey of 3+ steps with 2+ courses each and every content type, once', async () => {
    const demo = await buildUser(t.db, { email: 'demo-journey@rumo.app' });
    const seeder = {
      run: async (ctx: Parameters<typeof journeyCatalogueSeeder.run>[0]) => {
        await journeyCatalogueSeeder.run(ctx);
        await demoJourneyProgressSeeder('demo-journey@rumo.app').run(ctx);
      },
    };
    const started = Date.now();
    await seeder.run({ db: t.db, scryptLogN: 10, log: noop });
    expect(Date.now() - started).toBeLessThan(5000);
    await seeder.run({ db: t.db, scryptLogN: 10, log: noop });

    const stepRows = await t.db.select().from(steps);
    // Ordinary content (decision 1603): written through the editor's functions, published, no draft left, audited as the command line.
    expect(await t.db.select().from(courseDrafts)).toEqual([]);
    expect((await t.db.select().from(courses)).every((c) => c.publishedAt !== null)).toBe(true);
    const publishes = await t.db
      .select({ actor: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'course'), eq(auditLog.action, 'publish')));
    expect(publishes.length).toBe(journeySeed.reduce((n, step) => n + step.courses.length, 0));
    expect(new Set(publishes.map((p) => p.actor))).toEqual(new Set(['linha de comando']));
    expect(stepRows.map((s) => s.name).sort()).toEqual(['Entrevistas e contratação', 'Fundamentos', 'Preparação para o mercado']);
    for (const step of journeySeed) expect(step.courses.length).toBeGreaterThanOrEqual(2);
    const types = await t.db.selectDistinct({ type: contents.type }).from(contents);
    // DECISIONS (Learning journey): the seed does not use the `tests` type, whose viewer shows only 'Test'.
    expect(types.map((r) => r.type).sort()).toEqual(['audio', 'download', 'exam', 'file', 'quiz', 'text', 'video']);
    // No seeded title is the bare English word 'Test' (or 'Teste') (issue 13 item 3).
    const titles = (await t.db.select({ title: contents.title }).from(contents)).map((r) => r.title.trim().toLowerCase());
    expect(titles.filter((title) => /^(test|teste|tests)$/.test(title))).toEqual([]);

    // Every quiz answer is one of its alternatives and each quiz has questions.
    const bad = await t.db.execute(sql`SELECT count(*)::int AS n FROM quiz_questions WHERE NOT (correct_answer = ANY(alternatives))`);
    expect((bad as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const quizzes = await t.db
      .select({ id: contents.id })
      .from(contents)
      .where(sql`${contents.type} IN ('quiz','exam')`);
    for (const q of quizzes) expect((await t.db.select().from(quizQuestions).where(eq(quizQuestions.contentId, q.id))).length).toBeGreaterThanOrEqual(3);

    // Text is sanitised; media point at files the project ships, each under 1.5 MB (decision 1324).
    const bodies = await t.db.select({ type: contents.type, body: contents.body }).from(contents);
    for (const { type, body } of bodies) {
      if (type === 'text') expect(body).not.toMatch(/<script|on\w+=/i);
      if (['video', 'audio', 'file', 'download'].includes(type)) {
        const file = path.join(repoRoot, 'apps/web/public', body);
        expect(fs.existsSync(file), body).toBe(true);
        expect(fs.statSync(file).size, body).toBeLessThan(1.5 * 1024 * 1024);
      }
    }

    // The demo user has progress in the first course, created once.
    const demoRows = await t.db.select().from(progress).where(eq(progress.userId, demo.id));
    expect(demoRows.filter((r) => r.nodeKind === 'content' && r.endedAt)).toHaveLength(2);
    await ensureTestPlans(t.db);
    await setPlan(t.db, demo.id, 'jt-journey');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/steps', headers: demo.headers });
    const first = res.json().data[0];
    expect(first.courses[0]).toMatchObject({ name: 'Lógica de programação', progress: { completed: 2 } });
    expect(first.courses[1].is_accessible).toBe(false);
  });
});
