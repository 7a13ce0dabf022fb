import { clsx } from 'clsx';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { readThemePreference, saveThemePreference, type ThemePreference } from '../../../lib/theme.ts';

const options: { value: ThemePreference; label: string; hint: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'Automático', hint: 'Segue a configuração do seu aparelho.', icon: Monitor },
  { value: 'light', label: 'Claro', hint: 'Fundo claro sempre.', icon: Sun },
  { value: 'dark', label: 'Escuro', hint: 'Fundo escuro sempre.', icon: Moon },
];

/** Light, dark or the system's setting, applied at once and remembered on this device (decision 1322). */
export function ThemeSection() {
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference);
  const choose = (value: ThemePreference) => {
    setPreference(value);
    saveThemePreference(value);
  };
  return (
    <fieldset>
      <legend className="sr-only">Tema</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {options.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-4',
              preference === value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 hover:border-slate-400',
            )}
          >
            <input type="radio" name="theme" value={value} checked={preference === value} onChange={() => choose(value)} className="mt-1 size-4 accent-brand-700" />
            <span className="flex flex-col gap-1">
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </span>
              <span className="text-sm text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
