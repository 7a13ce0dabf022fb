import { STAFF_ROLE_LABEL } from '@rumo/contract';
import { Link } from 'react-router';
import { ConsolePage } from './components/console-page.tsx';
import { useConsoleContext } from './console-context.ts';
import { useStaffMe } from './staff-api.ts';

/** The console's home: who you are in the team and the areas your roles open (decision 1406). */
function ConsoleHome() {
  const { data: me } = useStaffMe();
  const roles = me?.roles.map((role) => STAFF_ROLE_LABEL[role]).join(', ') ?? '';
  const { areas } = useConsoleContext();
  return (
    <ConsolePage title="Painel" description={`Seus papéis na equipe: ${roles}.`}>
      {areas.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-20 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-slate-900 hover:border-brand-300 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">Nenhuma área da administração está disponível para os seus papéis.</p>
      )}
    </ConsolePage>
  );
}

export { ConsoleHome as Component };
