import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { SkeletonText } from '../../components/ui/skeleton.tsx';
import { useMe } from '../../features/account/api/account-api.ts';
import { accountMessages } from '../../features/account/api/account-messages.ts';
import { PrivacySection } from '../../features/account/components/privacy-section.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { SecurityForm } from '../../features/account/components/security-form.tsx';
import { ThemeSection } from '../../features/account/components/theme-section.tsx';
import { useCurricula } from '../../features/curriculum/api/curriculum-api.ts';
import { jobKeys } from '../../features/jobs/api/jobs-api.ts';
import { MatchSettingsSection } from '../../features/match/components/match-settings-section.tsx';
import { useNotify } from '../../lib/notifications.tsx';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';

function AccountPage() {
  const me = useMe();
  const notify = useNotify();
  const curricula = useCurricula();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (me.isError) notify({ type: 'error', message: accountMessages.loadError });
  }, [me.isError, notify]);

  return (
    <>
      <PageHeader title="Configurações da Conta" description="Mantenha seus dados atualizados e cuide da segurança da sua conta." />
      <div className="flex flex-col gap-6">
        <Panel title="Perfil" description="Essas informações aparecem no seu currículo.">
          {me.isPending && <SkeletonText lines={4} />}
          {me.isError && <RetryAlert onRetry={() => void me.refetch()}>{accountMessages.loadError}</RetryAlert>}
          {me.data && <ProfileForm key={me.data.uuid} profile={me.data} />}
        </Panel>
        <Panel title="Segurança" description="Troque sua senha sempre que desconfiar de algum acesso.">
          <SecurityForm />
        </Panel>
        <Panel title="Aparência" description="Escolha o tema claro, o escuro ou o mesmo do seu aparelho.">
          <ThemeSection />
        </Panel>
        <Panel title="Compatibilidade com vagas" description="Veja o quanto cada vaga combina com seu currículo, e por quê.">
          {/* The jobs list carries the scores too: refreshed after a change (decision 1704). */}
          <MatchSettingsSection curricula={curricula.data} onSaved={() => void queryClient.invalidateQueries({ queryKey: jobKeys.all })} />
        </Panel>
        <Panel title="Privacidade e dados (LGPD)" description="Você controla seus dados pessoais.">
          <PrivacySection />
        </Panel>
      </div>
    </>
  );
}

export { AccountPage as Component };
