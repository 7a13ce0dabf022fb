import { isLinkOrSitePath, type FileKind } from '@rumo/contract';
import { ChevronRight } from 'lucide-react';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { FileUploadField, type CurrentFile } from '../../../components/console/file-upload-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { FocusHandle } from './content-body-field.tsx';

/** The server's own words for a media body that is not a link (journey-drafts.service.ts). */
export const MEDIA_URL_MESSAGE = 'Informe o endereço do arquivo: um caminho do site (/media/...) ou um link http(s).';

/** The problem with a media address, or null; empty is allowed in a draft (required at 'Publicar'). */
export function mediaUrlProblem(value: string): string | null {
  const url = value.trim();
  return url === '' || isLinkOrSitePath(url) ? null : MEDIA_URL_MESSAGE;
}

type MediaKind = { file: string; address: string; kinds: readonly FileKind[]; contentType?: string };

// A download is supporting material: a PDF or an image (a checklist, an infographic). Sound and
// video have their own content types, which play and count the learner's progress (decision 1604).
const MEDIA: Record<string, MediaKind> = {
  video: { file: 'Arquivo do vídeo', address: 'Endereço do vídeo', kinds: ['video'], contentType: 'video/*' },
  audio: { file: 'Arquivo do áudio', address: 'Endereço do áudio', kinds: ['audio'], contentType: 'audio/*' },
  file: { file: 'Arquivo PDF', address: 'Endereço do PDF', kinds: ['pdf'], contentType: 'application/pdf' },
  download: { file: 'Arquivo para baixar', address: 'Endereço do arquivo para baixar', kinds: ['pdf', 'image'] },
};

/** An address our files API served (`/files/<id>/<name>`, decision 1602). */
const UPLOADED = /^\/files\/[0-9a-f-]{36}\//i;

/** What the field shows for an address: the upload's name, or the address's last part. */
function currentFile(url: string, contentType?: string): CurrentFile | null {
  if (url === '') return null;
  const last = url.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? url;
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: the raw text is still a fine name to show.
  }
  return { name, url, contentType };
}

export type MediaBodyFieldProps = { type: string; value: string; onChange: (url: string) => void; onBlur?: () => void; error?: string; ref?: Ref<FocusHandle> };

/**
 * The body of a video, audio, file or download content: an upload through the files API (the
 * body becomes its served address, `/files/<id>/<name>`) or, under 'ou informe um endereço', a
 * path of the site (/media/…, the starter content's) or an http(s) link, checked as the server
 * does (`isLinkOrSitePath`). One value either way (decisions 1602, 1604).
 */
export function MediaBodyField({ type, value, onChange, onBlur, error, ref }: MediaBodyFieldProps) {
  const media = MEDIA[type] ?? MEDIA.download!;
  const id = `media-body-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const address = useRef<HTMLInputElement>(null);
  // An address that is not an upload is shown open: the editor sees what the content points at.
  const [open, setOpen] = useState(value.trim() !== '' && !UPLOADED.test(value.trim()));
  const shown = open || Boolean(error);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        // A refused address is in the disclosure: opened first, so the input can take the focus.
        flushSync(() => setOpen(true));
        address.current?.focus();
      },
    }),
    [],
  );

  return (
    <div className="flex flex-col gap-2">
      <FileUploadField
        id={`${id}-file`}
        label={media.file}
        kinds={media.kinds}
        current={currentFile(value.trim(), media.contentType)}
        onUploaded={(file) => onChange(file.url)}
        onRemove={value.trim() !== '' ? () => onChange('') : undefined}
        hint="Pode ficar em branco no rascunho; é exigido ao publicar."
      />
      <details
        open={shown}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="group rounded-xl border border-slate-200 bg-white open:p-3 [&:not([open])]:border-transparent"
      >
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          ou informe um endereço
        </summary>
        <Input
          ref={address}
          id={`${id}-url`}
          label={media.address}
          inputMode="url"
          maxLength={2000}
          placeholder="/media/... ou https://"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={error}
          hint="Um caminho do site (/media/...) ou um link http(s)."
          containerClassName="mt-2"
        />
      </details>
    </div>
  );
}
