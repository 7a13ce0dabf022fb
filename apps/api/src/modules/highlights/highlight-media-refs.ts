import { embedSrc, isEmbedId, type EmbedProvider, type HighlightAdmin } from '@rumo/contract';
import { alias } from 'drizzle-orm/pg-core';
import { files, highlights } from '../../db/schema/index.ts';
import { fileUrl } from '../files/index.ts';

// Where a highlight's cover and media are (decision 1606): an uploaded file (served by the files
// module, the cover as its thumbnail variant), an embed (provider + id; the player's address is
// built here, never stored), or a /media path of the starter content.

export const thumbnailFile = alias(files, 'thumbnail_file');
export const mediaFile = alias(files, 'media_file');

/** Select these, joining `thumbnailFile`, to present a highlight's cover. */
export const thumbnailColumns = {
  thumbnailPath: highlights.thumbnail,
  thumbnailFileId: thumbnailFile.id,
  thumbnailFileName: thumbnailFile.originalName,
  thumbnailFileType: thumbnailFile.contentType,
  thumbnailFileHasPreview: thumbnailFile.thumbnailKey,
};

/** Select these, joining `thumbnailFile` and `mediaFile`, to present a highlight's cover and media. */
export const refColumns = {
  ...thumbnailColumns,
  mediaPath: highlights.mediaUrl,
  mediaFileId: mediaFile.id,
  mediaFileName: mediaFile.originalName,
  mediaFileType: mediaFile.contentType,
  embedProvider: highlights.embedProvider,
  embedId: highlights.embedId,
};

export type RefRow = {
  thumbnailPath: string | null;
  thumbnailFileId: string | null;
  thumbnailFileName: string | null;
  thumbnailFileType: string | null;
  thumbnailFileHasPreview: string | null;
  mediaPath: string | null;
  mediaFileId: string | null;
  mediaFileName: string | null;
  mediaFileType: string | null;
  embedProvider: string | null;
  embedId: string | null;
};

export type ThumbnailRow = Pick<RefRow, keyof typeof thumbnailColumns>;

export function embedOf(row: Pick<RefRow, 'embedProvider' | 'embedId'>): { provider: EmbedProvider; id: string } | null {
  const provider = row.embedProvider as EmbedProvider | null;
  if (!provider || !row.embedId || !isEmbedId(provider, row.embedId)) return null;
  return { provider, id: row.embedId };
}

/** An uploaded file as the console's record shows it. */
type FileRef = Extract<NonNullable<HighlightAdmin['media']>, { kind: 'file' }>;

/** The uploaded cover: its own address, and its preview (the 480 px WebP thumbnail variant when one was made). */
export function thumbnailUpload(row: ThumbnailRow): FileRef | null {
  if (!row.thumbnailFileId || !row.thumbnailFileName) return null;
  const url = fileUrl({ id: row.thumbnailFileId, originalName: row.thumbnailFileName });
  return {
    kind: 'file',
    file_id: row.thumbnailFileId,
    name: row.thumbnailFileName,
    content_type: row.thumbnailFileType ?? '',
    url,
    preview_url: row.thumbnailFileHasPreview ? `${url}?variant=thumbnail` : url,
  };
}

/** The uploaded video or sound. */
export function mediaUpload(row: RefRow): FileRef | null {
  if (!row.mediaFileId || !row.mediaFileName) return null;
  const url = fileUrl({ id: row.mediaFileId, originalName: row.mediaFileName });
  return { kind: 'file', file_id: row.mediaFileId, name: row.mediaFileName, content_type: row.mediaFileType ?? '', url, preview_url: null };
}

/** The cover's address: an upload's thumbnail variant (480 px WebP), or the seed's /media path. */
export function thumbnailAddress(row: ThumbnailRow): string | null {
  return thumbnailUpload(row)?.preview_url ?? row.thumbnailPath;
}

/** What plays: the uploaded file, the embed's player, or the seed's /media path. */
export function mediaAddress(row: RefRow): string | null {
  const upload = mediaUpload(row);
  if (upload) return upload.url;
  const embed = embedOf(row);
  if (embed) return embedSrc(embed);
  return row.mediaPath;
}
