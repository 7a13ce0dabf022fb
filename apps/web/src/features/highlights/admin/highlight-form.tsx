import { EMBED_PROVIDER_LABEL, EMBED_PROVIDERS_FOR_TYPE, HIGHLIGHT_TYPES, isMediaHighlight, parseEmbedUrl, type HighlightType } from '@rumo/contract';
import { clsx } from 'clsx';
import type { FormEvent } from 'react';
import { FileUploadField } from '../../../components/console/file-upload-field.tsx';
import { RichTextEditor } from '../../../components/console/rich-text-editor.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { HIGHLIGHT_TYPE_LABEL } from '../lib/highlight-display.ts';
import { heldUpload, type HighlightFormState } from './highlight-form-state.ts';

export type HighlightFormProps = {
  state: HighlightFormState;
  onChange: (next: HighlightFormState) => void;
  errors: Record<string, string>;
  onSubmit: () => void;
  saving: boolean;
  /** Reading time the server computed from the saved text (articles and news). */
  readTime: number | null;
  submitLabel: string;
};

const MEDIA_LABEL: Record<HighlightType, string> = { video: 'Vídeo', podcast: 'Áudio do episódio', article: '', news: '' };

/** What the embed link is, as the editor types it: 'YouTube, vídeo dQw4w9WgXcQ', or why it will be refused. */
function embedHint(type: HighlightType, url: string): string {
  const providers = EMBED_PROVIDERS_FOR_TYPE[type].map((p) => EMBED_PROVIDER_LABEL[p]).join(' ou ');
  const parsed = url.trim() ? parseEmbedUrl(url) : null;
  if (parsed && EMBED_PROVIDERS_FOR_TYPE[type].includes(parsed.provider)) return `Reconhecido: ${EMBED_PROVIDER_LABEL[parsed.provider]} (${parsed.id}).`;
  return type === 'video' ? `Cole o link de um vídeo do ${providers}.` : `Cole o link de um episódio do ${providers}.`;
}

/** The highlight's fields (decision 1606): type, texts, tags, the rich text, cover, media and length. */
export function HighlightForm({ state, onChange, errors, onSubmit, saving, readTime, submitLabel }: HighlightFormProps) {
  const set = <K extends keyof HighlightFormState>(key: K, value: HighlightFormState[K]) => onChange({ ...state, [key]: value });
  const media = isMediaHighlight(state.type);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="highlight-form-title" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="highlight-form-title" className="text-lg font-semibold text-slate-900">
        Conteúdo
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_2fr]">
        <Select
          label="Tipo"
          value={state.type}
          onChange={(event) => set('type', event.target.value as HighlightType)}
          error={errors.type}
          options={HIGHLIGHT_TYPES.map((value) => ({ value, label: HIGHLIGHT_TYPE_LABEL[value] }))}
        />
        <Input label="Título" value={state.title} onChange={(event) => set('title', event.target.value)} maxLength={200} required error={errors.title} />
      </div>
      <Textarea
        label="Descrição"
        hint="Aparece no cartão da lista de Destaques (até 300 caracteres)."
        rows={2}
        value={state.description}
        onChange={(event) => set('description', event.target.value)}
        maxLength={300}
        error={errors.description}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input label="Autor" value={state.author} onChange={(event) => set('author', event.target.value)} maxLength={120} error={errors.author} />
        <Input label="Tags" hint="Separadas por vírgula, até 10." value={state.tags} onChange={(event) => set('tags', event.target.value)} maxLength={450} error={errors.tags} />
      </div>

      <FileUploadField
        id="highlight-thumbnail"
        label="Imagem da capa"
        kinds={['image']}
        hint="Use uma imagem em 16:9 (ex.: 1280×720); a lista mostra uma miniatura."
        current={state.thumbnail?.display ?? null}
        onUploaded={(file) => set('thumbnail', heldUpload(file))}
        onRemove={state.thumbnail ? () => set('thumbnail', null) : undefined}
        error={errors.thumbnail}
      />

      {media && (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">{MEDIA_LABEL[state.type]}</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Origem da mídia">
            {(['file', 'embed'] as const).map((source) => (
              <label
                key={source}
                className={clsx(
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  state.mediaSource === source ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-800',
                )}
              >
                <input
                  type="radio"
                  name="media-source"
                  value={source}
                  checked={state.mediaSource === source}
                  onChange={() => set('mediaSource', source)}
                  className="size-4 accent-brand-700"
                />
                {source === 'file' ? 'Enviar arquivo' : `Link do ${EMBED_PROVIDERS_FOR_TYPE[state.type].map((p) => EMBED_PROVIDER_LABEL[p]).join(' ou ')}`}
              </label>
            ))}
          </div>
          {state.mediaSource === 'file' ? (
            <FileUploadField
              id="highlight-media"
              label={state.type === 'video' ? 'Arquivo de vídeo' : 'Arquivo de áudio'}
              kinds={state.type === 'video' ? ['video'] : ['audio']}
              current={state.mediaFile?.display ?? null}
              onUploaded={(file) => set('mediaFile', heldUpload(file))}
              onRemove={state.mediaFile ? () => set('mediaFile', null) : undefined}
              error={errors.media}
            />
          ) : (
            <Input
              label="Link"
              type="url"
              inputMode="url"
              placeholder={state.type === 'video' ? 'https://www.youtube.com/watch?v=…' : 'https://open.spotify.com/episode/…'}
              value={state.embedUrl}
              onChange={(event) => set('embedUrl', event.target.value)}
              maxLength={500}
              hint={embedHint(state.type, state.embedUrl)}
              error={errors.media}
            />
          )}
          <Input
            label="Duração (minutos)"
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            step={1}
            value={state.duration}
            onChange={(event) => set('duration', event.target.value)}
            error={errors.duration}
            containerClassName="max-w-48"
          />
        </fieldset>
      )}

      <RichTextEditor
        id="highlight-content"
        label={media ? 'Texto (notas do episódio)' : 'Texto'}
        value={state.content}
        onChange={(html) => set('content', html)}
        error={errors.content}
        hint={!media && readTime ? `Tempo de leitura calculado pelo texto salvo: ${readTime} min.` : undefined}
      />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
