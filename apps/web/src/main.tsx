import { StrictMode } from 'react';
import { App } from './app/app.tsx';
import { renderRoot } from './app/render-root.tsx';
import { firstRenderReady } from './app/router.tsx';
import './index.css';
import { discardUntakenEarlyAnswers } from './lib/early-answers.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { forgetStoredTokens } from './lib/session.ts';
import { applyThemePreference } from './lib/theme.ts';

// Before the first render, so a chosen theme never flashes the other one (decision 1322).
applyThemePreference();
// The session is an HttpOnly cookie now (decision 1905): no token an earlier version stored stays readable.
forgetStoredTokens();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render waits for the modules of the address, so React draws the screen itself rather
// than a loading state it would then hold for 300 ms (docs/decisions/1812), and for the screen's
// first answers, so it draws them in that render (1818); until then index.html's static shell or
// spinner is what shows. It renders in slices that yield to the browser (1816).
void firstRenderReady(location).then(() =>
  renderRoot(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
// index.html's early requests that no screen takes are let go of (docs/decisions/1802).
discardUntakenEarlyAnswers();
