import type { FileRecord } from '@rumo/contract';
import type { files } from '../../db/schema/index.ts';

/** A file's public address: the id finds it, the name is only for people and downloads. */
export function fileUrl(row: { id: string; originalName: string }): string {
  return `/files/${row.id}/${encodeURIComponent(row.originalName)}`;
}

export function presentFile(row: typeof files.$inferSelect): FileRecord {
  const url = fileUrl(row);
  return {
    id: row.id,
    name: row.originalName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    url,
    thumbnailUrl: row.thumbnailKey ? `${url}?variant=thumbnail` : null,
    createdAt: row.createdAt.toISOString(),
  };
}
