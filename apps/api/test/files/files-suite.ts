import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { auditLog, files } from '../../src/db/schema/index.ts';
import { registerFileReferences } from '../../src/modules/files/index.ts';
import { unregisterFileReferences } from '../../src/modules/files/file-references.ts';
import { collectOrphanFiles } from '../../src/modules/files/orphan-files.background-job.ts';
import { buildUser, type TestUser } from '../factories.ts';
import type { TestContext } from '../test-app.ts';
import { image, mp4, realMedia } from './file-fixtures.ts';

const KB = 1024;
/** Small limits, so the size checks need no large files; every real fixture fits its kind's. */
export const TEST_FILE_LIMITS = { video: 1024 * KB, audio: 800 * KB, pdf: 512 * KB, image: 400 * KB };

type Uploaded = {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  url: string;
  thumbnailUrl: string | null;
};

/** The files API on whichever storage driver `t` was built with (decision 1602); run by files-local and files-s3. */
export function describeFilesApi(t: TestContext) {
  let editor: TestUser;
  beforeAll(async () => {
    editor = await buildUser(t.db, { name: 'Editora de Conteúdo' });
    expect((await runCommand(t.deps, 'grant-role', [editor.email, 'editor'])).ok).toBe(true);
  });

  const upload = (body: Buffer, type: string | undefined, name = 'arquivo', user: TestUser | null = editor) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/files?name=${encodeURIComponent(name)}`,
      payload: body,
      headers: { ...(type ? { 'content-type': type } : {}), ...(user ? user.headers : {}) },
    });
  const uploaded = async (body: Buffer, type: string | undefined, name?: string): Promise<Uploaded> => {
    const res = await upload(body, type, name);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: Uploaded }).data;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('uploads', () => {
    it('stores an image with its size and a thumbnail, and records who sent it', async () => {
      const png = await image('png', 1200, 800);
      const file = await uploaded(png, 'image/png', 'Capa do curso.png');
      expect(file).toMatchObject({ name: 'Capa do curso.png', contentType: 'image/png', size: png.length, width: 1200, height: 800 });
      expect(file.url).toBe(`/files/${file.id}/Capa%20do%20curso.png`);
      expect(file.thumbnailUrl).toBe(`${file.url}?variant=thumbnail`);
      const res = await get(file.url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');

      const thumb = await get(file.thumbnailUrl!);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);

      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, file.id));
      expect(entry).toMatchObject({ action: 'file.upload', entity: 'file', actorEmail: editor.email });
    });

    it('accepts each allowed type, proven by its bytes', async () => {
      const cases: [Buffer, string][] = [
        [realMedia.webm(), 'video/webm'],
        [mp4('isom'), 'video/mp4'],
        [realMedia.mp3(), 'audio/mpeg'],
        [realMedia.ogg(), 'audio/ogg'],
        [mp4('M4A '), 'audio/mp4'],
        [realMedia.pdf(), 'application/pdf'],
        [await image('jpeg', 300, 200), 'image/jpeg'],
        [await image('webp', 300, 200), 'image/webp'],
      ];
      for (const [bytes, type] of cases) {
        const file = await uploaded(bytes, type);
        expect(file.contentType, type).toBe(type);
        expect(file.thumbnailUrl === null, type).toBe(!type.startsWith('image/'));
      }
    });

    it('takes the type from the bytes when none is claimed', async () => {
      expect((await uploaded(realMedia.pdf(), undefined, 'guia.pdf')).contentType).toBe('application/pdf');
      expect((await uploaded(realMedia.pdf(), 'application/octet-stream', 'guia.pdf')).contentType).toBe('application/pdf');
    });

    it('refuses bytes that are not of the claimed type (422, nothing saved)', async () => {
      const before = (await t.db.select().from(files)).length;
      const spoofed = await upload(realMedia.pdf(), 'image/png', 'foto.png');
      expect(spoofed.statusCode).toBe(422);
      expect(spoofed.json()).toEqual({ message: 'O conteúdo do arquivo não corresponde ao tipo informado (image/png). Envie o arquivo original, sem renomeá-lo.' });
      const script = await upload(Buffer.from('#!/bin/sh\nrm -rf /\n'.repeat(50)), 'video/mp4', 'aula.mp4');
      expect(script.statusCode).toBe(422);
      const unknown = await upload(Buffer.from('MZ'.padEnd(5000, '\0')), undefined, 'programa.exe');
      expect(unknown.statusCode).toBe(422);
      expect((await t.db.select().from(files)).length).toBe(before);
    });

    it('refuses types outside the allow-list, empty files and files that are not images though claimed so', async () => {
      const html = await upload(Buffer.from('<script>alert(1)</script>'), 'text/html', 'pagina.html');
      expect(html.statusCode).toBe(422);
      expect(html.json().message).toMatch(/^Tipo de arquivo não aceito\. Envie vídeo/);
      const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'icone.svg');
      expect(svg.statusCode).toBe(422);
      expect((await upload(Buffer.alloc(0), 'image/png', 'vazio.png')).json()).toEqual({ message: 'O arquivo está vazio.' });
      const png = await image('png', 100, 100);
      const truncated = await upload(png.subarray(0, 120), 'image/png', 'quebrada.png');
      expect(truncated.statusCode).toBe(422);
      expect(truncated.json()).toEqual({ message: 'Não foi possível ler esta imagem. Verifique se o arquivo não está corrompido.' });
      expect((await upload(png, 'image/png', 'a/b.png')).statusCode).toBe(422);
      // 48 megapixels of one colour: under 100 KB that would take 144 MB to decode.
      const bomb = await image('webp', 8_000, 6_000);
      expect(bomb.length).toBeLessThan(TEST_FILE_LIMITS.image);
      expect(bomb.length).toBeLessThan(100 * KB);
      const refused = await upload(bomb, 'image/webp', 'enorme.webp');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: 'A imagem tem 8000 × 6000 pixels; o limite é de 40 megapixels. Reduza as dimensões e envie de novo.' });
    });

    it('applies the size limit of the kind of file', async () => {
      const big = await image('png', 450, 350, true);
      expect(big.length).toBeGreaterThan(TEST_FILE_LIMITS.image);
      const res = await upload(big, 'image/png', 'grande.png');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'O arquivo passa do limite de 0,4 MB para imagens.' });
      // The same bytes count within the video limit, but a PNG claimed as nothing is still an image.
      expect((await upload(big, undefined, 'grande.png')).json()).toEqual({ message: 'O arquivo passa do limite de 0,4 MB para imagens.' });
    });

    it('stops reading a body sent without a length as soon as it passes the limit', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const port = (t.app.server.address() as AddressInfo).port;
        let sent = 0;
        const chunk = Buffer.alloc(64 * KB, 1);
        const endless = Readable.from(
          (async function* () {
            yield mp4('isom');
            for (;;) {
              sent += chunk.length;
              if (sent > 64 * 1024 * KB) return;
              yield chunk;
            }
          })(),
        );
        const res = await fetch(`http://127.0.0.1:${port}/api/admin/v1/files?name=longo.mp4`, {
          method: 'POST',
          headers: { 'content-type': 'video/mp4', ...editor.headers },
          body: Readable.toWeb(endless) as ReadableStream,
          duplex: 'half',
        } as RequestInit).catch((err: unknown) => err as Error);
        if (res instanceof Response) {
          expect(res.status).toBe(422);
          expect(await res.json()).toEqual({ message: 'O arquivo passa do limite de 1 MB para vídeos.' });
        }
        // Either way the server read little more than the limit, not the 64 MB offered.
        expect(sent).toBeLessThan(16 * 1024 * KB);
      } finally {
        await t.app.server.close();
      }
    });

    it('is for staff who edit content only', async () => {
      const png = await image('png', 20, 20);
      expect((await upload(png, 'image/png', 'x.png', null)).statusCode).toBe(401);
      const learner = await buildUser(t.db);
      expect((await upload(png, 'image/png', 'x.png', learner)).statusCode).toBe(403);
    });
  });

  describe('serving', () => {
    let pdf: Buffer;
    let file: Uploaded;
    beforeAll(async () => {
      pdf = realMedia.pdf();
      file = await uploaded(pdf, 'application/pdf', 'Relatório final.pdf');
    });

    it('sends the whole file with type, length, validator and a year of cache', async () => {
      const res = await get(file.url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'accept-ranges': 'bytes',
        etag: `"${file.sha256}"`,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        // A PDF is saved, not opened as a page, unless the player's frame asks (files-sandbox-suite).
        'content-disposition': `attachment; filename="Relatorio final.pdf"; filename*=UTF-8''Relat%C3%B3rio%20final.pdf`,
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      const head = await t.app.inject({ method: 'HEAD', url: file.url });
      expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([200, String(pdf.length), 0]);
      // The name in the address is for people: the id alone finds the file.
      expect((await get(`/files/${file.id}`)).rawPayload.equals(pdf)).toBe(true);
    });

    it('answers ranges: the first bytes, an open range, a suffix', async () => {
      const first = await get(file.url, { range: 'bytes=0-9' });
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-9/${pdf.length}`);
      expect(first.headers['content-length']).toBe('10');
      expect(first.rawPayload.equals(pdf.subarray(0, 10))).toBe(true);
      expect(first.rawPayload.toString('latin1')).toMatch(/^%PDF-/);

      const open = await get(file.url, { range: `bytes=${pdf.length - 300}-` });
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload.equals(pdf.subarray(-300))).toBe(true);

      const suffix = await get(file.url, { range: 'bytes=-100' });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers['content-range']).toBe(`bytes ${pdf.length - 100}-${pdf.length - 1}/${pdf.length}`);
      expect(suffix.rawPayload.equals(pdf.subarray(-100))).toBe(true);

      const pastEnd = await get(file.url, { range: `bytes=100-${pdf.length + 5000}` });
      expect(pastEnd.statusCode).toBe(206);
      expect(pastEnd.rawPayload.equals(pdf.subarray(100))).toBe(true);
    });

    it('answers 416 for a range past the end, and the whole file for ranges it does not serve', async () => {
      const res = await get(file.url, { range: `bytes=${pdf.length}-` });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${pdf.length}`);
      expect(res.json()).toEqual({ message: 'O intervalo pedido está fora do arquivo.' });
      const several = await get(file.url, { range: 'bytes=0-1,5-6' });
      expect(several.statusCode).toBe(200);
      expect(several.rawPayload.equals(pdf)).toBe(true);
    });

    it('answers 304 to its own ETag, and ignores a range meant for another version', async () => {
      const etag = `"${file.sha256}"`;
      const res = await get(file.url, { 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect((await get(file.url, { 'if-none-match': '"outro"' })).statusCode).toBe(200);
      const stale = await get(file.url, { range: 'bytes=0-9', 'if-range': '"outro"' });
      expect(stale.statusCode).toBe(200);
      expect((await get(file.url, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    });

    it('sends it as a download with its name on ?download=1', async () => {
      const res = await get(`${file.url}?download=1`);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Relatorio final.pdf"; filename*=UTF-8''Relat%C3%B3rio%20final.pdf`);
      expect(res.rawPayload.equals(pdf)).toBe(true);
    });

    it('answers 404 in pt-BR for an unknown file or a thumbnail a PDF does not have', async () => {
      for (const url of ['/files/00000000-0000-4000-8000-000000000000/x.pdf', '/files/nao-e-um-id', `${file.url}?variant=thumbnail`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Arquivo não encontrado.' });
        expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
      }
    });
  });

  describe('orphan collection', () => {
    afterAll(() => unregisterFileReferences('test-file-refs'));

    it('deletes old unreferenced files, keeps young ones and those content references', async () => {
      await t.db.execute(sql`CREATE TABLE test_file_refs (file_id uuid)`);
      registerFileReferences('test-file-refs', sql`SELECT file_id FROM test_file_refs`);
      const png = await image('png', 60, 40);
      const old = await uploaded(png, 'image/png', 'velha.png');
      const young = await uploaded(png, 'image/png', 'nova.png');
      const used = await uploaded(png, 'image/png', 'usada.png');
      await t.db.execute(sql`INSERT INTO test_file_refs VALUES (${used.id})`);
      await t.db.execute(sql`UPDATE files SET created_at = now() - interval '25 hours' WHERE id IN (${old.id}, ${used.id})`);
      const [oldRow] = await t.db.select().from(files).where(eq(files.id, old.id));
      // An object still being uploaded has bytes and no record yet: it is kept.
      await t.deps.storage.put('zz/em-andamento', Readable.from([png]), png.length, 'image/png');

      const result = await collectOrphanFiles(t.deps);
      expect(result.deleted).toBeGreaterThanOrEqual(1);
      expect((await get(old.url)).statusCode).toBe(404);
      expect(await t.deps.storage.head(oldRow!.storageKey)).toBeNull();
      expect(await t.deps.storage.head(oldRow!.thumbnailKey!)).toBeNull();
      expect((await get(young.url)).statusCode).toBe(200);
      expect((await get(used.url)).statusCode).toBe(200);
      expect(await t.deps.storage.head('zz/em-andamento')).not.toBeNull();
      const [usedRow] = await t.db.select().from(files).where(eq(files.id, used.id));
      expect(usedRow!.referencedAt).not.toBeNull();

      // Once no content points at it, a file gets the grace period again from its last reference.
      await t.db.execute(sql`DELETE FROM test_file_refs`);
      await collectOrphanFiles(t.deps);
      expect((await get(used.url)).statusCode).toBe(200);
      await t.db.execute(sql`UPDATE files SET referenced_at = now() - interval '25 hours' WHERE id = ${used.id}`);
      await collectOrphanFiles(t.deps);
      expect((await get(used.url)).statusCode).toBe(404);
      expect((await get(young.url)).statusCode).toBe(200);
    });
  });
}
