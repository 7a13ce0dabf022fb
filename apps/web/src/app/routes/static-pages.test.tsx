import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('support page', () => {
  it('has two tabs: four FAQ questions and the contact cards with hours', async () => {
    const { user } = renderApp('/support', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Suporte' })).toBeInTheDocument();
    const faqTab = screen.getByRole('tab', { name: 'Perguntas Frequentes' });
    expect(faqTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('group')).toHaveLength(4);

    faqTab.focus();
    await user.keyboard('{ArrowRight}');
    const contactTab = screen.getByRole('tab', { name: 'Contato' });
    expect(contactTab).toHaveFocus();
    expect(contactTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Contato' });
    for (const title of ['Chat ao Vivo', 'Abrir Ticket', 'Central de Ajuda']) expect(within(panel).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(panel).getByText('Segunda a Sexta, 9h-18h')).toBeInTheDocument();
  });
});

describe('about page', () => {
  it('shows four feature cards, the mission and the call to action', async () => {
    renderApp('/about', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre o Rumo' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('main'))).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Nossa missão' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Começar Agora' })).toHaveAttribute('href', '/jobs');
  });
});

describe('not found page', () => {
  it("'Voltar' goes back, or home when there is no history", async () => {
    const { user, router } = renderApp('/pagina-que-nao-existe');
    await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' });
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(router.state.location.pathname).toBe('/');
  });
});
