import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

const SENT = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.';

describe('forgot password', () => {
  it('asks for the e-mail and confirms with the server message', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/auth/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: SENT }, { status: 202 });
      }),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('E-mail'), '  Ana@Rumo.app ');
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(body).toEqual({ email: 'ana@rumo.app' });
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('validates the e-mail and shows the throttle message', async () => {
    server.use(http.post('*/api/v1/auth/forgot-password', () => HttpResponse.json(errorBody('Muitas solicitações. Tente mais tarde.'), { status: 429 })));
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText('O campo e-mail é obrigatório.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'ana@rumo.app');
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas solicitações. Tente mais tarde.');
  });
});

describe('reset password', () => {
  it('without a token explains the link is incomplete', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('Link inválido ou incompleto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks the confirmation, then sends token + password and goes to /login', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Senha redefinida com sucesso! Faça login com a nova senha.' });
      }),
    );
    const { user, router } = renderApp('/reset-password?token=tok-123');
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-forte-1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'outra-coisa');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    // By text: the /login screen's chunk may be loading by now, and its spinner is a status too.
    expect((await screen.findByText(/^Senha redefinida com sucesso!/)).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body).toEqual({ token: 'tok-123', password: 'nova-senha-forte-1' });
  });

  it('offers a new link when the token is rejected (400)', async () => {
    server.use(
      http.post('*/api/v1/auth/reset-password', () =>
        HttpResponse.json(errorBody('Link inválido ou expirado. Peça um novo.', { token: 'Link inválido ou expirado. Peça um novo.' }), { status: 400 }),
      ),
    );
    const { user } = renderApp('/reset-password?token=velho');
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-forte-1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado. Peça um novo.');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeInTheDocument();
  });
});
