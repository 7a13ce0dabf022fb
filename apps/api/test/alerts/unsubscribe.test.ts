import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts } from '../../src/db/schema/index.ts';
import { runDeliveryPass } from '../../src/modules/alerts/delivery/delivery-pass.ts';
import { signUnsubscribeToken, unsubscribeKey } from '../../src/modules/alerts/delivery/unsubscribe-token.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildAlert, buildJob, seedAlertReferences, setLastDelivered } from './alert-factories.ts';
import { rowsOf } from '../../src/db/database.ts';

const t = useTestApp({ publicUrl: 'https://rumo.example' });
const isActive = async (id: number) => (await t.db.select({ a: jobAlerts.isActive }).from(jobAlerts).where(eq(jobAlerts.id, id)))[0]?.a;
const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/job-alerts/unsubscribe?token=${encodeURIComponent(token)}` });

beforeAll(() => seedAlertReferences(t.db));

describe('one-click unsubscribe', () => {
  it('the link in a digest switches its alert off without login, and only that alert', async () => {
    const user = await buildUser(t.db);
    const front = await buildAlert(t.db, user.id);
    const react = await buildAlert(t.db, user.id, { position: 'Desenvolvedor React' });
    await buildJob(t.db, { title: 'Desenvolvedor Front-end React' });
    await runDeliveryPass(t.deps);
    const mail = t.sentEmails.find((m) => m.to === user.email);
    const links = [...(mail?.text ?? '').matchAll(/https:\/\/rumo\.example(\/api\/v1\/job-alerts\/unsubscribe\?token=\S+)/g)].map((m) => m[1] as string);
    expect(links).toHaveLength(2);

    const res = await t.app.inject({ method: 'GET', url: links[0] as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<html lang="pt-BR">');
    expect(res.body).toContain('Alerta cancelado');
    expect(res.body).toContain('Desenvolvedor Front-end');
    expect(await isActive(front)).toBe(false);
    expect(await isActive(react)).toBe(true);

    // An unsubscribed alert gets no more digests.
    await setLastDelivered(t.db, front, 2);
    await buildJob(t.db, { title: 'Desenvolvedor Front-end outra' });
    const before = t.sentEmails.length;
    await runDeliveryPass(t.deps);
    expect(t.sentEmails.slice(before).filter((m) => m.to === user.email)).toHaveLength(0);
  });

  it('is idempotent: a second click says it was already cancelled', async () => {
    const user = await buildUser(t.db);
    const id = await buildAlert(t.db, user.id);
    const token = signUnsubscribeToken(await unsubscribeKey(t.db), id);
    expect((await open(token)).statusCode).toBe(200);
    const again = await open(token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Alerta já cancelado');
    expect(await isActive(id)).toBe(false);
  });

  it('refuses a tampered or forged token with a 400 page and changes nothing', async () => {
    const user = await buildUser(t.db);
    const id = await buildAlert(t.db, user.id);
    const other = await buildAlert(t.db, user.id);
    const token = signUnsubscribeToken(await unsubscribeKey(t.db), id);
    const [, sig = ''] = token.split('.');
    const flipped = `${id}.${sig.slice(0, 5)}${sig[5] === 'x' ? 'y' : 'x'}${sig.slice(6)}`;
    for (const bad of [flipped, `${other}.${sig}`, `${id}`, 'lixo', '']) {
      const res = await open(bad);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Link inválido');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/job-alerts/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    const repeated = await t.app.inject({ method: 'GET', url: `/api/v1/job-alerts/unsubscribe?token=${token}&token=${token}` });
    expect(repeated.statusCode).toBe(400);
    expect(await isActive(id)).toBe(true);
    expect(await isActive(other)).toBe(true);
  });

  it('says so when the alert no longer exists', async () => {
    const user = await buildUser(t.db);
    const id = await buildAlert(t.db, user.id);
    const token = signUnsubscribeToken(await unsubscribeKey(t.db), id);
    await t.db.delete(jobAlerts).where(eq(jobAlerts.id, id));
    const res = await open(token);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Alerta não encontrado');
  });

  it('signs with a key generated once and kept in app_settings', async () => {
    const rows = rowsOf<{ value: string }>(await t.db.execute(sql`SELECT value FROM app_settings WHERE key = 'alerts.unsubscribe_hmac_key'`));
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]?.value ?? '', 'base64url')).toHaveLength(32);
  });
});
