import { Download, Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useNotify } from '../../../lib/notifications.tsx';
import { downloadPersonalData } from '../api/account-api.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** LGPD rights (decision 0006): download everything, delete everything. */
export function PrivacySection() {
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPersonalData();
      notify({ type: 'success', message: 'Seus dados foram baixados.' });
    } catch {
      notify({ type: 'error', message: 'Não foi possível baixar seus dados. Tente novamente.' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-slate-900">Baixe uma cópia dos seus dados</p>
          <p className="text-sm text-slate-600">Um arquivo JSON com seu perfil, currículos, candidaturas, alertas e progresso.</p>
        </div>
        <Button variant="secondary" icon={<Download aria-hidden="true" className="size-4" />} loading={downloading} onClick={() => void download()} className="shrink-0">
          Baixar meus dados
        </Button>
      </div>
      <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50/50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-slate-900">Excluir sua conta</p>
          <p className="text-sm text-slate-700">Apaga a conta e todos os dados ligados a ela. Não é possível desfazer.</p>
        </div>
        <Button variant="danger" icon={<Trash aria-hidden="true" className="size-4" />} onClick={() => setConfirming(true)} className="shrink-0">
          Excluir minha conta
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}
