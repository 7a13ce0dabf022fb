import type { PublicConfigResponse } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client.ts';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { publicConfigKeys } from '../api/public-config.ts';
import { CHAT_WIDGET_CONTAINER_ID } from '../chat-widget/chat-widget-loader.ts';

const WIDGET_URL = 'https://chat.suporte-exemplo.com.br/widget/v2/loader.js';

const widgetScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => s.src === WIDGET_URL);
const widgetContainer = () => document.getElementById(CHAT_WIDGET_CONTAINER_ID);

function configure(chatWidgetUrl: string | null) {
  server.use(http.get('*/api/v1/public-config', () => HttpResponse.json<PublicConfigResponse>({ data: { chatWidgetUrl } })));
}

describe('support chat widget', () => {
  it('loads nothing when CHAT_WIDGET_URL is not set: the page is the hours and the contact buttons', async () => {
    configure(null);
    const { user } = renderApp('/support', { session: demoSession });
    await screen.findByRole('heading', { level: 1, name: 'Suporte' });
    await waitFor(() => expect(queryClient.getQueryData(publicConfigKeys.all)).toEqual({ chatWidgetUrl: null }));
    await user.click(screen.getByRole('tab', { name: 'Contato' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Contato' })).getByText('Segunda a Sexta, 9h-18h')).toBeInTheDocument();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(widgetContainer()).toBeNull();
  });

  it('appends the configured script once, keeps it through tab changes and removes it (and its container) on leaving', async () => {
    configure(WIDGET_URL);
    const { user, router } = renderApp('/support', { session: demoSession });
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));
    const [script] = widgetScripts();
    expect(script).toHaveAttribute('data-container', CHAT_WIDGET_CONTAINER_ID);
    expect(script?.async).toBe(true);
    expect(widgetContainer()?.parentElement).toBe(document.body);

    // Switching tabs swaps the component holding the widget: the same script stays, not a second one.
    await user.click(screen.getByRole('tab', { name: 'Contato' }));
    await screen.findByRole('heading', { name: 'Chat ao Vivo' });
    await Promise.resolve();
    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]).toBe(script);

    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    await user.click(within(menu).getByRole('link', { name: 'Sobre' }));
    await screen.findByRole('heading', { level: 1, name: 'Sobre o Rumo' });
    expect(router.state.location.pathname).toBe('/about');
    await waitFor(() => expect(widgetScripts()).toHaveLength(0));
    expect(script?.isConnected).toBe(false);
    expect(widgetContainer()).toBeNull();
  });

  it('removes the widget when the page is unmounted, and loads it again on a new visit', async () => {
    configure(WIDGET_URL);
    const first = renderApp('/support', { session: demoSession });
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));
    first.unmount();
    await waitFor(() => expect(widgetScripts()).toHaveLength(0));
    expect(widgetContainer()).toBeNull();

    renderApp('/support', { session: demoSession });
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));
    expect(widgetContainer()).not.toBeNull();
  });
});
