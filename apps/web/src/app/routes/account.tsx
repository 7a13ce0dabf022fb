import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { SkeletonText } from '../../components/ui/skeleton.tsx';
import { useMe } from '../../features/account/api/account-api.ts';
import { accountMessages } from '../../features/account/api/account-messages.ts';
import { PrivacySection } from '../../features/account/components/privacy-section.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { SecurityForm } from '../../features/account/components/security-form.tsx';
import { ThemeSection } from '../../features/account/components/theme-section.tsx';
import { useNotify } from '../../lib/notifications.tsx';

function AccountPage() {
  const me = useMe();
  const notify = useNotify();

  useEffect(() => {
    if (me.isError) notify({ type: 'error', message: accountMessages.loadError });
  }, [me.isError, notify]);

  return (
    <>
      <PageHeader title="Configurações da Conta" description="Mantenha seus dados atualizados e cuide da segurança da sua conta." />
      <div className="flex flex-col gap-6">
        <Panel title="Perfil" description="Essas informações aparecem no seu currículo.">
          {me.isPending && <SkeletonText lines={4} />}
          {me.isError && (
            <Alert
              type="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void me.refetch()}>
                  Tentar novamente
                </Button>
              }
            >
              {accountMessages.loadError}
            </Alert>
          )}
          {me.data && <ProfileForm key={me.data.uuid} profile={me.data} />}
        </Panel>
        <Panel title="Segurança" description="Troque sua senha sempre que desconfiar de algum acesso.">
          <SecurityForm />
        </Panel>
        <Panel title="Aparência" description="Escolha o tema claro, o escuro ou o mesmo do seu aparelho.">
          <ThemeSection />
        </Panel>
        <Panel title="Privacidade e dados (LGPD)" description="Você controla seus dados pessoais.">
          <PrivacySection />
        </Panel>
      </div>
    </>
  );
}

export { AccountPage as Component };
