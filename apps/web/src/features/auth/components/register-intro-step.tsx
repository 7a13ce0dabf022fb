import { linkedinField } from '@rumo/contract';
import { clsx } from 'clsx';
import { FileText, Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LinkedinInput } from '../../../components/ui/linkedin-input.tsx';

export type FillMode = 'manual' | 'linkedin';

type Props = {
  headingRef: (el: HTMLHeadingElement | null) => void;
  initialLinkedin: string;
  onNext: (linkedin: string) => void;
};

const options: { value: FillMode; title: string; text: string; icon: typeof FileText }[] = [
  { value: 'manual', title: 'Preencher manualmente', text: 'Informe seus dados agora e monte o currículo depois, no seu ritmo.', icon: FileText },
  { value: 'linkedin', title: 'Usar meu perfil do LinkedIn', text: 'Cole o endereço do seu perfil; ele fica salvo na sua conta e aparece no currículo.', icon: Link2 },
];

/** Step 1. The LinkedIn option only stores the profile URL (decision 0006: no scraping, no OAuth). */
export function RegisterIntroStep({ headingRef, initialLinkedin, onNext }: Props) {
  const [mode, setMode] = useState<FillMode>(initialLinkedin ? 'linkedin' : 'manual');
  const [linkedin, setLinkedin] = useState(initialLinkedin);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'manual') return onNext('');
    const parsed = linkedinField.safeParse(linkedin);
    if (!parsed.success || parsed.data === '') {
      setError(parsed.success ? 'Cole o endereço do seu perfil do LinkedIn.' : (parsed.error.issues[0]?.message ?? 'Endereço inválido.'));
      return;
    }
    onNext(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none">
          Crie sua conta
        </h1>
        <p className="text-slate-600">Antes de começar, vamos preencher as informações do seu currículo</p>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">Como deseja preencher?</legend>
        {options.map(({ value, title, text, icon: Icon }) => (
          <label
            key={value}
            className={clsx(
              'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors',
              mode === value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 hover:border-slate-400',
            )}
          >
            <input type="radio" name="fill-mode" value={value} checked={mode === value} onChange={() => setMode(value)} className="mt-1 size-4 accent-brand-700" />
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-slate-900">{title}</span>
              <span className="text-sm text-slate-600">{text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === 'linkedin' && (
        <LinkedinInput
          label="Endereço do seu perfil no LinkedIn"
          autoComplete="url"
          value={linkedin}
          onChange={(event) => {
            setLinkedin(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      )}
      <Button type="submit" size="lg" block>
        Avançar
      </Button>
    </form>
  );
}
