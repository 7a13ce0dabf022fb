import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { plansFixture, sentIntents } from '../test-handlers.ts';

const open = () => renderApp('/plans', { session: demoSession });
const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

afterEach(() => {
  sentIntents.length = 0;
});

describe('plans screen', () => {
  it('shows the plans in the API order with R$ prices, the ribbon and the feature marks', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Escolha o Plano Ideal para Você' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Gratuito', 'Profissional', 'Premium']);
    expect(normalise(cards[0]!.textContent)).toContain('R$ 0,00/mês');
    expect(normalise(cards[1]!.textContent)).toContain('R$ 29,90/mês');
    expect(normalise(cards[2]!.textContent)).toContain('R$ 59,90/mês');
    expect(within(cards[1]!).getByText('MAIS POPULAR')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('MAIS POPULAR')).not.toBeInTheDocument();
    const proFeatures = within(within(cards[1]!).getByRole('list', { name: 'Recursos do plano Profissional' })).getAllByRole('listitem');
    expect(proFeatures.map((li) => li.textContent)).toEqual(['Busca de vagas: incluído', 'Jornada de aprendizagem: incluído', 'Mentoria: não incluído']);
    expect(within(cards[0]!).getByText('Seu plano atual')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button', { name: /Começar agora/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fale com o Suporte' })).toHaveAttribute('href', '/support');
  });

  it("keeps the API's order, which the console sets, even when it is not by price (decision 1601)", async () => {
    server.use(http.get('*/api/v1/plans', () => HttpResponse.json({ data: [plansFixture[2], plansFixture[0], plansFixture[1]] })));
    open();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Premium', 'Gratuito', 'Profissional']);
  });

  it("a Premium user sees 'Seu plano atual' on Premium and no call to action on the lower plans", async () => {
    server.use(http.get('*/api/v1/plans', () => HttpResponse.json({ data: plansFixture.map((p) => ({ ...p, is_current: p.name === 'Premium' })) })));
    open();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[2]!).getByText('Seu plano atual')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Começar agora/ })).not.toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Seu plano atual')).not.toBeInTheDocument();
  });

  it('a Profissional user is offered only Premium', async () => {
    server.use(http.get('*/api/v1/plans', () => HttpResponse.json({ data: plansFixture.map((p) => ({ ...p, is_current: p.name === 'Profissional' })) })));
    open();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[1]!).getByText('Seu plano atual')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Começar agora/ })).toHaveLength(1);
    expect(within(cards[2]!).getByRole('button', { name: /Começar agora/ })).toBeInTheDocument();
  });

  it("records the interest with the user's uuid and thanks them in a dialog", async () => {
    const { user } = open();
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[2]!).getByRole('button', { name: /Começar agora/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Obrigado pelo seu interesse!' });
    expect(dialog).toHaveTextContent('Nossa equipe entrará em contato');
    expect(dialog).toHaveTextContent('Premium');
    expect(sentIntents).toEqual([{ user_id: demoSession.user.uuid, plan_id: 'b1b1b1b1-0000-4000-8000-000000000003' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs a failed intent, shows no thanks and lets the user try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/v1/subscriptions/subscribes-intent', () => HttpResponse.json({ message: 'Erro' }, { status: 500 })));
    const { user } = open();
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[1]!).getByRole('button', { name: /Começar agora/ }));
    expect(await screen.findByText('Não foi possível registrar seu interesse. Tente novamente.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Erro ao carregar os planos. Por favor, tente novamente.' and retries", async () => {
    server.use(http.get('*/api/v1/plans', () => HttpResponse.json({ message: 'Erro' }, { status: 503 })));
    const { user } = open();
    expect(await screen.findByText('Erro ao carregar os planos. Por favor, tente novamente.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});
