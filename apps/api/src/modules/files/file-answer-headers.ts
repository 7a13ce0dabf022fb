import { UNSAFE_FILE_NAME_CHARS } from '@rumo/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAllowedType, kindOf } from './file-types.ts';

/**
 * The policy of every /files answer, in place of the app's: an uploaded file opened as a page
 * (a tab, a frame) is a sandboxed document of an opaque origin that may load nothing, so it can
 * never run script or read anything as the app. An <img>, <video> or <audio> on the app's pages
 * is governed by the page's policy, not this one, so media play as before; Chromium's PDF viewer
 * renders under it too (its viewer is a frame of its own, outside this document's policy). A video
 * or a sound opened by itself in a tab does not play in Chromium (its media page fetches the file
 * again, from the opaque origin); the app never links one so, and `?download=1` saves it. The
 * directives the app's policy names (object-src, base-uri, frame-ancestors) are kept explicit:
 * the player's PDF frame is a frame of the app, and no other site may frame a file.
 */
export const FILE_CSP = "sandbox; default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** Set before routing goes on, so 404, 416, 304 and refused queries carry them as well. */
export function fileAnswerHeaders(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('content-security-policy', FILE_CSP).header('x-content-type-options', 'nosniff');
  done();
}

const UNSAFE = new RegExp(UNSAFE_FILE_NAME_CHARS.source, 'gu');

/**
 * `filename*` per RFC 6266/8187, with a plain ASCII `filename` for old clients. Controls and
 * text-direction marks are dropped: uploads refuse them, and a name stored before that rule must
 * not reorder what the browser shows as the download's name.
 */
export function namedDisposition(type: 'attachment' | 'inline', name: string): string {
  const clean = name.replace(UNSAFE, '');
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const attachmentDisposition = (name: string) => namedDisposition('attachment', name);

/**
 * How a file is handed over: images, video and sound inline (the app's elements show them); a PDF
 * inline only for the journey player's frame, which asks with `?inline=1`; a PDF anywhere else,
 * `?download=1` and any other type as an attachment, saved rather than opened as a page.
 */
export function dispositionOf(contentType: string, name: string, query: { download?: '0' | '1'; inline?: '0' | '1' }): string {
  if (query.download === '1') return attachmentDisposition(name);
  const kind = isAllowedType(contentType) ? kindOf(contentType) : null;
  if (kind === 'image' || kind === 'video' || kind === 'audio') return 'inline';
  if (kind === 'pdf' && query.inline === '1') return namedDisposition('inline', name);
  return attachmentDisposition(name);
}
