import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { plans, subscriptionIntents, users } from '../../src/db/schema/index.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';

// Issue 14 item 5 (decision 1404): leads ('Interessados') listed, followed up, converted (the plan
// granted and audited in one go) and exported as a CSV that Excel pt-BR opens and that is safe to open.

const t = useTestApp();

let admin: TestUser;
let analyst: TestUser;
let moderator: TestUser;
let planIds: Record<string, number>;

async function staff(role: string, name: string) {
  const user = await buildUser(t.db, { name });
  expect((await runCommand(t.deps, 'grant-role', [user.email, role])).ok).toBe(true);
  return user;
}

/** A seeker who clicked 'Começar agora' on a plan, through the real route. */
async function lead(name: string, planKey: 'pro' | 'premium', email?: string) {
  const user = await buildUser(t.db, { name, ...(email ? { email } : {}) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/subscribes-intent',
    headers: user.headers,
    payload: { user_id: user.id, plan_id: planIds[planKey] },
  });
  expect(res.statusCode).toBe(201);
  return user;
}

beforeAll(async () => {
  await seedPlans(t.db);
  planIds = Object.fromEntries((await t.db.select({ key: plans.key, id: plans.id }).from(plans)).map((p) => [p.key, p.id]));
  admin = await staff('admin', 'Alice Admin');
  analyst = await staff('analyst', 'Ana Analista');
  moderator = await staff('moderator', 'Mário Moderador');
});

const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

