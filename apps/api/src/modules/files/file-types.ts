import { ALLOWED_FILE_TYPES, type AllowedFileType } from '@rumo/contract';
import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes file-type needs to recognise every allowed type. */
export const SNIFF_BYTES = 4100;

export const isAllowedType = (type: string): type is AllowedFileType => Object.hasOwn(ALLOWED_FILE_TYPES, type);

/**
 * The container each detected type is, so that a claim and the bytes are compared by what the
 * bytes can prove: an MP4 file is the same container whether it holds video or only sound
 * (file-type calls the latter audio/x-m4a), and Opus is one codec of the Ogg container.
 */
const CONTAINER: Record<string, string> = {
  'video/mp4': 'mp4',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'mp4',
  'video/quicktime': 'mp4',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'video/ogg': 'ogg',
};
// file-type names some types with parameters ('audio/ogg; codecs=opus'): the container is the bare type.
const containerOf = (type: string) => {
  const bare = type.split(';')[0]!.trim();
  return CONTAINER[bare] ?? bare;
};

/**
 * The allowed type the first bytes prove (decision 1602): the claimed one when the bytes are of
 * its container, the detected one when nothing was claimed; null when they do not match or are
 * of no allowed type.
 */
export async function provenType(head: Buffer, claimed: AllowedFileType | undefined): Promise<AllowedFileType | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  if (claimed) return containerOf(detected.mime) === containerOf(claimed) ? claimed : null;
  const sameContainer = Object.keys(ALLOWED_FILE_TYPES).find((t) => containerOf(t) === containerOf(detected.mime));
  return (sameContainer as AllowedFileType | undefined) ?? null;
}

export const kindOf = (type: AllowedFileType) => ALLOWED_FILE_TYPES[type].kind;

const KIND_LABEL = { video: 'vídeos', audio: 'áudios', pdf: 'PDFs', image: 'imagens' } as const;
export const kindLabel = (type: AllowedFileType) => KIND_LABEL[kindOf(type)];

/** '1,5 MB' — sizes in messages, the pt-BR way. */
export function megabytes(bytes: number): string {
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
