import { z } from './zod.ts';

/** What an upload may be (decision 1602): checked by the file's content, never by its name. */
export const FILE_KINDS = ['video', 'audio', 'pdf', 'image'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The allowed content types, each with its kind (its size limit) and the extension of its downloads. */
export const ALLOWED_FILE_TYPES = {
  'video/mp4': { kind: 'video', extension: 'mp4' },
  'video/webm': { kind: 'video', extension: 'webm' },
  'audio/mpeg': { kind: 'audio', extension: 'mp3' },
  'audio/ogg': { kind: 'audio', extension: 'ogg' },
  'audio/mp4': { kind: 'audio', extension: 'm4a' },
  'application/pdf': { kind: 'pdf', extension: 'pdf' },
  'image/png': { kind: 'image', extension: 'png' },
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/webp': { kind: 'image', extension: 'webp' },
} as const satisfies Record<string, { kind: FileKind; extension: string }>;
export type AllowedFileType = keyof typeof ALLOWED_FILE_TYPES;

/**
 * Characters a file name may not have: the C0 and C1 controls and DEL (`\p{Cc}`), and the invisible
 * marks that reorder text (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069). A name is shown in the
 * console and becomes a download's name, where 'relatorio\u202Efdp.exe' would read 'relatorioexe.pdf'.
 */
export const UNSAFE_FILE_NAME_CHARS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
export const UNSAFE_FILE_NAME_MESSAGE = 'O nome do arquivo não pode ter barras, caracteres de controle nem marcas invisíveis de direção do texto.';
/** A name without those characters and without slashes (a name is never a path). */
export const isSafeFileName = (name: string) => !UNSAFE_FILE_NAME_CHARS.test(name) && !/[/\\]/.test(name);

/** `POST /api/admin/v1/files?name=…`: the body is the file's bytes, its Content-Type the type claimed. */
export const fileUploadQuery = z.object({
  name: z.string().trim().min(1, 'Informe o nome do arquivo.').max(200, 'O nome do arquivo deve ter no máximo 200 caracteres.').refine(isSafeFileName, UNSAFE_FILE_NAME_MESSAGE),
});

export const fileRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where the file is served; `thumbnailUrl` only for images. */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type FileRecord = z.infer<typeof fileRecord>;

export const fileResponse = z.object({ data: fileRecord });

/**
 * `GET /files/:id/:name?` — `download=1` asks for an attachment, `variant=thumbnail` for an image's
 * thumbnail, `inline=1` (PDFs only) for the journey player's PDF frame; a PDF is otherwise an attachment.
 */
export const fileServeParams = z.object({ id: z.string(), name: z.string().optional() });
export const fileServeQuery = z.object({
  download: z.enum(['0', '1']).optional(),
  variant: z.enum(['thumbnail']).optional(),
  inline: z.enum(['0', '1']).optional(),
});