describe('leads', () => {
  it('lists every intent with name, e-mail, current and requested plan and date; filters by status and by name or e-mail, accents aside', async () => {
    const joao = await lead('João Conceição', 'premium');
    const res = await get(analyst, `/api/admin/v1/leads?q=${encodeURIComponent('joao conceicao')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual([
      {
        user_id: joao.id,
        user_name: 'João Conceição',
        user_email: joao.email,
        current_plan: { key: 'free', name: 'Gratuito' },
        requested_plan: { id: planIds.premium, key: 'premium', name: 'Premium' },
        status: 'new',
        notes: '',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(body.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(body.meta.new_count).toBeGreaterThanOrEqual(1);
    expect((await get(analyst, `/api/admin/v1/leads?q=${encodeURIComponent(joao.email.slice(0, 15).toUpperCase())}`)).json().meta.total).toBe(1);
    expect((await get(analyst, `/api/admin/v1/leads?q=${encodeURIComponent('joao conceicao')}&status=lost`)).json().meta.total).toBe(0);
    // LIKE wildcards are text.
    expect((await get(analyst, '/api/admin/v1/leads?q=%25')).json().meta.total).toBe(0);
    const bad = await get(analyst, '/api/admin/v1/leads?status=ganho&sort=senha');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['status', 'sort']));
  });

  it('sorts by name and by plan', async () => {
    const marker = `ordem-${Date.now()}`;
    await lead('Zuleica Ordem', 'pro', `z-${marker}@teste.rumo.app`);
    await lead('Bianca Ordem', 'premium', `b-${marker}@teste.rumo.app`);
    const names = async (query: string) => ((await get(analyst, `/api/admin/v1/leads?q=${marker}&${query}`)).json().data as { user_name: string }[]).map((l) => l.user_name);
    expect(await names('sort=name&order=asc')).toEqual(['Bianca Ordem', 'Zuleica Ordem']);
    expect(await names('sort=plan&order=asc')).toEqual(['Zuleica Ordem', 'Bianca Ordem']);
    expect(await names('sort=plan&order=desc')).toEqual(['Bianca Ordem', 'Zuleica Ordem']);
  });

  it('status and notes change with leads:manage, audited with before and after; an analyst may not', async () => {
    const user = await lead('Carla Contato', 'pro');
    const url = `/api/admin/v1/leads/${user.id}/${planIds.pro}`;
    expect((await t.app.inject({ method: 'PATCH', url, headers: analyst.headers, payload: { status: 'contacting' } })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: { status: 'contacting', notes: '  Ligar na segunda.  ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'contacting', notes: 'Ligar na segunda.' });
    const tooLong = await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: { notes: 'x'.repeat(2001) } });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ notes: 'As anotações devem ter no máximo 2000 caracteres.' });
    expect((await t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: {} })).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/v1/leads/${user.id}/${planIds.premium}`, headers: admin.headers, payload: { status: 'lost' } })).statusCode,
    ).toBe(404);

    const audit = (await get(admin, `/api/admin/v1/audit?entity=lead&actor=${encodeURIComponent(admin.email)}`)).json().data as {
      action: string;
      entity_id: string;
      before: unknown;
      after: unknown;
    }[];
    expect(audit.find((e) => e.entity_id === `${user.id}:${planIds.pro}`)).toMatchObject({
      action: 'lead.update',
      before: { status: 'new', notes: '' },
      after: { status: 'contacting', notes: 'Ligar na segunda.' },
    });
  });

  it('Converter grants the requested plan and marks the lead converted, with an audit entry; twice is a 409', async () => {
    const user = await lead('Diego Converte', 'premium');
    const url = `/api/admin/v1/leads/${user.id}/${planIds.premium}/convert`;
    expect((await t.app.inject({ method: 'POST', url, headers: analyst.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'converted', current_plan: { key: 'premium', name: 'Premium' } });
    const [row] = await t.db.select({ planId: users.planId }).from(users).where(eq(users.id, user.id));
    expect(row?.planId).toBe(planIds.premium);
    // The user sees it at once.
    const mine = (await get(user, '/api/v1/plans')).json().data as { id: number; is_current: boolean }[];
    expect(mine.find((p) => p.is_current)?.id).toBe(planIds.premium);

    const again = await t.app.inject({ method: 'POST', url, headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Este interessado já foi convertido.' });

    const audit = (await get(admin, '/api/admin/v1/audit?entity=lead')).json().data as {
      action: string;
      entity_id: string;
      actor_email: string;
      before: unknown;
      after: unknown;
    }[];
    expect(audit.filter((e) => e.entity_id === `${user.id}:${planIds.premium}`)).toEqual([
      expect.objectContaining({
        action: 'lead.convert',
        actor_email: admin.email,
        before: { email: user.email, plan: 'free', status: 'new' },
        after: { email: user.email, plan: 'premium', status: 'converted' },
      }),
    ]);
  });

  it('converting the lead of an account deleted meanwhile is a 404 and records nothing', async () => {
    const user = await lead('Elisa Saiu', 'pro');
    await t.db.update(subscriptionIntents).set({ status: 'contacting' }).where(eq(subscriptionIntents.userId, user.id));
    await t.db.delete(users).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/v1/leads/${user.id}/${planIds.pro}/convert`, headers: admin.headers });
    expect(res.statusCode).toBe(404);
    const audit = (await get(admin, '/api/admin/v1/audit?entity=lead')).json().data as { entity_id: string }[];
    expect(audit.some((e) => e.entity_id.startsWith(user.id))).toBe(false);
  });

  it('exports a CSV: BOM, header, ";", dd/mm/yyyy, formula cells neutralised, the filter honoured, the export audited; 403 for a moderator', async () => {
    const marker = `csv${Date.now()}`;
    const hostile = await lead('=HYPERLINK("http://mal.example","clique")', 'premium', `${marker}-a@teste.rumo.app`);
    await lead('Fábio Planilha', 'pro', `${marker}-b@teste.rumo.app`);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/v1/leads/${hostile.id}/${planIds.premium}`, headers: admin.headers, payload: { notes: '@SUM(1+1); "aspas"' } });

    expect((await get(moderator, '/api/admin/v1/leads/export.csv')).statusCode).toBe(403);
    const res = await get(analyst, `/api/admin/v1/leads/export.csv?q=${marker}&sort=name&order=asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="interessados-${today}.csv"`);
    const raw = res.rawPayload.toString('utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true);
    const lines = raw.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Nome";"E-mail";"Plano atual";"Plano pedido";"Data";"Status";"Anotações"');
    const ddmmyyyy = today.split('-').reverse().join('/');
    expect(lines.slice(1)).toEqual([
      `"'=HYPERLINK(""http://mal.example"",""clique"")";"${marker}-a@teste.rumo.app";"Gratuito";"Premium";"${ddmmyyyy}";"Novo";"'@SUM(1+1); ""aspas"""`,
      `"Fábio Planilha";"${marker}-b@teste.rumo.app";"Gratuito";"Profissional";"${ddmmyyyy}";"Novo";""`,
    ]);
    // The filter is honoured: a status no one of them has gives the header alone.
    const none = await get(analyst, `/api/admin/v1/leads/export.csv?q=${marker}&status=lost`);
    expect(none.rawPayload.toString('utf8').trimEnd().split('\r\n')).toHaveLength(1);

    const audit = (await get(admin, `/api/admin/v1/audit?entity=lead&actor=${encodeURIComponent(analyst.email)}`)).json().data as { action: string; after: unknown }[];
    expect(audit.slice(0, 2).map((e) => [e.action, e.after])).toEqual([
      ['lead.export', { filter: { q: marker, status: 'lost', sort: 'created_at', order: 'desc' }, rows: 0 }],
      ['lead.export', { filter: { q: marker, sort: 'name', order: 'asc' }, rows: 2 }],
    ]);
  });
});
