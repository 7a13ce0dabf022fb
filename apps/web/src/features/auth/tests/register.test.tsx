import type { RegisterRequest } from '@rumo/contract';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession, USER_KEY } from '../../../lib/session.ts';
import { advance, holdTimeouts, until } from '../../../test/clock.ts';
import { demoProfile, errorBody, setSignedInCookie } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { REGISTER_DONE_DELAY_MS } from '../components/register-wizard.tsx';

type User = ReturnType<typeof renderApp>['user'];

async function fillForm(user: User) {
  await user.type(await screen.findByLabelText('Nome completo'), 'Bruno Lima');
  await user.type(screen.getByLabelText('E-mail'), 'bruno@teste.rumo.app');
  await user.type(screen.getByLabelText('Senha'), 'uma-senha-boa-123');
  await user.type(screen.getByLabelText('Telefone'), '21987654321');
}

describe('registration wizard', () => {
  it('goes intro → form → done, stores the LinkedIn URL and signs the user in after 2 s', async () => {
    let sent: RegisterRequest | null = null;
    server.use(
      http.post('*/api/v1/users', async ({ request }) => {
        sent = (await request.json()) as RegisterRequest;
        // The API's Set-Cookie (a browser-session cookie), as the document sees it.
        setSignedInCookie();
        return HttpResponse.json(
          { data: { ...demoProfile, name: 'Bruno Lima', email: sent.email, tel: sent.tel, linkedin: sent.linkedin, token: 'tok_new_user_0123456789abcdef' } },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/register');
    expect(await screen.findByText('Antes de começar, vamos preencher as informações do seu currículo')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Como deseja preencher?' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /LinkedIn/ }));
    await user.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(await screen.findByText('Cole o endereço do seu perfil do LinkedIn.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Endereço do seu perfil no LinkedIn'), 'https://www.linkedin.com/in/bruno-lima');
    await user.click(screen.getByRole('button', { name: 'Avançar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Seus dados' })).toHaveFocus();
    expect(screen.getByLabelText(/LinkedIn/)).toHaveValue('https://www.linkedin.com/in/bruno-lima');
    await fillForm(user);
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 98765-4321');
    // The 2 s pause runs on the held clock: it ends when the test says so (docs/decisions/0711).
    holdTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await until(() => expect(screen.getByRole('status')).toHaveTextContent('Usuário cadastrado com sucesso!'));
    expect(sent).toEqual({
      name: 'Bruno Lima',
      email: 'bruno@teste.rumo.app',
      password: 'uma-senha-boa-123',
      tel: '21987654321',
      linkedin: 'https://www.linkedin.com/in/bruno-lima',
    });
    // The 2 s pause: the API's cookies are set, the user is stored only at its end.
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    await advance(REGISTER_DONE_DELAY_MS - 1);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cadastro Finalizado' })).not.toBeInTheDocument();

    await advance(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Cadastro Finalizado' })).toBeInTheDocument();
    expect(getSession()?.user).toEqual({ name: 'Bruno Lima', uuid: demoProfile.uuid });
    // No token in Web Storage: the session is the API's HttpOnly cookie.
    expect([...Object.values({ ...localStorage }), ...Object.values({ ...sessionStorage })].join('\n')).not.toContain('tok_new_user');
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
  });

  it.each(['www.linkedin.com/in/bruno-lima', 'linkedin.com/in/bruno-lima', 'http://linkedin.com/in/bruno-lima'])(
    'accepts %s and normalises it to https://www.linkedin.com/in/bruno-lima',
    async (typed) => {
      let sent: RegisterRequest | null = null;
      server.use(
        http.post('*/api/v1/users', async ({ request }) => {
          sent = (await request.json()) as RegisterRequest;
          return HttpResponse.json({ data: { ...demoProfile, linkedin: sent.linkedin, token: 'tok_new_user_0123456789abcdef' } }, { status: 201 });
        }),
      );
      const { user } = renderApp('/register');
      await user.click(await screen.findByRole('radio', { name: /LinkedIn/ }));
      await user.click(screen.getByRole('button', { name: 'Avançar' }));
      await user.type(await screen.findByLabelText('Endereço do seu perfil no LinkedIn'), typed);
      await user.click(screen.getByRole('button', { name: 'Avançar' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Seus dados' })).toBeInTheDocument();
      expect(screen.getByLabelText(/LinkedIn/)).toHaveValue('https://www.linkedin.com/in/bruno-lima');
      // Typed again on the form step without the scheme: still accepted and sent normalised.
      await user.clear(screen.getByLabelText(/LinkedIn/));
      await user.type(screen.getByLabelText(/LinkedIn/), typed);
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
      // By text: a screen chunk loading beside it shows a spinner, which is a status too.
      expect((await screen.findByText(/^Usuário cadastrado com sucesso!/)).closest('[role="status"]')).not.toBeNull();
      expect(sent).toMatchObject({ linkedin: 'https://www.linkedin.com/in/bruno-lima' });
    },
  );

  it('shows server field errors and the spec message when the e-mail is taken', async () => {
    server.use(http.post('*/api/v1/users', () => HttpResponse.json(errorBody('Este e-mail já está cadastrado.', { email: 'Este e-mail já está cadastrado.' }), { status: 409 })));
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Avançar' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao cadastrar o usuário');
    expect(screen.getByText('Este e-mail já está cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(getSession()).toBeNull();
  });

  it('puts several server field errors on their fields and focuses the first one to fix', async () => {
    server.use(http.post('*/api/v1/users', () => HttpResponse.json(errorBody('Dados inválidos.', { tel: 'Telefone inválido.', email: 'E-mail inválido.' }), { status: 422 })));
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Avançar' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Telefone inválido.')).toBeInTheDocument();
    expect(screen.getByText('E-mail inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it("says 'Erro do sistema, tente novamente' when the server cannot be reached", async () => {
    server.use(http.post('*/api/v1/users', () => HttpResponse.error()));
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Avançar' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro do sistema, tente novamente');
  });

  it('validates required fields with the contract messages before sending', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Avançar' }));
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('O campo nome é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Informe um telefone com DDD (10 ou 11 dígitos).')).toBeInTheDocument();
  });
});
