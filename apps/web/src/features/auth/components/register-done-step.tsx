import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

export function RegisterDoneStep({ headingRef, name }: { headingRef: (el: HTMLHeadingElement | null) => void; name: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none">
        Cadastro Finalizado
      </h1>
      <p className="text-slate-600">
        {name ? `Tudo pronto, ${name}! ` : 'Tudo pronto! '}
        Sua conta foi criada e você já está conectado.
      </p>
      <Link to="/" className={buttonClasses({ size: 'lg', block: true })}>
        Ir para o início
      </Link>
    </div>
  );
}
