import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AppRouter } from '../app/router.tsx';
import type { Session } from '../lib/session.ts';
import { startSession } from './fixtures.ts';

/** What tests read of the router: the current location, as `router.state.location`. */
export type TestRouter = { readonly state: { location: Location } };

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders the real route table at `path` (guards, layout, lazy screens) in a memory router. */
export function renderApp(path: string, options: { session?: Session } = {}) {
  if (options.session) startSession(options.session);
  let current: Location | undefined;
  const router: TestRouter = {
    get state() {
      if (!current) throw new Error('the router has not rendered yet');
      return { location: current };
    },
  };
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onLocation={(location) => (current = location)} />
        <AppRouter />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, user };
}
