import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { courseDrafts, files } from '../../src/db/schema/index.ts';
import { collectOrphanFiles } from '../../src/modules/files/orphan-files.background-job.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { mp4, realMedia } from '../files/file-fixtures.ts';
import { TEST_FILE_LIMITS } from '../files/files-suite.ts';
import { useTestApp } from '../test-app.ts';
import { buildEditableCourse, type EditableCourse } from './journey-editor.factory.ts';

// Decision 1602 for the journey (issue 16): a content's uploaded media — its body, or a link in a
// text's HTML — keeps the file from the orphan collection while a draft or the published course
// names it; dropped from both, it goes once the grace period has passed.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-journey-files-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ dataDir, files: { storageUrl: undefined, maxBytes: TEST_FILE_LIMITS, orphanGraceMs: 24 * 60 * 60 * 1000, orphanIntervalMs: 0 } });
const base = '/api/admin/v1/journey';

let editor: TestUser;
beforeAll(async () => {
  editor = await buildUser(t.db, { name: 'Editora de mídia' });
  expect((await runCommand(t.deps, 'grant-role', [editor.email, 'editor'])).ok).toBe(true);
});

type Uploaded = { id: string; url: string };
async function upload(body: Buffer, type: string, name: string): Promise<Uploaded> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/files?name=${encodeURIComponent(name)}`,
    payload: body,
    headers: { 'content-type': type, ...editor.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function edit(method: 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `${base}${url}`, headers: editor.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const served = async (file: Uploaded) => (await t.app.inject({ method: 'GET', url: file.url })).statusCode;
/** Moves the clock of these files back past the 24 h grace: their upload and their last reference. */
const age = (...list: Uploaded[]) =>
  t.db.execute(sql`UPDATE files SET created_at = now() - interval '25 hours', referenced_at = CASE WHEN referenced_at IS NULL THEN NULL ELSE now() - interval '25 hours' END
    WHERE id IN (${sql.join(
      list.map((f) => sql`${f.id}::uuid`),
      sql`, `,
    )})`);

describe('journey contents and uploaded files', () => {
  let course: EditableCourse;
  let video: Uploaded;
  let guide: Uploaded;
  let videoId: string;

  it('keeps a file used only in a draft — as a media body or as a link in a text — and collects one nobody uses', async () => {
    course = await buildEditableCourse(t.db);
    video = await upload(mp4(), 'video/mp4', 'Aula 1.mp4');
    guide = await upload(realMedia.pdf(), 'application/pdf', 'guia.pdf');
    const unused = await upload(mp4(), 'video/mp4', 'esquecido.mp4');
    videoId = (await edit('POST', `/courses/${course.courseId}/contents`, { topic_id: course.topicId, title: 'Aula em vídeo', type: 'video', body: video.url })).id;
    await edit('PATCH', `/courses/${course.courseId}/contents/${course.textId}`, {
      body: `<p>Leia o <a href="https://rumo.example${guide.url}">guia</a> antes da aula.</p>`,
    });
    await age(video, guide, unused);

    const result = await collectOrphanFiles(t.deps);
    expect(result.deleted).toBe(1);
    expect(await served(unused)).toBe(404);
    expect(await served(video)).toBe(200);
    expect(await served(guide)).toBe(200);
    const rows = await t.db
      .select({ id: files.id, referencedAt: files.referencedAt })
      .from(files)
      .where(inArray(files.id, [video.id, guide.id]));
    expect(rows.every((r) => r.referencedAt !== null)).toBe(true);
  });

  it('keeps them once published, when no draft is left', async () => {
    const published = await edit('POST', `/courses/${course.courseId}/publish`);
    expect(published.published).toBe(true);
    expect(await t.db.select().from(courseDrafts).where(eq(courseDrafts.courseId, course.courseId))).toHaveLength(0);
    await age(video, guide);
    expect((await collectOrphanFiles(t.deps)).deleted).toBe(0);
    expect(await served(video)).toBe(200);
    expect(await served(guide)).toBe(200);
  });

  it('collects them once neither the draft nor the published course names them and the grace has passed', async () => {
    // Dropped in the draft only: the published course still shows them.
    await edit('PATCH', `/courses/${course.courseId}/contents/${videoId}`, { body: '/media/journey/outra-aula.webm' });
    await edit('PATCH', `/courses/${course.courseId}/contents/${course.textId}`, { body: '<p>Sem material extra.</p>' });
    await age(video, guide);
    expect((await collectOrphanFiles(t.deps)).deleted).toBe(0);

    // Published: no content names them any more; they get the grace period from their last reference.
    await edit('POST', `/courses/${course.courseId}/publish`);
    expect((await collectOrphanFiles(t.deps)).deleted).toBe(0);
    expect(await served(video)).toBe(200);

    const [videoRow] = await t.db.select().from(files).where(eq(files.id, video.id));
    await age(video, guide);
    expect((await collectOrphanFiles(t.deps)).deleted).toBe(2);
    expect(await served(video)).toBe(404);
    expect(await served(guide)).toBe(404);
    expect(await t.deps.storage.head(videoRow!.storageKey)).toBeNull();
  });

  it('names a file in an address written in upper case too', async () => {
    const other = await upload(mp4(), 'video/mp4', 'maiusculas.mp4');
    const course2 = await buildEditableCourse(t.db);
    await edit('POST', `/courses/${course2.courseId}/contents`, {
      topic_id: course2.topicId,
      title: 'Vídeo',
      type: 'video',
      body: `/files/${other.id.toUpperCase()}/maiusculas.mp4`,
    });
    await age(other);
    expect((await collectOrphanFiles(t.deps)).deleted).toBe(0);
    expect(await served(other)).toBe(200);
  });
});
