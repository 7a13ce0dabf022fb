import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

export type InterestDialogProps = { planName: string | null; onClose: () => void };

/** Subscribing is sales-led (decision 0401): we thank the user and the team follows up. */
export function InterestDialog({ planName, onClose }: InterestDialogProps) {
  return (
    <Modal
      open={planName !== null}
      onClose={onClose}
      title="Obrigado pelo seu interesse!"
      description={`Recebemos seu pedido para o plano ${planName ?? ''}. Nossa equipe entrará em contato em breve pelo e-mail da sua conta para concluir a assinatura.`}
      footer={
        <>
          <Link to="/support" className={buttonClasses({ variant: 'secondary' })}>
            Falar com o Suporte
          </Link>
          <Button onClick={onClose}>Entendi</Button>
        </>
      }
    />
  );
}
