import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, courses } from '../../src/db/schema/index.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildEditableCourse } from './journey-editor.factory.ts';

// 'Habilidades que o curso ensina' (docs/decisions/1704): set at once, like the hours, and audited.
const t = useTestApp();
const base = '/api/admin/v1/journey';
let editor: TestUser;
beforeAll(async () => {
  editor = await buildUser(t.db, { name: 'Editora' });
  expect((await runCommand(t.deps, 'grant-role', [editor.email, 'editor'])).ok).toBe(true);
});
const edit = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers: editor.headers, ...(payload ? { payload } : {}) });

describe('course skills in the journey editor', () => {
  it('are set on create and on patch at once (no Publicar), shown to the editor and audited', async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const created = await edit('POST', `/steps/${c.stepId}/courses`, { name: 'SQL do zero', skills: ['SQL', 'sql', ' PostgreSQL '] });
    expect(created.statusCode, created.body).toBe(200);
    const newId = created.json().data.id as string;
    expect((await edit('GET', `/courses/${newId}`)).json().data.skills).toEqual(['SQL', 'PostgreSQL']);

    const patched = await edit('PATCH', `/courses/${c.courseId}`, { skills: ['Git', 'GitHub'] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ skills: ['Git', 'GitHub'], has_unpublished_changes: false });
    const [row] = await t.db.select({ skills: courses.skills, keys: courses.skillKeys }).from(courses).where(eq(courses.id, c.courseId));
    expect(row).toEqual({ skills: ['Git', 'GitHub'], keys: ['git', 'github'] });
    const audits = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.courseId), eq(auditLog.action, 'update')));
    expect(audits).toContainEqual({ before: { skills: [] }, after: { skills: ['Git', 'GitHub'] } });

    // A patch without skills leaves them; a bad list is 422.
    expect((await edit('PATCH', `/courses/${c.courseId}`, { hours: 4 })).json().data.skills).toEqual(['Git', 'GitHub']);
    const bad = await edit('PATCH', `/courses/${c.courseId}`, { skills: 'Git' });
    expect(bad.statusCode).toBe(422);
  });

  it("the console's 'Salvar' with the published name and description unchanged makes no draft; a changed name does", async () => {
    const c = await buildEditableCourse(t.db, { publish: true });
    const before = (await edit('GET', `/courses/${c.courseId}`)).json().data;
    const { name, description } = before.document as { name: string; description: string };
    const saved = await edit('PATCH', `/courses/${c.courseId}`, { name, description, hours: 6, skills: ['Docker'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ hours: 6, skills: ['Docker'], has_unpublished_changes: false, draft_updated_at: null });

    const renamed = await edit('PATCH', `/courses/${c.courseId}`, { name: `${name} 2`, description, hours: 6, skills: ['Docker'] });
    expect(renamed.json().data).toMatchObject({ has_unpublished_changes: true });
    expect(renamed.json().data.document.name).toBe(`${name} 2`);
  });
});
