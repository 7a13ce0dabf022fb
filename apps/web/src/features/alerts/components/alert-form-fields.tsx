import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type JobPosition, type JobTypeOption } from '@rumo/contract';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useCitySuggestions } from '../api/alerts-api.ts';
import { parseMoneyInput, moneyInputText, type AlertFormValues, type AlertPayload } from '../lib/alert-form.ts';
import { stateOptions } from '../lib/alert-display.ts';
import { PositionSearch } from './position-search.tsx';

export type AlertFormFieldsProps = {
  form: UseFormReturn<AlertFormValues, unknown, AlertPayload>;
  positions: readonly JobPosition[];
  types: readonly JobTypeOption[];
};

const frequencyOptions = ALERT_FREQUENCIES.map((f) => ({ value: f, label: ALERT_FREQUENCY_LABELS[f] }));

/** Cargo, tipo, estado, cidade, salários (R$), frequência and ativo: the body of the alert modal. */
export function AlertFormFields({ form, positions, types }: AlertFormFieldsProps) {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const citiesId = useId();
  const cities = useCitySuggestions(watch('state'));
  // Amounts typed as "5000" read back as "5.000,00" once the field is left.
  const tidyMoney = (field: 'min_salary' | 'max_salary') => () => {
    const amount = parseMoneyInput(form.getValues(field));
    if (typeof amount === 'number') setValue(field, moneyInputText(amount));
  };

  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={control}
        name="position_text"
        render={({ field }) => (
          <PositionSearch
            text={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            positions={positions}
            error={errors.position_text?.message}
            onChange={(text, position) => {
              field.onChange(text);
              setValue('job_position_id', position?.id ?? null);
            }}
          />
        )}
      />
      <Select
        label="Tipo de contratação"
        placeholder="Selecione…"
        options={types.map((t) => ({ value: String(t.id), label: t.type }))}
        required
        error={errors.job_type_id?.message}
        {...register('job_type_id')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Estado" placeholder="Selecione…" options={stateOptions} required error={errors.state?.message} {...register('state')} />
        <Input label="Cidade" autoComplete="address-level2" list={citiesId} required error={errors.city?.message} {...register('city')} />
        <datalist id={citiesId}>
          {(cities.data ?? []).map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Salário mínimo (R$)"
          inputMode="decimal"
          placeholder="Sem mínimo"
          optional
          error={errors.min_salary?.message}
          {...register('min_salary', { onBlur: tidyMoney('min_salary') })}
        />
        <Input
          label="Salário máximo (R$)"
          inputMode="decimal"
          placeholder="Sem máximo"
          optional
          error={errors.max_salary?.message}
          {...register('max_salary', { onBlur: tidyMoney('max_salary') })}
        />
      </div>
      <p className="-mt-2 text-xs text-slate-600">Deixe em branco para não limitar. Vagas sem salário informado (a combinar) também são enviadas.</p>
      <Select label="Frequência" options={frequencyOptions} error={errors.frequency?.message} {...register('frequency')} />
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <Switch label="Alerta ativo" hint="Receba as novas vagas deste alerta por e-mail." checked={field.value} onChange={field.onChange} name={field.name} />
        )}
      />
    </div>
  );
}
