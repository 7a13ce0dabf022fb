import { describe, expect, it } from 'vitest';
import type { Curriculum } from '@rumo/contract';
import { curriculumSeeder } from '../../src/modules/curriculum/curriculum.seed.ts';
import { buildUser } from '../factories.ts';
import { TEST_SCRYPT_LOG_N, useTestApp } from '../test-app.ts';

const t = useTestApp();

describe('demo curriculum seeder', () => {
  it('gives the demo user one CV with 2 experiences, 2 formations and 2 languages, once', async () => {
    const demo = await buildUser(t.db, { email: 'demo-cv@teste.rumo.app', name: 'Ana Souza' });
    const seeder = curriculumSeeder(demo.email);
    const lines: string[] = [];
    const ctx = { db: t.db, scryptLogN: TEST_SCRYPT_LOG_N, log: (l: string) => lines.push(l) };
    await seeder.run(ctx);
    await seeder.run(ctx);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: demo.headers });
    const list = res.json().data as Curriculum[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Ana Souza', role: 'Desenvolvedora Front-end', worked_before: true, last_salary: 9500 });
    expect([list[0]?.experiences.length, list[0]?.formations.length, list[0]?.languages.length]).toEqual([2, 2, 2]);
    expect(list[0]?.experiences[0]?.end_date).toBeNull();
    expect(lines).toEqual(['currículo de demonstração criado']);
  });

  it('never overwrites: an edited demo CV stays as the user left it', async () => {
    const demo = await buildUser(t.db, { email: 'demo-cv2@teste.rumo.app' });
    const seeder = curriculumSeeder(demo.email);
    const ctx = { db: t.db, scryptLogN: TEST_SCRYPT_LOG_N, log: () => {} };
    await seeder.run(ctx);
    const [cv] = (await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: demo.headers })).json().data as Curriculum[];
    await t.app.inject({ method: 'DELETE', url: `/api/v1/curriculum/${cv?.uuid}/languages/${cv?.languages[0]?.uuid}`, headers: demo.headers });
    await seeder.run(ctx);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/curriculum', headers: demo.headers })).json().data as Curriculum[];
    expect(after).toHaveLength(1);
    expect(after[0]?.languages).toHaveLength(1);
  });

  it('does nothing when the demo user does not exist', async () => {
    await expect(curriculumSeeder('ninguem@teste.rumo.app').run({ db: t.db, scryptLogN: TEST_SCRYPT_LOG_N, log: () => {} })).resolves.toBeUndefined();
  });
});
