import { ALLOWED_FILE_TYPES, type FileKind, type FileRecord } from '@rumo/contract';
import { FileText, Music, Upload, Video } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, buttonClasses } from '../ui/button.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { safeUrl } from '../../lib/safe-url.ts';
import { acceptedTypes, uploadFile } from './upload-file.ts';

/** What a field currently holds: an uploaded file, or the starter content's /media file. */
export type CurrentFile = { name: string; url: string; /** An image to show (an upload's thumbnail). */ previewUrl?: string | null; contentType?: string };

export type FileUploadFieldProps = {
  label: string;
  /** What may be sent: the kinds of decision 1602 ('image', 'video', 'audio', 'pdf'). */
  kinds: readonly FileKind[];
  current: CurrentFile | null;
  onUploaded: (file: FileRecord) => void;
  /** Offers 'Remover' when given. */
  onRemove?: () => void;
  /** The form's message for this field (e.g. the server's 422 on save). */
  error?: string;
  hint?: ReactNode;
  id?: string;
};

/** 'PNG, JPG ou WEBP' from the allowed types of the kinds. */
function typeNames(kinds: readonly FileKind[]): string {
  const names = [
    ...new Set(
      Object.values(ALLOWED_FILE_TYPES)
        .filter((info) => kinds.includes(info.kind))
        .map((info) => info.extension.toUpperCase()),
    ),
  ];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}` : (names[0] ?? '');
}

const isImage = (file: CurrentFile) => Boolean(file.previewUrl) || /\.(png|jpe?g|webp|svg)$/i.test(file.url) || Boolean(file.contentType?.startsWith('image/'));

function FileIcon({ file }: { file: CurrentFile }) {
  const Icon =
    file.contentType?.startsWith('video/') || /\.(mp4|webm)$/i.test(file.url)
      ? Video
      : file.contentType?.startsWith('audio/') || /\.(mp3|ogg|m4a)$/i.test(file.url)
        ? Music
        : FileText;
  return <Icon aria-hidden="true" className="size-8 shrink-0 text-slate-600" />;
}

/**
 * A file field for the console's editors: sends the chosen file at once through the files API
 * (decision 1602) with a progress bar, shows the server's pt-BR refusal (422 wrong type, 413 too
 * large, 429 too many) and a preview of an image. Reusable by any editor: it only reports the
 * uploaded FileRecord; the form decides what to do with it.
 */
export function FileUploadField({ label, kinds, current, onUploaded, onRemove, error, hint, id }: FileUploadFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const types = acceptedTypes(kinds);
  const allowed = typeNames(kinds);
  const message = uploadError ?? error;
  const hintId = `${inputId}-hint`;
  // The address may be typed (a media content's 'Endereço'): only a safe one becomes a link or an image.
  const href = safeUrl(current?.url);
  const preview = safeUrl(current?.previewUrl ?? current?.url);
  const errorId = `${inputId}-error`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(null);
    if (file.type && !types.includes(file.type)) {
      setUploadError(`Este arquivo não é aceito aqui. Envie ${allowed}.`);
      input.value = '';
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setSending(file.name);
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, setProgress, controller.signal);
      onUploaded(uploaded);
    } catch (caught) {
      if (!(caught instanceof DOMException && caught.name === 'AbortError'))
        setUploadError(isApiError(caught) ? (Object.values(caught.errors)[0] ?? caught.message) : 'Não foi possível enviar o arquivo.');
    } finally {
      if (abort.current === controller) {
        setProgress(null);
        setSending(null);
      }
      input.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {current && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          {isImage(current) && preview ? (
            <img src={preview} alt={`Pré-visualização de ${current.name}`} className="h-20 w-36 rounded-lg bg-slate-200 object-cover" />
          ) : (
            <FileIcon file={current} />
          )}
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noreferrer"
              className="min-w-32 flex-1 text-sm [overflow-wrap:anywhere] font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {current.name}
            </a>
          ) : (
            <span className="min-w-32 flex-1 text-sm [overflow-wrap:anywhere] font-medium text-slate-800">{current.name}</span>
          )}
          {onRemove && (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={sending !== null} aria-label={`Remover ${label.toLowerCase()}`}>
              Remover
            </Button>
          )}
        </div>
      )}
      {/* The native control is kept (keyboard, screen readers) but drawn as our button, so its text is pt-BR whatever the browser's language. */}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={types.join(',')}
          onChange={(event) => void choose(event)}
          disabled={sending !== null}
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={buttonClasses({
            variant: 'secondary',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          })}
        >
          <Upload aria-hidden="true" className="size-4" />
          {current ? 'Trocar arquivo' : 'Escolher arquivo'}
        </label>
      </div>
      {progress !== null && sending && (
        <div className="flex flex-col gap-1" aria-live="polite">
          <ProgressBar value={progress * 100} label={`Enviando ${sending}`} />
          <span className="text-xs text-slate-700">
            Enviando {sending}… {Math.round(progress * 100)}%
          </span>
        </div>
      )}
      <p id={hintId} className="text-xs text-slate-600">
        {hint ? <>{hint} </> : null}
        Formatos: {allowed}.
      </p>
      {message && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
