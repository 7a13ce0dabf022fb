import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeFileName, UNSAFE_FILE_NAME_MESSAGE, type AllowedFileType, type FileRecord } from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { files } from '../../db/schema/index.ts';
import { unprocessable } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../staff/index.ts';
import { presentFile } from './file-presenter.ts';
import { isAllowedType, kindLabel, kindOf, megabytes, provenType, SNIFF_BYTES } from './file-types.ts';

const NOT_ALLOWED = 'Tipo de arquivo não aceito. Envie vídeo (MP4 ou WebM), áudio (MP3, OGG ou M4A), PDF ou imagem (PNG, JPEG ou WebP).';
/** Longest side of an image's thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 480;

type Received = { file: string; size: number; sha256: string; head: Buffer };

/**
 * Streams the request body to a temporary file, hashing it and keeping its first bytes, and stops
 * reading as soon as it passes `maxBytes`: a too-big upload never fills the disk or the memory.
 */
async function receive(body: Readable, dir: string, maxBytes: number, tooBig: () => Error): Promise<Received> {
  const file = path.join(dir, 'upload');
  const hash = createHash('sha256');
  const headParts: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(tooBig());
      hash.update(chunk);
      if (headSize < SNIFF_BYTES) {
        const part = chunk.subarray(0, SNIFF_BYTES - headSize);
        headParts.push(part);
        headSize += part.length;
      }
      callback(null, chunk);
    },
  });
  // A failure anywhere (too big, client gone, disk) destroys every stream of the pipeline: the rest
  // of the body is not read, and the answer goes out at once.
  await pipeline(body, measure, fs.createWriteStream(file, { flags: 'wx' }));
  return { file, size, sha256: hash.digest('hex'), head: Buffer.concat(headParts) };
}

/** Largest image decoded: a 10 MB PNG of one colour can claim gigapixels, each 3–4 bytes once decoded. */
const MAX_IMAGE_PIXELS = 40_000_000;
const READ = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;
const UNREADABLE = 'Não foi possível ler esta imagem. Verifique se o arquivo não está corrompido.';

/** Size and a WebP thumbnail of an image; one sharp cannot read is refused like a spoofed type. */
async function imageFacts(file: string) {
  // Loaded on the first image upload, not at start: libvips costs ~60 ms and ~20 MB of RSS in every
  // server process, and uploads are a staff action (decision 1602).
  const { default: sharp } = await import('sharp');
  // The header alone gives the size, so a too-large image is refused before it is decoded.
  const meta = await sharp(file, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw unprocessable(UNREADABLE);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw unprocessable(`A imagem tem ${meta.width} × ${meta.height} pixels; o limite é de 40 megapixels. Reduza as dimensões e envie de novo.`);
  }
  try {
    const thumbnail = await sharp(file, READ)
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height, thumbnail };
  } catch {
    throw unprocessable(UNREADABLE);
  }
}

export type UploadInput = { name: string; claimedType: string | undefined; declaredLength: number | undefined; body: Readable | null };

/**
 * One upload (decision 1602): the claimed type must be allowed and the bytes must prove it, within
 * the size limit of its kind; images get a thumbnail; the bytes go to the storage driver first and
 * the record (with its audit entry) is written only once they are all there, so a failure leaves
 * no record without bytes (and bytes without a record are removed here or by the orphan collection).
 */
export async function uploadFile(deps: AppDeps, actor: Exclude<AuditActor, 'cli'>, input: UploadInput): Promise<FileRecord> {
  const { db, storage, config } = deps;
  // The route's query schema refuses such a name first; checked here too, for any other caller.
  if (!isSafeFileName(input.name)) throw unprocessable(UNSAFE_FILE_NAME_MESSAGE, { name: UNSAFE_FILE_NAME_MESSAGE });
  const claimed = input.claimedType?.split(';')[0]!.trim().toLowerCase() || undefined;
  if (claimed !== undefined && claimed !== 'application/octet-stream' && !isAllowedType(claimed)) throw unprocessable(NOT_ALLOWED);
  const claimedType = claimed && isAllowedType(claimed) ? claimed : undefined;
  const limits = config.files.maxBytes;
  // Before the type is proven, nothing may pass the largest limit; after, the limit of its kind applies.
  const maxBytes = claimedType ? limits[kindOf(claimedType)] : Math.max(...Object.values(limits));
  const tooBig = (type: AllowedFileType | undefined) => () =>
    unprocessable(type ? `O arquivo passa do limite de ${megabytes(limits[kindOf(type)])} para ${kindLabel(type)}.` : `O arquivo passa do limite de ${megabytes(maxBytes)}.`);
  if (input.declaredLength !== undefined && input.declaredLength > maxBytes) throw tooBig(claimedType)();
  if (!input.body) throw unprocessable('Envie o conteúdo do arquivo no corpo da requisição.');

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'rumo-upload-'));
  const keys: string[] = [];
  try {
    const received = await receive(input.body, dir, maxBytes, tooBig(claimedType));
    if (received.size === 0) throw unprocessable('O arquivo está vazio.');
    const type = await provenType(received.head, claimedType);
    if (!type) {
      throw unprocessable(claimedType ? `O conteúdo do arquivo não corresponde ao tipo informado (${claimedType}). Envie o arquivo original, sem renomeá-lo.` : NOT_ALLOWED);
    }
    if (received.size > limits[kindOf(type)]) throw tooBig(type)();
    const image = kindOf(type) === 'image' ? await imageFacts(received.file) : null;

    const id = randomUUID();
    const storageKey = `${id.slice(0, 2)}/${id}`;
    keys.push(storageKey);
    await storage.put(storageKey, fs.createReadStream(received.file), received.size, type);
    const thumbnailKey = image ? `${storageKey}.thumbnail.webp` : null;
    if (image && thumbnailKey) {
      keys.push(thumbnailKey);
      await storage.put(thumbnailKey, Readable.from([image.thumbnail]), image.thumbnail.length, 'image/webp');
    }
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(files)
        .values({
          id,
          storageKey,
          originalName: input.name,
          contentType: type,
          size: received.size,
          sha256: received.sha256,
          width: image?.width ?? null,
          height: image?.height ?? null,
          thumbnailKey,
          thumbnailSize: image?.thumbnail.length ?? null,
          createdBy: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'file.upload',
        entity: 'file',
        entityId: id,
        after: { name: input.name, contentType: type, size: received.size, sha256: received.sha256 },
      });
      return created!;
    });
    keys.length = 0;
    return presentFile(row);
  } finally {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
