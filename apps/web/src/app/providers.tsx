import type { ReactNode } from 'react';
import { NotificationsProvider } from '../lib/notifications.tsx';

/**
 * App-wide context that the first screen needs too. TanStack Query is provided lower, by the
 * lazy QueryBoundary route (query-boundary.tsx), to keep it out of the login page's download.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <NotificationsProvider>{children}</NotificationsProvider>;
}
