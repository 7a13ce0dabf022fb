import { isLinkOrSitePath } from '@rumo/contract';
import type { Ref } from 'react';
import { Input } from '../../../components/ui/input.tsx';

/** The server's own words for a media body that is not a link (journey-drafts.service.ts). */
export const MEDIA_URL_MESSAGE = 'Informe o endereço do arquivo: um caminho do site (/media/...) ou um link http(s).';

/** The problem with a media address, or null; empty is allowed in a draft (required at 'Publicar'). */
export function mediaUrlProblem(value: string): string | null {
  const url = value.trim();
  return url === '' || isLinkOrSitePath(url) ? null : MEDIA_URL_MESSAGE;
}

const LABELS: Record<string, string> = {
  video: 'Endereço do vídeo',
  audio: 'Endereço do áudio',
  file: 'Endereço do PDF',
  download: 'Endereço do arquivo para baixar',
};

/** `ref` reaches the input, so a server error can focus it (react-hook-form's Controller). */
export type MediaUrlFieldProps = { type: string; value: string; onChange: (url: string) => void; onBlur?: () => void; error?: string; ref?: Ref<HTMLInputElement> };

/**
 * The body of a video, audio, file or download content: the address of its file, checked like the
 * server does (`isLinkOrSitePath`). Its own component so that uploads can come in here (decision 1604).
 */
export function MediaUrlField({ type, value, onChange, onBlur, error, ref }: MediaUrlFieldProps) {
  return (
    <Input
      ref={ref}
      label={LABELS[type] ?? 'Endereço do arquivo'}
      inputMode="url"
      maxLength={2000}
      placeholder="/media/... ou https://"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
      hint="Um caminho do site (/media/...) ou um link http(s). Pode ficar em branco no rascunho; é exigido ao publicar."
    />
  );
}
