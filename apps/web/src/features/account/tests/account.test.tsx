import type { EditUserRequest } from '@rumo/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { DEMO_PASSWORD, demoSession, errorBody } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

const open = () => renderApp('/account', { session: demoSession });

describe('account settings', () => {
  it('loads the profile into the Perfil form with the phone masked', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações da Conta' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@rumo.app');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByRole('heading', { level: 2, name: 'Segurança' })).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar dados do usuário' when the profile cannot load", async () => {
    server.use(http.get('*/api/v1/users/me', () => HttpResponse.json(errorBody('Usuário não encontrado.'), { status: 404 })));
    open();
    expect(await screen.findAllByText('Erro ao carregar dados do usuário')).not.toHaveLength(0);
  });

  it('saves the profile, updates the header name and says so once', async () => {
    let sent: EditUserRequest | null = null;
    server.use(
      http.put('*/api/v1/users/edit', async ({ request }) => {
        sent = (await request.json()) as EditUserRequest;
        return HttpResponse.json({ data: { uuid: demoSession.user.uuid, ...sent } });
      }),
    );
    const { user } = open();
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Ana Lima');
    const phone = screen.getByLabelText('Telefone');
    await user.clear(phone);
    await user.type(phone, '1132345678');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    // One message per event (issue 13 item 9): one success banner, no second success line.
    expect(screen.getAllByText(/sucesso/)).toHaveLength(1);
    expect(sent).toMatchObject({ name: 'Ana Lima', tel: '1132345678' });
    expect(getSession()?.user.name).toBe('Ana Lima');
    expect(within(screen.getByRole('banner')).getByText('Ana Lima')).toBeInTheDocument();
  });

  it('accepts www.linkedin.com/in/fulano and linkedin.com/in/fulano and sends https://www.linkedin.com/in/fulano', async () => {
    const sent: EditUserRequest[] = [];
    server.use(
      http.put('*/api/v1/users/edit', async ({ request }) => {
        const body = (await request.json()) as EditUserRequest;
        sent.push(body);
        return HttpResponse.json({ data: { uuid: demoSession.user.uuid, ...body } });
      }),
    );
    const { user } = open();
    const linkedin = await screen.findByLabelText(/LinkedIn/);
    for (const typed of ['www.linkedin.com/in/fulano', 'linkedin.com/in/fulano']) {
      await user.clear(linkedin);
      await user.type(linkedin, typed);
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      await screen.findByText('Perfil atualizado com sucesso!');
      expect(linkedin).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent.map((b) => b.linkedin)).toEqual(['https://www.linkedin.com/in/fulano', 'https://www.linkedin.com/in/fulano']);
    expect(linkedin).toHaveValue('https://www.linkedin.com/in/fulano');
  });

  it("explains 'email já em uso' on 409", async () => {
    server.use(http.put('*/api/v1/users/edit', () => HttpResponse.json(errorBody('email já em uso', { email: 'email já em uso' }), { status: 409 })));
    const { user } = open();
    await screen.findByLabelText('Nome');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar o perfil');
    // Said once, beside the field.
    expect(screen.getAllByText('email já em uso')).toHaveLength(1);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it("falls back to 'Erro ao atualizar informações do usuário' without a server message", async () => {
    server.use(http.put('*/api/v1/users/edit', () => HttpResponse.error()));
    const { user } = open();
    await screen.findByLabelText('Nome');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Erro ao atualizar informações do usuário')).toBeInTheDocument();
  });

  it("asks for name and e-mail: 'Por favor, preencha nome e email'", async () => {
    const { user } = open();
    await user.clear(await screen.findByLabelText('Nome'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha nome e email');
  });

  it("password: empty fields → 'Por favor, preencha todos os campos'; wrong → 'Senha incorreta'; right → success", async () => {
    const { user } = open();
    const change = await screen.findByRole('button', { name: 'Alterar senha' });
    await user.click(change);
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos');

    await user.type(screen.getByLabelText('Senha atual'), 'senha-errada');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-forte-1');
    await user.click(change);
    expect(await screen.findByText('Senha incorreta', { selector: '[role="alert"] *' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Senha atual'));
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.click(change);
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
  });

  it("password: a throttled or refused attempt says the server's words, never 'Senha incorreta'", async () => {
    const throttled = 'Muitas tentativas de troca de senha. Aguarde alguns minutos e tente novamente.';
    server.use(http.put('*/api/v1/users/password', () => HttpResponse.json(errorBody(throttled), { status: 429, headers: { 'retry-after': '60' } })));
    const { user } = open();
    await user.type(await screen.findByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(throttled)).toBeInTheDocument();
    expect(screen.queryByText('Senha incorreta')).toBeNull();
    expect(screen.getByLabelText('Senha atual')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha atual')).toHaveValue(DEMO_PASSWORD);

    server.use(http.put('*/api/v1/users/password', () => new HttpResponse('bad gateway', { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Não foi possível alterar a senha agora. Tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('Senha incorreta')).toBeNull();
  });

  it('deletes the account after the password is confirmed, then goes to /login', async () => {
    let body: unknown = null;
    server.use(
      http.delete('*/api/v1/users/me', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    expect(within(dialog).getByLabelText('Confirme sua senha')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Confirme sua senha'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(body).toEqual({ password: DEMO_PASSWORD });
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it.each([
    ['a throttled attempt (429)', 429, 'Muitas tentativas de confirmar a senha. Aguarde alguns minutos e tente novamente.'],
    ["the last admin's refusal (409)", 409, 'Não é possível excluir a conta do último administrador. Conceda o papel de administrador a outra pessoa antes.'],
  ])("account deletion: %s says the server's words, not 'Senha incorreta', and keeps the session", async (_case, status, message) => {
    server.use(http.delete('*/api/v1/users/me', () => HttpResponse.json(errorBody(message), { status })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    await user.type(within(dialog).getByLabelText('Confirme sua senha'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByText('Senha incorreta')).toBeNull();
    expect(getSession()).not.toBeNull();
  });

  it('downloads the LGPD export with the session cookie', async () => {
    let sent: { authorization: string | null; credentials: RequestCredentials } | undefined;
    server.use(
      http.get('*/api/v1/users/me/export', ({ request }) => {
        sent = { authorization: request.headers.get('authorization'), credentials: request.credentials };
        return HttpResponse.json({ user: { name: 'Ana Souza' } });
      }),
    );
    URL.createObjectURL = () => 'blob:rumo-test';
    URL.revokeObjectURL = () => undefined;
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Seus dados foram baixados.')).toBeInTheDocument();
    expect(sent).toEqual({ authorization: null, credentials: 'same-origin' });
  });
});
