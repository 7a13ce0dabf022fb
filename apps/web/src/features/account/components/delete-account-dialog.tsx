import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountRequest } from '@rumo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError, serverMessage } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notifications.tsx';
import { clearSession } from '../../../lib/session.ts';
import { type DeleteAccountBody, useDeleteAccount } from '../api/account-api.ts';
import { accountMessages as m } from '../api/account-messages.ts';

const FORM_ID = 'delete-account-form';

/** LGPD deletion: asks the password again, then forgets the session and leaves for /login. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountBody>({ resolver: zodResolver(deleteAccountRequest), defaultValues: { password: '' } });

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      clearSession({ reason: 'logout' });
      queryClient.clear();
      notify({ type: 'info', message: 'Sua conta e todos os seus dados foram excluídos.' });
      void navigate('/login', { replace: true });
    } catch (error) {
      if (setServerErrors(error, setError, ['password']).password) return;
      // A refusal (409: the last admin cannot leave), too many attempts (429) or a busy server (503)
      // is said in the server's words, not as a wrong password (decision 1308).
      const busy = isApiError(error) && [409, 429, 503].includes(error.status) ? serverMessage(error) : undefined;
      const message = isApiError(error) && error.status === 422 ? m.wrongPassword : (busy ?? 'Não foi possível excluir a conta agora. Tente novamente.');
      setError('password', { message }, { shouldFocus: true });
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title="Excluir minha conta"
      description="Esta ação é permanente: seu perfil, currículos, candidaturas, alertas e progresso na jornada serão apagados e não poderão ser recuperados."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={mutation.isPending}>
            Excluir definitivamente
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
        <PasswordInput label="Confirme sua senha" autoComplete="current-password" required data-autofocus error={errors.password?.message} {...register('password')} />
      </form>
    </Modal>
  );
}
