import { ShieldCheck } from 'lucide-react';
import { meQueryOptions, useMe } from '../../features/account/api/account-api.ts';
import type { FirstQueries } from '../first-queries.ts';
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

/** Who is logged in (the menu's 'Administração'), in the cache before the first render (decision 1818). */
export const firstQueries: FirstQueries = (queryClient) => [queryClient.prefetchQuery(meQueryOptions())];

export { AppLayout as Component };
