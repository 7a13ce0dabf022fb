import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Certificate } from '@rumo/contract';
import { certificates, courses, progress, users } from '../../src/db/schema/index.ts';
import { issueMissingCertificates } from '../../src/modules/certificates/index.ts';
import { createCurriculum, curriculumBody } from '../curriculum/curriculum.factory.ts';
import type { TestUser } from '../factories.ts';
import { buildJourney, buildLearner, ensureTestPlans, type TestJourney, type TestQuiz } from '../journey/journey.factory.ts';
import { useTestApp } from '../test-app.ts';

/** Course certificates (decision 1703): issued by finishing a course, listed, verified in public, added to a CV. */
const t = useTestApp();
let j: TestJourney;
beforeAll(async () => {
  await ensureTestPlans(t.db);
  j = await buildJourney(t.db);
});

const CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
const get = (user: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const next = (user: TestUser, course: string, content: string) => get(user, `/api/v1/steps/${course}/contents/${content}/next-content`);
const verify = (user: TestUser, course: string, quiz: TestQuiz) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/steps/${course}/contents/${quiz.id}/verify`,
    headers: user.headers,
    payload: { answers: quiz.questions.map((q) => ({ id: q.id, answer: q.correct })) },
  });
const addToCv = (user: TestUser, certificate: string, cv: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/certificates/${certificate}/curriculum`, headers: user.headers, payload: { curriculum_uuid: cv } });
const listOf = async (user: TestUser) => {
  const res = await get(user, '/api/v1/certificates');
  expect(res.statusCode).toBe(200);
  return res.json().data as Certificate[];
};
const stored = (user: TestUser) => t.db.select().from(certificates).where(eq(certificates.userId, user.id));

/** Course A up to its last content (the exam), passed but not yet finished. */
async function walkToExam(user: TestUser) {
  for (const content of [j.a.text, j.a.video]) expect((await next(user, j.courseA, content)).statusCode).toBe(200);
  expect((await verify(user, j.courseA, j.a.quiz)).statusCode).toBe(200);
  for (const content of [j.a.quiz.id, j.a.download]) expect((await next(user, j.courseA, content)).statusCode).toBe(200);
  expect((await verify(user, j.courseA, j.a.exam)).statusCode).toBe(200);
}
async function finishA(user: TestUser) {
  await walkToExam(user);
  expect((await next(user, j.courseA, j.a.exam.id)).statusCode).toBe(204);
}

