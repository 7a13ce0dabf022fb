import { ShieldCheck } from 'lucide-react';
import { useMe } from '../../features/account/api/account-api.ts';
import { AppShell } from './app-shell.tsx';
import { sideMenuItems } from './nav-items.ts';

/** The way into the staff console, shown only to staff (decision 1406). */
const CONSOLE_ITEM = { to: '/admin', label: 'Administração', icon: ShieldCheck };

/** The job seeker's shell; staff also find 'Administração' at the end of the menu. */
function AppLayout() {
  const { data: me } = useMe();
  const items = me?.staff_roles?.length ? [...sideMenuItems, CONSOLE_ITEM] : sideMenuItems;
  return <AppShell items={items} />;
}

export { AppLayout as Component };
