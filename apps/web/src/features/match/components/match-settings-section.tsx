import type { MatchCurriculum } from '@rumo/contract';
import { Select } from '../../../components/ui/select.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useMatchSettings, useSaveMatchSettings } from '../api/match-api.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

const LATEST = '';

export type MatchSettingsSectionProps = {
  /** The user's CVs, for 'Currículo usado' (the route reads them from the curriculum feature). */
  curricula: MatchCurriculum[] | undefined;
  /** After a change: the screen refreshes the other features' queries that carry scores. */
  onSaved?: () => void;
};

/**
 * 'Compatibilidade com meu currículo' in Configurações da Conta (docs/decisions/1704): the switch
 * (LGPD: off means nothing is computed) and which CV the scores use. Each change is saved at once.
 */
export function MatchSettingsSection({ curricula, onSaved }: MatchSettingsSectionProps) {
  const settings = useMatchSettings();
  const save = useSaveMatchSettings(onSaved);
  const notify = useNotify();

  if (settings.isPending) return <SkeletonText lines={2} />;
  if (settings.isError) {
    return <RetryAlert onRetry={() => void settings.refetch()}>Não foi possível carregar esta preferência.</RetryAlert>;
  }

  const current = settings.data;
  const change = (enabled: boolean, curriculumUuid: string | null) =>
    save.mutate(
      { enabled, curriculum_uuid: curriculumUuid },
      {
        onSuccess: (saved) =>
          notify({ type: 'success', message: saved.enabled ? 'Compatibilidade ativada: as vagas mostram o quanto combinam com seu currículo.' : 'Compatibilidade desativada.' }),
        onError: (error) => notify({ type: 'error', message: isApiError(error) && error.status === 422 ? error.message : 'Não foi possível salvar. Tente novamente.' }),
      },
    );

  const options = [{ value: LATEST, label: 'O mais recente' }, ...(curricula ?? []).map((cv) => ({ value: cv.uuid, label: cv.name }))];
  return (
    <div className="flex flex-col gap-5">
      <Switch
        label="Compatibilidade com meu currículo"
        hint="A nota de cada vaga é calculada aqui no Rumo a partir do seu currículo; nada sai do Rumo."
        checked={current.enabled}
        disabled={save.isPending}
        onChange={(enabled) => change(enabled, current.curriculum_uuid)}
      />
      <Select
        label="Currículo usado"
        value={current.curriculum_uuid ?? LATEST}
        options={options}
        disabled={!current.enabled || save.isPending}
        hint={
          current.enabled && current.curriculum
            ? `As notas usam agora o currículo ${current.curriculum.name}.`
            : current.enabled
              ? 'Você ainda não tem currículo.'
              : 'Ative a compatibilidade para escolher o currículo.'
        }
        onChange={(event) => change(current.enabled, event.target.value || null)}
        containerClassName="max-w-md"
      />
    </div>
  );
}