describe('issuing', () => {
  it('issues nothing before the course ends, then one certificate when its last content is finished', async () => {
    const user = await buildLearner(t.db);
    await walkToExam(user);
    expect(await stored(user)).toEqual([]);
    expect(await listOf(user)).toEqual([]);

    expect((await next(user, j.courseA, j.a.exam.id)).statusCode).toBe(204);
    const [course] = await t.db
      .select()
      .from(progress)
      .where(and(eq(progress.userId, user.id), eq(progress.nodeId, j.courseA)));
    const rows = await stored(user);
    expect(rows).toHaveLength(1);
    // Course A has 5 contents and no hours set: 15 minutes each, rounded up to whole hours.
    expect(rows[0]).toMatchObject({ courseId: j.courseA, holderName: user.name, courseName: 'Git do zero', hours: 2, issuedAt: course!.endedAt });
    expect(rows[0]!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

    const [listed] = await listOf(user);
    expect(listed).toEqual({
      uuid: rows[0]!.id,
      code: `${rows[0]!.code.slice(0, 5)}-${rows[0]!.code.slice(5)}`,
      holder_name: user.name,
      course_name: 'Git do zero',
      hours: 2,
      issued_at: course!.endedAt!.toISOString(),
      started_at: expect.any(String),
      course_uuid: j.courseA,
      curriculum_uuids: [],
    });
    expect(listed!.code).toMatch(CODE);
    expect(new Date(listed!.started_at).getTime()).toBeLessThanOrEqual(new Date(listed!.issued_at).getTime());
  });

  it('never issues a second one: reviewing the course, reading the steps and listing again change nothing', async () => {
    const user = await buildLearner(t.db);
    await finishA(user);
    const [first] = await stored(user);
    expect((await next(user, j.courseA, j.a.exam.id)).statusCode).toBe(204);
    expect((await next(user, j.courseA, j.a.text)).statusCode).toBe(200);
    expect((await get(user, '/api/v1/steps')).statusCode).toBe(200);
    await listOf(user);
    expect(await stored(user)).toEqual([first]);
  });

  it('issues exactly one under concurrent completions of the last content', async () => {
    const user = await buildLearner(t.db);
    await walkToExam(user);
    const results = await Promise.all(Array.from({ length: 6 }, () => next(user, j.courseA, j.a.exam.id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(204));
    expect(await stored(user)).toHaveLength(1);
  });

  it('issues exactly one when the issuing step itself runs concurrently (the unique (user, course) lets one through)', async () => {
    const user = await buildLearner(t.db);
    await finishA(user);
    await t.db.delete(certificates).where(eq(certificates.userId, user.id));
    const issued = await Promise.all(Array.from({ length: 6 }, () => issueMissingCertificates(t.db, user.id)));
    expect(issued.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stored(user)).toHaveLength(1);
  });

  it('issues the certificate of a course finished before certificates existed when the list is read (lazy backfill)', async () => {
    const user = await buildLearner(t.db);
    await finishA(user);
    const [before] = await stored(user);
    await t.db.delete(certificates).where(eq(certificates.userId, user.id));
    const [listed] = await listOf(user);
    expect(listed).toMatchObject({ course_uuid: j.courseA, issued_at: before!.issuedAt.toISOString(), hours: 2 });
    expect(listed!.code).not.toBe(before!.code);
  });

  it('prints the editor’s hours and keeps the names of issue time through later edits of the course and the account', async () => {
    await t.db.update(courses).set({ hours: 12 }).where(eq(courses.id, j.courseB));
    const user = await buildLearner(t.db);
    await finishA(user);
    expect((await next(user, j.courseB, j.b.audio)).statusCode).toBe(204);
    const issuedName = user.name;
    await t.db.update(courses).set({ name: 'HTTP renomeado', hours: 3 }).where(eq(courses.id, j.courseB));
    await t.db.update(users).set({ name: 'Nome Trocado Depois' }).where(eq(users.id, user.id));
    const b = (await listOf(user)).find((c) => c.course_uuid === j.courseB)!;
    expect(b).toMatchObject({ course_name: 'HTTP na prática', hours: 12, holder_name: issuedName });
    await t.db.update(courses).set({ name: 'HTTP na prática', hours: 12 }).where(eq(courses.id, j.courseB));
  });
});

describe('public verification', () => {
  let owner: TestUser;
  let code: string;
  beforeAll(async () => {
    owner = await buildLearner(t.db);
    await finishA(owner);
    code = (await listOf(owner))[0]!.code;
  });

  it('needs no login and shows the certificate’s facts and nothing else about the holder', async () => {
    const res = await get(null, `/api/v1/certificates/${code}/public`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, unknown>;
    expect(Object.keys(res.json())).toEqual(['data']);
    expect(Object.keys(data).sort()).toEqual(['code', 'course_name', 'holder_name', 'hours', 'issued_at', 'status']);
    expect(data).toMatchObject({ code, holder_name: owner.name, course_name: 'Git do zero', hours: 2, status: 'Certificado válido' });
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain(owner.id);
    expect(res.body).not.toContain(j.courseA);
  });

  it('reads a code typed loosely: lower case, without the hyphen, O for 0 and I or L for 1', async () => {
    const loose = code.toLowerCase().replace('-', ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    const res = await get(null, `/api/v1/certificates/${encodeURIComponent(loose)}/public`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.code).toBe(code);
  });

  it('answers 404 in pt-BR for an unknown or malformed code', async () => {
    for (const bad of ['ABCDE-FGHJK', 'nao-e-codigo', 'X'.repeat(90), '%27%20OR%201%3D1']) {
      const res = await get(null, `/api/v1/certificates/${bad}/public`);
      expect([bad, res.statusCode, res.json()]).toEqual([bad, 404, { message: 'Certificado não encontrado. Confira o código impresso no certificado.' }]);
    }
  });

  it('keeps the certificate when the course is deleted', async () => {
    const user = await buildLearner(t.db);
    await finishA(user);
    await t.db.update(courses).set({ hours: 5 }).where(eq(courses.id, j.courseC));
    const [s2course] = await t.db.select().from(courses).where(eq(courses.id, j.courseC));
    expect((await next(user, j.courseB, j.b.audio)).statusCode).toBe(204);
    expect((await next(user, j.courseC, j.c.tests)).statusCode).toBe(204);
    const c = (await listOf(user)).find((x) => x.course_uuid === j.courseC)!;
    expect(c.course_name).toBe(s2course!.name);
    await t.db.delete(courses).where(eq(courses.id, j.courseC));
    const after = (await listOf(user)).find((x) => x.uuid === c.uuid)!;
    expect(after).toMatchObject({ course_uuid: null, course_name: s2course!.name, hours: 5, code: c.code });
    expect((await get(null, `/api/v1/certificates/${c.code}/public`)).statusCode).toBe(200);
  });
});

describe('Adicionar ao currículo', () => {
  let user: TestUser;
  let certificate: Certificate;
  beforeAll(async () => {
    user = await buildLearner(t.db);
    await finishA(user);
    [certificate] = (await listOf(user)) as [Certificate];
  });

  it('adds it once as a formation (course and hours, Certificado, Rumo, dates), and a second click says it is already there', async () => {
    const cv = await createCurriculum(t.app, user, { name: 'CV Front-end' });
    const first = await addToCv(user, certificate.uuid, cv.uuid);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ added: true, curriculum_uuid: cv.uuid, message: 'Certificado adicionado ao currículo "CV Front-end".' });
    const again = await addToCv(user, certificate.uuid, cv.uuid);
    expect(again.json().data).toEqual({ ...first.json().data, added: false, message: 'Este certificado já está no currículo "CV Front-end".' });

    const saved = (await get(user, `/api/v1/curriculum/${cv.uuid}`)).json().data;
    const added = saved.formations.filter((f: { uuid: string }) => f.uuid === first.json().data.formation_uuid);
    const day = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect(added).toEqual([
      {
        uuid: first.json().data.formation_uuid,
        name: 'Git do zero (2 h)',
        graduation: 'Certificado',
        institution: 'Rumo',
        start_date: day(certificate.started_at),
        end_date: day(certificate.issued_at),
      },
    ]);
    expect(saved.formations).toHaveLength(2);
    expect((await listOf(user))[0]!.curriculum_uuids).toEqual([cv.uuid]);

    // Saving the CV from the form keeps the formation (by its uuid) and so the link.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/curriculum/${cv.uuid}`,
      headers: user.headers,
      payload: { ...curriculumBody({ name: 'CV Front-end' }), formations: saved.formations },
    });
    expect(put.statusCode).toBe(200);
    expect((await addToCv(user, certificate.uuid, cv.uuid)).json().data.added).toBe(false);
  });

  it('adds to each CV once, even for concurrent clicks', async () => {
    const cv = await createCurriculum(t.app, user, { name: 'CV Back-end', formations: [] });
    const results = await Promise.all(Array.from({ length: 4 }, () => addToCv(user, certificate.uuid, cv.uuid)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.json().data.added)).toHaveLength(1);
    expect((await get(user, `/api/v1/curriculum/${cv.uuid}`)).json().data.formations).toHaveLength(1);
  });

  it('answers 404 for another user’s certificate or CV and for malformed ids, 422 without a CV, and changes nothing', async () => {
    const stranger = await buildLearner(t.db);
    const theirCv = await createCurriculum(t.app, stranger, { formations: [] });
    const myCv = await createCurriculum(t.app, user, { formations: [] });
    const cases: [TestUser, string, unknown, number, string][] = [
      [stranger, certificate.uuid, theirCv.uuid, 404, 'Certificado não encontrado.'],
      [user, certificate.uuid, theirCv.uuid, 404, 'Currículo não encontrado.'],
      [user, randomUUID(), myCv.uuid, 404, 'Certificado não encontrado.'],
      [user, 'nao-e-uuid', myCv.uuid, 404, 'Certificado não encontrado.'],
    ];
    for (const [who, cert, cv, status, message] of cases) {
      const res = await addToCv(who, cert, cv);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const noCv = await addToCv(user, certificate.uuid, 'x');
    expect(noCv.statusCode).toBe(422);
    expect(noCv.json().errors).toEqual({ curriculum_uuid: 'Escolha um currículo.' });
    expect((await get(stranger, `/api/v1/curriculum/${theirCv.uuid}`)).json().data.formations).toEqual([]);
    expect(await listOf(stranger)).toEqual([]);
    expect((await get(null, '/api/v1/certificates')).statusCode).toBe(401);
  });

  it('refuses a CV already holding the maximum of formations with a pt-BR 422', async () => {
    const full = Array.from({ length: 30 }, (_, i) => ({
      name: `Curso ${i}`,
      graduation: 'Certificado' as const,
      institution: 'Escola',
      start_date: '2020-01-01',
      end_date: '2020-02-01',
    }));
    const cv = await createCurriculum(t.app, user, { formations: full });
    const res = await addToCv(user, certificate.uuid, cv.uuid);
    expect([res.statusCode, res.json().message]).toEqual([422, 'Este currículo já tem 30 formações, o máximo. Exclua uma para adicionar o certificado.']);
  });
});

describe('the account', () => {
  it('deletes the certificates with the account (and the public page stops verifying them)', async () => {
    const user = await buildLearner(t.db);
    await finishA(user);
    const [c] = await listOf(user);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers, payload: { password: user.password } });
    expect(res.statusCode).toBe(204);
    expect(await stored(user)).toEqual([]);
    expect((await get(null, `/api/v1/certificates/${c!.code}/public`)).statusCode).toBe(404);
  });
});
