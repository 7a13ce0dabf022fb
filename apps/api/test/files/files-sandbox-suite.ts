import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { files } from '../../src/db/schema/index.ts';
import { uploadFile } from '../../src/modules/files/file-upload.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { headerProblems } from '../security/header-checks.ts';
import type { TestContext } from '../test-app.ts';
import { image, mp4, realMedia } from './file-fixtures.ts';

/** Written out rather than imported: the test states the policy the answers must carry. */
const SANDBOX = "sandbox; default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
const NAME_REFUSED = 'O nome do arquivo não pode ter barras, caracteres de controle nem marcas invisíveis de direção do texto.';

type Uploaded = { id: string; url: string; thumbnailUrl: string | null };

/**
 * Uploaded files never run in the app's origin (security audit, item 7): every /files answer is a
 * sandboxed document that may load nothing, PDFs are attachments except for the player's frame
 * (`?inline=1`), and names that hide or reorder characters are refused. Run on both storage drivers.
 */
export function describeFileSandbox(t: TestContext) {
  let editor: TestUser;
  const sent = {} as Record<'png' | 'webm' | 'mp4' | 'mp3' | 'ogg' | 'pdf' | 'html', Uploaded>;
  beforeAll(async () => {
    editor = await buildUser(t.db, { name: 'Editora de Arquivos' });
    expect((await runCommand(t.deps, 'grant-role', [editor.email, 'editor'])).ok).toBe(true);
    const cases = [
      ['png', await image('png', 300, 200), 'image/png', 'Capa.png'],
      ['webm', realMedia.webm(), 'video/webm', 'Aula.webm'],
      ['mp4', mp4('isom'), 'video/mp4', 'Aula.mp4'],
      ['mp3', realMedia.mp3(), 'audio/mpeg', 'Podcast.mp3'],
      ['ogg', realMedia.ogg(), 'audio/ogg', 'Dica.ogg'],
      ['pdf', realMedia.pdf(), 'application/pdf', 'Relatório final.pdf'],
    ] as const;
    for (const [key, bytes, type, name] of cases) {
      const res = await upload(bytes, type, name);
      expect(res.statusCode, res.body).toBe(201);
      sent[key] = (res.json() as { data: Uploaded }).data;
    }
    // A file of a type uploads no longer accept (HTML, as a record written before the allow-list).
    const id = randomUUID();
    const html = Buffer.from('<!doctype html><script>fetch("/api/v1/users/me")</script>');
    await t.deps.storage.put(`${id.slice(0, 2)}/${id}`, Readable.from([html]), html.length, 'text/html');
    await t.db
      .insert(files)
      .values({ id, storageKey: `${id.slice(0, 2)}/${id}`, originalName: 'pagina.html', contentType: 'text/html', size: html.length, sha256: 'f'.repeat(64) });
    sent.html = { id, url: `/files/${id}/pagina.html`, thumbnailUrl: null };
  });

  const upload = (body: Buffer, type: string, name: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/v1/files?name=${encodeURIComponent(name)}`, payload: body, headers: { 'content-type': type, ...editor.headers } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const attachment = (ascii: string, encoded: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;

  describe('every /files answer', () => {
    it('is a sandboxed document that may load nothing, with nosniff and the app-wide security headers', async () => {
      const urls = [
        sent.png.url,
        sent.png.thumbnailUrl!,
        sent.webm.url,
        sent.mp4.url,
        sent.mp3.url,
        sent.ogg.url,
        sent.pdf.url,
        `${sent.pdf.url}?inline=1`,
        `${sent.pdf.url}?download=1`,
        `${sent.png.url}?download=1`,
        sent.html.url,
      ];
      for (const url of urls) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-security-policy'], url).toBe(SANDBOX);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(headerProblems(res.headers), url).toEqual([]);
        const head = await t.app.inject({ method: 'HEAD', url });
        expect([head.statusCode, head.headers['content-security-policy']], `HEAD ${url}`).toEqual([200, SANDBOX]);
      }
    });

    it('keeps the policy on 404, 416, 304 and a refused query', async () => {
      const answers = [
        [await get('/files/00000000-0000-4000-8000-000000000000/x.pdf'), 404],
        [await get('/files/nao-e-um-id'), 404],
        [await get(sent.pdf.url, { range: 'bytes=999999999-' }), 416],
        [await get(sent.pdf.url, { 'if-none-match': (await get(sent.pdf.url)).headers.etag as string }), 304],
        [await get(`${sent.pdf.url}?inline=sim`), 422],
      ] as const;
      for (const [res, status] of answers) {
        expect(res.statusCode).toBe(status);
        expect(res.headers['content-security-policy'], String(status)).toBe(SANDBOX);
        expect(res.headers['x-content-type-options'], String(status)).toBe('nosniff');
      }
    });
  });

  describe('disposition', () => {
    it('shows images, video and sound inline, even with ?inline=1', async () => {
      for (const url of [sent.png.url, sent.png.thumbnailUrl!, sent.webm.url, sent.mp4.url, sent.mp3.url, sent.ogg.url, `${sent.mp3.url}?inline=1`]) {
        expect((await get(url)).headers['content-disposition'], url).toBe('inline');
      }
    });

    it('sends a PDF as an attachment with its name (RFC 6266/8187), inline only for the player frame’s ?inline=1', async () => {
      const relatorio = attachment('Relatorio final.pdf', 'Relat%C3%B3rio%20final.pdf');
      expect((await get(sent.pdf.url)).headers['content-disposition']).toBe(relatorio);
      expect((await get(`${sent.pdf.url}?inline=0`)).headers['content-disposition']).toBe(relatorio);
      expect((await get(`${sent.pdf.url}?download=1&inline=1`)).headers['content-disposition']).toBe(relatorio);
      const framed = await get(`${sent.pdf.url}?inline=1`);
      expect(framed.headers['content-disposition']).toBe(`inline; filename="Relatorio final.pdf"; filename*=UTF-8''Relat%C3%B3rio%20final.pdf`);
      expect(framed.rawPayload.equals(realMedia.pdf())).toBe(true);
    });

    it('sends a type outside the media kinds as an attachment whatever the query', async () => {
      for (const url of [sent.html.url, `${sent.html.url}?inline=1`]) {
        const res = await get(url);
        expect(res.headers['content-disposition'], url).toBe(attachment('pagina.html', 'pagina.html'));
        expect(res.headers['content-type']).toBe('text/html');
      }
    });

    it('drops controls and direction marks from a name stored before uploads refused them', async () => {
      const res = await upload(realMedia.pdf(), 'application/pdf', 'antigo.pdf');
      const { id, url } = (res.json() as { data: Uploaded }).data;
      await t.db.update(files).set({ originalName: 'fatura\u202Efdp.exe\u0007' }).where(eq(files.id, id));
      expect((await get(url)).headers['content-disposition']).toBe(attachment('faturafdp.exe', 'faturafdp.exe'));
    });
  });

  describe('ranges', () => {
    it('keep the policy and the disposition: a PDF in the frame, a PDF as a download, a video', async () => {
      const pdf = realMedia.pdf();
      const cases = [
        [`${sent.pdf.url}?inline=1`, `inline; filename="Relatorio final.pdf"; filename*=UTF-8''Relat%C3%B3rio%20final.pdf`, pdf],
        [sent.pdf.url, attachment('Relatorio final.pdf', 'Relat%C3%B3rio%20final.pdf'), pdf],
        [sent.webm.url, 'inline', realMedia.webm()],
      ] as const;
      for (const [url, disposition, bytes] of cases) {
        for (const range of ['bytes=0-9', 'bytes=-100', `bytes=${bytes.length - 300}-`]) {
          const res = await get(url, { range });
          expect(res.statusCode, `${url} ${range}`).toBe(206);
          expect(res.headers['content-security-policy'], `${url} ${range}`).toBe(SANDBOX);
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['content-disposition'], `${url} ${range}`).toBe(disposition);
        }
        const first = await get(url, { range: 'bytes=0-9' });
        expect(first.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
      }
    });
  });

  describe('file names', () => {
    const refusedNames = [
      ['U+202E (right-to-left override)', 'fatura\u202Efdp.exe'],
      ['U+202A (left-to-right embedding)', 'a\u202Ab.pdf'],
      ['U+200E (left-to-right mark)', 'a\u200Eb.pdf'],
      ['U+200F (right-to-left mark)', 'a\u200Fb.pdf'],
      ['U+2066 (left-to-right isolate)', 'a\u2066b.pdf'],
      ['U+2069 (pop directional isolate)', 'a\u2069b.pdf'],
      ['U+061C (Arabic letter mark)', 'a\u061Cb.pdf'],
      ['a C0 control (BEL)', 'a\u0007b.pdf'],
      ['a C0 control (NUL)', 'a\u0000b.pdf'],
      ['DEL', 'a\u007Fb.pdf'],
      ['a C1 control (NEL)', 'a\u0085b.pdf'],
      ['a C1 control (U+009B)', 'a\u009Bb.pdf'],
    ] as const;

    const stored = async () => {
      const [row] = await t.db.select({ n: count() }).from(files);
      let objects = 0;
      for await (const _ of t.deps.storage.list()) objects++;
      return { rows: row!.n, objects };
    };

    it.each(refusedNames)('refuses a name with %s: pt-BR 422, nothing saved', async (_label, name) => {
      const before = await stored();
      const res = await upload(realMedia.pdf(), 'application/pdf', name);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'Os dados enviados são inválidos. Verifique os campos destacados.', errors: { name: NAME_REFUSED } });
      expect(await stored()).toEqual(before);
    });

    it('refuses such a name in the upload service too, before reading the body', async () => {
      const before = await stored();
      let read = false;
      const body = Readable.from(
        (function* () {
          read = true;
          yield realMedia.pdf();
        })(),
      );
      const pdf = realMedia.pdf();
      const refused = uploadFile(t.deps, { id: editor.id, email: editor.email }, { name: 'fatura\u202Efdp.exe', claimedType: 'application/pdf', declaredLength: pdf.length, body });
      await expect(refused).rejects.toMatchObject({ statusCode: 422, message: NAME_REFUSED, errors: { name: NAME_REFUSED } });
      expect(read).toBe(false);
      expect(await stored()).toEqual(before);
    });

    it('accepts accents, spaces, emoji and right-to-left letters', async () => {
      for (const name of ['Relatório de ação — versão 2.pdf', 'Guia 🚀.pdf', 'دليل.pdf', 'שלום.pdf']) {
        const res = await upload(realMedia.pdf(), 'application/pdf', name);
        expect(res.statusCode, name).toBe(201);
        expect(res.json().data.name).toBe(name);
      }
    });
  });
}
