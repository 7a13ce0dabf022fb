import { SOURCE_TRUST_LABELS, SOURCE_TRUSTS, type SourceTrust } from '@rumo/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { intervalOptions } from './source-format.ts';

const TRUST_HINTS: Record<SourceTrust, string> = {
  auto: 'As vagas novas entram nas buscas assim que são lidas.',
  review: "As vagas novas esperam 'Em revisão' até a equipe aprovar em Vagas.",
};

/** 'Confiança': two radios with what each means (decision 1504); the form reads it as `trust`. */
export function TrustField({ defaultValue, error }: { defaultValue: SourceTrust; error?: string }) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Confiança</legend>
      {SOURCE_TRUSTS.map((trust) => (
        <label key={trust} className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
          <input type="radio" name="trust" value={trust} defaultChecked={trust === defaultValue} className="mt-1 size-4 shrink-0 accent-brand-700" />
          <span className="flex flex-col gap-0.5">
            <span className="text-sm font-semibold text-slate-900">{SOURCE_TRUST_LABELS[trust]}</span>
            <span className="text-sm text-slate-700">{TRUST_HINTS[trust]}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** 'Frequência': sync every 1, 6, 12 or 24 hours (or the source's own interval); the form reads it as `interval_minutes`. */
export function IntervalField({ defaultValue, error, className }: { defaultValue: number; error?: string; className?: string }) {
  return (
    <Select
      name="interval_minutes"
      label="Frequência"
      defaultValue={String(defaultValue)}
      options={intervalOptions(defaultValue)}
      error={error}
      containerClassName={clsx(className)}
    />
  );
}

/** The form's text, trimmed; '' when absent. */
export const formText = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Focuses the first control the server found fault with, in the form's order (decision 1310's rule for the console). */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/** 'Endereço base': replaces the kind's default host (mirrors, tests); the form reads it as `base_url`. */
export function BaseUrlField({ defaultValue, hint, error, className }: { defaultValue?: string; hint: string; error?: string; className?: string }) {
  return (
    <Input
      name="base_url"
      label="Endereço base"
      optional
      type="url"
      inputMode="url"
      maxLength={500}
      placeholder="https://"
      defaultValue={defaultValue}
      hint={hint}
      error={error}
      containerClassName={className}
    />
  );
}
