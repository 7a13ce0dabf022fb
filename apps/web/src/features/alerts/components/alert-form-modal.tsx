import type { JobAlert } from '@rumo/contract';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SkeletonText } from '../../../components/ui/skeleton.tsx';
import { isApiError, serverMessage } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { useJobTypes, usePositions, useSaveAlert } from '../api/alerts-api.ts';
import { alertMessages as m } from '../api/alert-messages.ts';
import { alertFormResolver, emptyAlertForm, formValuesOf, type AlertFormValues, type AlertPayload } from '../lib/alert-form.ts';
import { AlertFormFields } from './alert-form-fields.tsx';

export type AlertFormModalProps = {
  open: boolean;
  /** The alert being edited, or null to create one. */
  alert: JobAlert | null;
  onClose: () => void;
};

const formFields: (keyof AlertFormValues)[] = ['position_text', 'job_type_id', 'state', 'city', 'min_salary', 'max_salary', 'frequency', 'is_active'];

/** Spec: modal 'Criar Alerta' / 'Editar Alerta' with Cancelar and Criar / Atualizar. */
export function AlertFormModal({ open, alert, onClose }: AlertFormModalProps) {
  const notify = useNotify();
  const formId = useId();
  const positions = usePositions(open);
  const types = useJobTypes(open);
  const save = useSaveAlert();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AlertFormValues, unknown, AlertPayload>({ resolver: alertFormResolver, defaultValues: emptyAlertForm, shouldFocusError: false });
  // Focus the first invalid field in reading order (react-hook-form would pick registration order).
  const focusFirstError = (errors: Partial<Record<keyof AlertFormValues, unknown>>) => {
    const first = formFields.find((field) => errors[field]);
    if (first) form.setFocus(first);
  };
  const editing = alert !== null;

  useEffect(() => {
    if (!open) return;
    form.reset(alert ? formValuesOf(alert) : emptyAlertForm);
    setFailure(null);
  }, [open, alert, form]);

  // Spec: a failure to load the form's lists shows 'Erro ao carregar dados' — inside the modal only:
  // the page's banner would sit behind the modal's backdrop (issue 13 item 9, docs/decisions/1308).
  const dataFailed = (positions.isError && !positions.data) || (types.isError && !types.data);

  const onValid = async (body: AlertPayload) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: alert?.id ?? null, body });
      notify({ type: 'success', message: editing ? m.updated : m.created });
      onClose();
    } catch (error) {
      // A failure is said once, inside the modal (the banner would be behind its backdrop): field
      // errors beside their fields with 'Erro ao salvar alerta' above, other failures above the form.
      if (isApiError(error) && error.status === 429) {
        // Spec: a 429 shows the server's message, or the daily-limit text when it sent none.
        setFailure(serverMessage(error) ?? m.dailyLimit);
      } else {
        // The position is chosen by text; the server names the id it resolved to.
        const placed = setServerErrors(error, form.setError, formFields, { rename: (field) => (field === 'job_position_id' ? 'position_text' : field) });
        const onFields = Object.keys(placed).length > 0;
        setFailure(!onFields && isApiError(error) && error.status === 422 && error.message ? error.message : m.saveError);
      }
    }
  };

  const ready = positions.data !== undefined && types.data !== undefined;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Editar Alerta' : 'Criar Alerta'}
      description="Receba por e-mail as novas vagas que combinam com este alerta."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} disabled={!ready}>
            {editing ? 'Atualizar' : 'Criar'}
          </Button>
        </>
      }
    >
      {dataFailed ? (
        <Alert
          type="error"
          title={m.formDataError}
          action={
            <Button variant="secondary" size="sm" onClick={() => void Promise.all([positions.refetch(), types.refetch()])}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar os cargos e os tipos de contratação.
        </Alert>
      ) : !ready ? (
        <SkeletonText lines={6} label="Carregando dados do formulário…" />
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(onValid, focusFirstError)(event)}>
          {failure && (
            <Alert type="error" className="mb-4">
              {failure}
            </Alert>
          )}
          <AlertFormFields form={form} positions={positions.data} types={types.data} />
        </form>
      )}
    </Modal>
  );
}
