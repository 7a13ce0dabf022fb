import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { courses, progress, users } from '../../src/db/schema/index.ts';
import { grantPlan } from '../../src/modules/plans/plans.service.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { TEST_SCRYPT_LOG_N } from '../test-app.ts';
import { until } from '../wait-until.ts';

/** The plan whose features include the journey (decision 0400: the demo user has the top plan). */
export const TOP_PLAN = 'premium';

/** The whole seeded product (plans, positions, jobs, journey, highlights), as on a first start. */
export async function seedWorld(db: Db): Promise<void> {
  await seedDatabase({ db, scryptLogN: TEST_SCRYPT_LOG_N, log: () => {} }, { demo: true });
}

export async function buildPlanUser(db: Db, plan: string | null, name = 'Maria Teste'): Promise<TestUser> {
  const user = await buildUser(db, { name });
  if (plan) {
    const result = await grantPlan(db, user.email, plan);
    if ('error' in result) throw new Error(`plan ${plan} not granted: ${result.error}`);
  }
  return user;
}

type Call = (method: InjectOptions['method'], url: string, payload?: unknown) => Promise<{ status: number; body: unknown }>;

export function caller(app: FastifyInstance, user: TestUser): Call {
  return async (method, url, payload) => {
    const res = await app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
  };
}

const expectOk = (what: string, res: { status: number; body: unknown }) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { data: never };
};

export type OwnerWorld = {
  /** Text that only the owner's data contains; it must never appear in another user's answer. */
  marker: string;
  /** Valid bodies the owner used, reused by the attacker so that a 404 is about ownership, not validation. */
  alertBody: Record<string, unknown>;
  curriculumBody: Record<string, unknown>;
};

/**
 * The owner creates one of everything that has an id, through the API: profile, CV with every item
 * kind, application (with a status change and its board panel), saved job, job alert, highlight favourite, plan intent, tracking,
 * course enrolment with progress and a quiz attempt, support ticket with a reply.
 */
export async function createOwnerResources(app: FastifyInstance, db: Db, owner: TestUser): Promise<OwnerWorld> {
  const call = caller(app, owner);
  const marker = `PRIVADO${randomBytes(6).toString('hex')}`;
  expectOk(
    'profile',
    await call('PUT', '/api/v1/users/edit', { name: `Ana ${marker}`, email: owner.email, tel: '11912345678', linkedin: `https://www.linkedin.com/in/${marker}` }),
  );

  const curriculumBody = {
    name: `CV ${marker}`,
    role: 'Desenvolvedora',
    role_description: `Descrição ${marker}`,
    location: 'Recife',
    state: 'PE',
    summary: `Resumo ${marker}`,
    worked_before: true,
    last_salary: 7300,
    formations: [{ name: `Curso ${marker}`, graduation: 'Bacharelado', institution: 'UFPE', start_date: '2015-02-01', end_date: '2019-12-01' }],
    languages: [{ language: `Idioma ${marker}`, proficiency: 'B2-Intermediário Avançado' }],
    experiences: [{ role: 'Dev', company_name: `Empresa ${marker}`, description: 'APIs.', start_date: '2020-01-01', end_date: null }],
    skills: ['TypeScript', `Habilidade ${marker}`],
    accepted_job_types: ['CLT'],
  };
  const curriculum = expectOk('curriculum', await call('POST', '/api/v1/curriculum', curriculumBody)).data as { uuid: string };
  // Compatibility settings (decision 1704): the chosen CV.
  expectOk('match settings', await call('PUT', '/api/v1/match/settings', { enabled: true, curriculum_uuid: curriculum.uuid }));

  const jobs = expectOk('jobs', await call('GET', '/api/v1/jobs')).data as { uuid: string }[];
  const job = jobs[0];
  if (!job) throw new Error('no seeded job');
  const application = expectOk('application', await call('POST', '/api/v1/applications', { job_uuid: job.uuid })).data as { uuid: string };
  expectOk('application status', await call('PUT', `/api/v1/applications/${application.uuid}/status`, { status: 'review' }));
  // The board (decision 1702): a saved job, and the application's panel with the CV, a contact and a next step.
  expectOk('saved job', await call('PUT', `/api/v1/saved-jobs/${jobs[1]?.uuid ?? job.uuid}`));
  expectOk(
    'application details',
    await call('PUT', `/api/v1/applications/${application.uuid}/details`, {
      notes: `Anotação ${marker}`,
      curriculum_uuid: curriculum.uuid,
      contacts: [{ name: `Recrutadora ${marker}`, email: 'recrutadora@empresa.com.br', phone: '11 91234-5678', linkedin: 'linkedin.com/in/recrutadora' }],
      next_step_date: '2030-05-20',
      next_step_time: '14:30',
    }),
  );

  const positions = expectOk('positions', await call('GET', '/api/v1/job-alerts/positions')).data as { id: number }[];
  const types = expectOk('types', await call('GET', '/api/v1/job-alerts/types')).data as { id: number }[];
  const alertBody = {
    job_position_id: positions[0]?.id,
    job_type_id: types[0]?.id,
    city: `Cidade ${marker}`,
    state: 'PE',
    min_salary: 1000,
    max_salary: 9000,
    frequency: 'weekly',
    is_active: true,
  };
  expectOk('alert', await call('POST', '/api/v1/job-alerts', alertBody));

  const highlights = expectOk('highlights', await call('GET', '/api/v1/highlights')).data as { uuid: string }[];
  expectOk('favorite', await call('PUT', `/api/v1/highlights/${highlights[0]?.uuid}/favorites`));

  const plans = expectOk('plans', await call('GET', '/api/v1/plans')).data as { id: number; is_current: boolean }[];
  const currentPlan = async () => (expectOk('plans', await call('GET', '/api/v1/plans')).data as { id: number; is_current: boolean }[]).find((p) => p.is_current)?.id;
  const planBefore = plans.find((p) => p.is_current)?.id;
  // Only a plan above the owner's can be asked for (decision 1301): the intent for the top plan is
  // recorded while the owner is on the free plan, then their plan is given back.
  const [{ planId } = { planId: null }] = await db.select({ planId: users.planId }).from(users).where(eq(users.id, owner.id));
  await db.update(users).set({ planId: null }).where(eq(users.id, owner.id));
  // A change behind the app's back reaches its session memory by the database's notification (decision 1809).
  if (planId !== null) await until(async () => (await currentPlan()) !== planBefore);
  expectOk('intent', await call('POST', '/api/v1/subscriptions/subscribes-intent', { user_id: owner.id, plan_id: plans.at(-1)?.id }));
  await db.update(users).set({ planId }).where(eq(users.id, owner.id));
  if (planId !== null) await until(async () => (await currentPlan()) === planBefore);
  // A support ticket with a reply of the owner (decision 1403).
  const ticket = expectOk('ticket', await call('POST', '/api/v1/support/tickets', { subject: `Chamado ${marker}`, message: `Mensagem ${marker} do chamado.` })).data as {
    uuid: string;
  };
  expectOk('ticket message', await call('POST', `/api/v1/support/tickets/${ticket.uuid}/messages`, { message: `Resposta ${marker} do chamado.` }));
  expectOk('tracking', await call('POST', '/api/v1/tracking', { cookie: marker, data: { event: 'login', marker }, is_mobile: false, user_agent: 'security-test' }));

  await walkFirstCourse(call);
  await finishCourseWithCertificate(call, db, owner);
  return { marker, alertBody, curriculumBody };
}

