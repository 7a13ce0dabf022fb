import { isMediaHighlight, type FileRecord, type HighlightAdmin, type HighlightCreateRequest, type HighlightType } from '@rumo/contract';
import type { CurrentFile } from '../../../components/console/file-upload-field.tsx';

/** A cover or a media file the form holds: what it sends, and what it shows. */
export type HeldFile = { ref: { kind: 'file'; file_id: string } | { kind: 'site'; path: string }; display: CurrentFile };

/** The editor's fields as the form keeps them (text as typed). */
export type HighlightFormState = {
  type: HighlightType;
  title: string;
  description: string;
  author: string;
  /** Comma-separated, as typed. */
  tags: string;
  content: string;
  /** Minutes, as typed (videos and podcasts). */
  duration: string;
  thumbnail: HeldFile | null;
  mediaSource: 'file' | 'embed';
  mediaFile: HeldFile | null;
  embedUrl: string;
};

export function heldUpload(file: FileRecord): HeldFile {
  return { ref: { kind: 'file', file_id: file.id }, display: { name: file.name, url: file.url, previewUrl: file.thumbnailUrl, contentType: file.contentType } };
}

function heldRef(ref: HighlightAdmin['thumbnail'] | HighlightAdmin['media']): HeldFile | null {
  if (!ref || ref.kind === 'embed') return null;
  if (ref.kind === 'file')
    return { ref: { kind: 'file', file_id: ref.file_id }, display: { name: ref.name, url: ref.url, previewUrl: ref.preview_url, contentType: ref.content_type } };
  return { ref: { kind: 'site', path: ref.path }, display: { name: ref.path.split('/').at(-1) ?? ref.path, url: ref.url } };
}

export function initialState(highlight: HighlightAdmin | null): HighlightFormState {
  if (!highlight) {
    return { type: 'article', title: '', description: '', author: '', tags: '', content: '', duration: '', thumbnail: null, mediaSource: 'file', mediaFile: null, embedUrl: '' };
  }
  const media = highlight.media;
  return {
    type: highlight.type,
    title: highlight.title,
    description: highlight.description,
    author: highlight.author,
    tags: highlight.tags.join(', '),
    content: highlight.content,
    duration: highlight.duration === null ? '' : String(highlight.duration),
    thumbnail: heldRef(highlight.thumbnail),
    mediaSource: media?.kind === 'embed' ? 'embed' : 'file',
    mediaFile: heldRef(media),
    embedUrl: media?.kind === 'embed' ? media.url : '',
  };
}

/** The request body: every field, so a save sends what the editor sees (the server audits only what changed). */
export function requestBody(state: HighlightFormState): HighlightCreateRequest {
  const media = isMediaHighlight(state.type);
  const duration = state.duration.trim();
  return {
    type: state.type,
    title: state.title,
    description: state.description,
    author: state.author,
    tags: state.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    content: state.content,
    // A number input: the server judges the value (whole minutes, 1–600) and answers in pt-BR.
    duration: media && duration ? Number(duration) : null,
    thumbnail: state.thumbnail?.ref ?? null,
    media: !media ? null : state.mediaSource === 'embed' ? (state.embedUrl.trim() ? { kind: 'embed', url: state.embedUrl.trim() } : null) : (state.mediaFile?.ref ?? null),
  };
}

/** The server's field paths ('media.url', 'tags.0', 'thumbnail.file_id') → this form's fields. */
export function fieldErrors(errors: Record<string, string>): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0]!;
    placed[field] ??= message;
  }
  return placed;
}
