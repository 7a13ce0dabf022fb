import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
    </AppProviders>
  );
}
