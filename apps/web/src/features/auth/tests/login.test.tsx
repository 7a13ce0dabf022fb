import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession, USER_KEY } from '../../../lib/session.ts';
import { DEMO_PASSWORD, DEMO_TOKEN, demoProfile, errorBody } from '../../../test/fixtures.ts';
import { gate } from '../../../test/gate.ts';
import { trackedEvents } from '../../../test/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  await user.type(await screen.findByLabelText('Usuário'), username);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login screen', () => {
  it('has the spec fields and links', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Usuário')).toBeRequired();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Lembrar-me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register');
  });

  it('requires both fields before calling the API', async () => {
    let called = false;
    server.use(http.post('*/api/v1/auth', () => ((called = true), HttpResponse.json({}))));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('O campo usuário é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('O campo senha é obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuário')).toHaveFocus();
    expect(called).toBe(false);
  });

  it.each([404, 406])("answers %i with 'Usuário não encontrado!'", async (status) => {
    server.use(http.post('*/api/v1/auth', () => HttpResponse.json(errorBody('Usuário ou senha inválidos.'), { status })));
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'alguem@rumo.app', 'qualquer-senha');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário não encontrado!');
    expect(getSession()).toBeNull();
  });

  it("answers any other failure with 'Algum erro aconteceu tente novamente'", async () => {
    server.use(http.post('*/api/v1/auth', () => HttpResponse.json(errorBody('Erro interno.'), { status: 500 })));
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'alguem@rumo.app', 'qualquer-senha');
    expect(await screen.findByRole('alert')).toHaveTextContent('Algum erro aconteceu tente novamente');
  });

  it('shows the server message when throttled (429)', async () => {
    const message = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
    server.use(http.post('*/api/v1/auth', () => HttpResponse.json(errorBody(message), { status: 429 })));
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'alguem@rumo.app', 'qualquer-senha');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('disables the button with a spinner while sending', async () => {
    const answer = gate();
    server.use(
      http.post('*/api/v1/auth', async () => {
        await answer.opened;
        return HttpResponse.json(errorBody('x'), { status: 404 });
      }),
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'alguem@rumo.app', 'qualquer-senha');
    const button = screen.getByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer.open();
    await waitFor(() => expect(button).toBeEnabled());
  });

  /** Every key and value of both Web Storages, to look for the token in. */
  const webStorage = () =>
    [localStorage, sessionStorage].flatMap((store) => Array.from({ length: store.length }, (_, i) => `${store.key(i)}=${store.getItem(store.key(i) ?? '')}`));

  /** The bodies the login screen sends; the default handler still answers. */
  function recordLogins() {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/auth', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    return bodies;
  }

  it('on success keeps no token in Web Storage (the API set the cookies), stores the user, tracks login and opens the dashboard', async () => {
    const bodies = recordLogins();
    const { user, router } = renderApp('/login');
    await fillAndSubmit(user, demoProfile.email, DEMO_PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodies).toEqual([{ username: demoProfile.email, password: DEMO_PASSWORD, remember: false }]);
    expect(webStorage().filter((entry) => entry.includes(DEMO_TOKEN) || entry.startsWith('data.token='))).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toEqual({ name: 'Ana Souza', uuid: demoProfile.uuid });
    expect(getSession()).toEqual({ user: { name: 'Ana Souza', uuid: demoProfile.uuid } });
    await waitFor(() => expect(trackedEvents.map((e) => e.data.event)).toContain('login'));
  });

  it("'Lembrar-me' asks the API for the 30-day cookie (remember: true), and still keeps no token", async () => {
    const bodies = recordLogins();
    const { user } = renderApp('/login');
    await user.click(await screen.findByLabelText('Lembrar-me'));
    await fillAndSubmit(user, demoProfile.email, DEMO_PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Olá, Ana!' });
    expect(bodies).toEqual([{ username: demoProfile.email, password: DEMO_PASSWORD, remember: true }]);
    expect(webStorage().filter((entry) => entry.includes(DEMO_TOKEN) || entry.startsWith('data.token='))).toEqual([]);
  });
});
