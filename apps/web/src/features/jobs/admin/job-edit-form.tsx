import {
  BRAZIL_STATES,
  BRAZIL_UFS,
  JOB_AFFIRMATIVE_LABEL,
  JOB_REMOTE_REGION_MAX,
  JOB_TYPES,
  SALARY_PERIOD_LABEL,
  SALARY_PERIODS,
  SENIORITIES,
  WORK_MODELS,
  type JobAdminDetail,
  type JobAdminPatch,
} from '@rumo/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useEditJob } from './jobs-admin-api.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO → the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The fields of the form as the PATCH wants them; only those that differ from the job are sent, so
 * the audit log records what the moderator really changed (decision 1402).
 */
export function changedFields(job: JobAdminDetail, form: FormData): JobAdminPatch {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  // '5.500,50' and '5500.50' alike: a comma means Brazilian writing, whose dots group thousands.
  const amount = (name: string) => {
    const raw = text(name);
    const plain = raw.includes(',') ? raw.replace(/\./g, '').replace(',', '.') : raw;
    return plain === '' ? null : Number(plain);
  };
  const next: Required<{ [K in keyof JobAdminPatch]: unknown }> = {
    title: text('title'),
    description: String(form.get('description') ?? ''),
    company: text('company') || null,
    city: text('city') || null,
    state: text('state') || null,
    salary: amount('salary'),
    salary_max: amount('salary_max'),
    salary_currency: text('salary_currency').toUpperCase() || 'BRL',
    salary_period: text('salary_period') || 'month',
    url: text('url') || null,
    apply_url: text('apply_url') || null,
    remote_region: text('remote_region') || null,
    affirmative: form.get('affirmative') === 'on',
    job_type: text('job_type') || null,
    work_model: text('work_model') || null,
    seniority: text('seniority') || null,
    skills: text('skills')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    published_at: fromLocalInput(text('published_at')) ?? job.published_at,
    expired_at: fromLocalInput(text('expired_at')),
  };
  const current: Record<string, unknown> = {
    ...job,
    published_at: fromLocalInput(toLocalInput(job.published_at)),
    expired_at: fromLocalInput(toLocalInput(job.expired_at)),
  };
  const patch: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(next)) if (JSON.stringify(value) !== JSON.stringify(current[name])) patch[name] = value;
  return patch as JobAdminPatch;
}

/** Correcting a job's fields; validation is the server's (the import's rules), shown field by field. */
export function JobEditForm({ job }: { job: JobAdminDetail }) {
  const edit = useEditJob(job.id);
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const patch = changedFields(job, new FormData(event.currentTarget));
    if (Object.keys(patch).length === 0) {
      notify({ type: 'info', message: 'Nenhuma alteração para salvar.' });
      return;
    }
    edit.mutate(patch, {
      onSuccess: () => {
        setErrors({});
        notify({ type: 'success', message: 'Vaga atualizada com sucesso!' });
      },
      onError: (error) => {
        setErrors(isApiError(error) ? error.errors : {});
        notify({ type: 'error', message: error.message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6" aria-labelledby="job-edit-title">
      <h2 id="job-edit-title" className="text-lg font-semibold text-slate-900 sm:col-span-2">
        Dados da vaga
      </h2>
      <Input name="title" label="Título" defaultValue={job.title} required maxLength={200} error={errors.title} containerClassName="sm:col-span-2" />
      <Input name="company" label="Empresa" defaultValue={job.company ?? ''} maxLength={200} optional error={errors.company} />
      <Input name="url" label="Link da vaga" defaultValue={job.url ?? ''} maxLength={2000} optional error={errors.url} hint="http://, https:// ou um caminho do Rumo." />
      <Input name="city" label="Cidade" defaultValue={job.city ?? ''} maxLength={120} optional error={errors.city} />
      <Select
        name="state"
        label="Estado"
        placeholder="Não informado"
        defaultValue={job.state ?? ''}
        error={errors.state}
        options={BRAZIL_UFS.map((uf) => ({ value: uf, label: `${BRAZIL_STATES[uf]} (${uf})` }))}
      />
      <Input
        name="apply_url"
        label="Link de candidatura"
        defaultValue={job.apply_url ?? ''}
        maxLength={2000}
        optional
        error={errors.apply_url}
        hint="Quando a candidatura é feita em outro endereço; senão, vale o link da vaga."
      />
      <Input name="salary" label="Salário mínimo (ou único)" inputMode="decimal" defaultValue={job.salary === null ? '' : String(job.salary)} optional error={errors.salary} />
      <Input
        name="salary_max"
        label="Salário máximo"
        inputMode="decimal"
        defaultValue={job.salary_max === null ? '' : String(job.salary_max)}
        optional
        error={errors.salary_max}
        hint="Vazio: 'A partir de' o mínimo."
      />
      <Input name="salary_currency" label="Moeda" defaultValue={job.salary_currency} maxLength={3} error={errors.salary_currency} hint="Código ISO 4217: BRL, USD, EUR." />
      <Select
        name="salary_period"
        label="Período do salário"
        defaultValue={job.salary_period}
        options={SALARY_PERIODS.map((value) => ({ value, label: SALARY_PERIOD_LABEL[value] }))}
        error={errors.salary_period}
      />
      <Select name="job_type" label="Contratação" placeholder="Não informado" defaultValue={job.job_type ?? ''} options={options(JOB_TYPES)} error={errors.job_type} />
      <Select
        name="work_model"
        label="Modelo de trabalho"
        placeholder="Não informado"
        defaultValue={job.work_model ?? ''}
        options={options(WORK_MODELS)}
        error={errors.work_model}
      />
      <Input
        name="remote_region"
        label="Remoto: aberto a"
        defaultValue={job.remote_region ?? ''}
        maxLength={JOB_REMOTE_REGION_MAX}
        optional
        error={errors.remote_region}
        hint="Região de quem pode se candidatar, por exemplo Brasil ou América Latina."
      />
      <Select name="seniority" label="Senioridade" placeholder="Não informado" defaultValue={job.seniority ?? ''} options={options(SENIORITIES)} error={errors.seniority} />
      <Input name="published_at" label="Publicada em" type="datetime-local" defaultValue={toLocalInput(job.published_at)} error={errors.published_at} />
      <Input name="expired_at" label="Expira em" type="datetime-local" defaultValue={toLocalInput(job.expired_at)} optional error={errors.expired_at} />
      <Input
        name="skills"
        label="Habilidades"
        defaultValue={job.skills.join(', ')}
        optional
        hint="Separadas por vírgula."
        error={errors.skills}
        containerClassName="sm:col-span-2"
      />
      <Checkbox name="affirmative" label={JOB_AFFIRMATIVE_LABEL} defaultChecked={job.affirmative} className="min-h-11 sm:col-span-2" />
      {errors.affirmative && <p className="text-sm text-red-700 sm:col-span-2">{errors.affirmative}</p>}
      <Textarea
        name="description"
        label="Descrição"
        defaultValue={job.description}
        rows={10}
        maxLength={20000}
        error={errors.description}
        hint="Texto simples; cada linha vira um parágrafo, linhas com '- ' viram lista."
        containerClassName="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={edit.isPending}>
          Salvar alterações
        </Button>
      </div>
    </form>
  );
}