type Content = { uuid: string; type: string; content?: unknown };

/**
 * A finished course (its progress row stamped ended, as the progress engine does at the last content;
 * the quizzes' right answers never leave the server), its certificate issued by the list, and the
 * certificate added to the owner's CV (decision 1703).
 */
async function finishCourseWithCertificate(call: Call, db: Db, owner: TestUser): Promise<void> {
  const [course] = await db.select({ id: courses.id }).from(courses).orderBy(courses.order).limit(1);
  if (!course) throw new Error('no seeded course');
  await db
    .insert(progress)
    .values({ userId: owner.id, nodeId: course.id, nodeKind: 'course', endedAt: new Date() })
    .onConflictDoUpdate({ target: [progress.userId, progress.nodeId], set: { endedAt: new Date() } });
  const [certificate] = expectOk('certificates', await call('GET', '/api/v1/certificates')).data as { uuid: string }[];
  const [cv] = expectOk('curricula', await call('GET', '/api/v1/curriculum')).data as { uuid: string }[];
  expectOk('certificate to CV', await call('POST', `/api/v1/certificates/${certificate?.uuid}/curriculum`, { curriculum_uuid: cv?.uuid }));
}

/** Enrols in the first course and walks it until a quiz is open, then answers it wrongly once. */
async function walkFirstCourse(call: Call): Promise<void> {
  const steps = expectOk('steps', await call('GET', '/api/v1/steps')).data as { courses: { uuid: string; is_accessible: boolean }[] }[];
  const course = steps.flatMap((s) => s.courses).find((c) => c.is_accessible);
  if (!course) throw new Error('no accessible course');
  const detail = expectOk('course', await call('GET', `/api/v1/steps/${course.uuid}`)).data as { themes: { topics: { contents: Content[] }[] }[] };
  let current = detail.themes[0]?.topics[0]?.contents[0];
  for (let i = 0; current && i < 20; i++) {
    const content = expectOk('content', await call('GET', `/api/v1/steps/${course.uuid}/contents/${current.uuid}`)).data as Content;
    if (Array.isArray(content.content)) {
      const questions = content.content as { uuid: string; alternatives: string[] }[];
      await call('PUT', `/api/v1/steps/${course.uuid}/contents/${current.uuid}/verify`, { answers: questions.map((q) => ({ id: q.uuid, answer: q.alternatives.at(-1) })) });
      return;
    }
    const next = await call('GET', `/api/v1/steps/${course.uuid}/contents/${current.uuid}/next-content`);
    if (next.status !== 200) return;
    current = (next.body as { data: { content: Content } }).data.content;
  }
}
