import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { CV_ID, curriculumApi } from './curriculum-fixtures.ts';

describe('curriculum preview (printable CV)', () => {
  it('renders the CV outside the app layout with semantic headings, mm/yyyy dates, Atualmente and the profile contact', async () => {
    server.use(...curriculumApi().handlers);
    renderApp(`/curriculum/${CV_ID}/preview`, { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    // No app chrome: no side menu, no bottom bar.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Resumo', 'Experiência Profissional', 'Formação', 'Habilidades', 'Idiomas']);
    expect(screen.getByText('React · TypeScript')).toBeInTheDocument();
    expect(screen.getByText('03/2021 – Atualmente')).toBeInTheDocument();
    expect(screen.getByText('01/2018 – 12/2020')).toBeInTheDocument();
    expect(screen.getByText('02/2014 – 12/2018')).toBeInTheDocument();
    const contact = screen.getByRole('list', { name: 'Contato' });
    expect(await within(contact).findByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(contact).getByText('demo@rumo.app')).toBeInTheDocument();
    expect(within(contact).getByText('linkedin.com/in/ana-souza')).toHaveAttribute('href', 'https://www.linkedin.com/in/ana-souza');
    expect(within(contact).getByText('São Paulo - SP')).toBeInTheDocument();
    expect(screen.getByText('Inglês: C1-Avançado')).toBeInTheDocument();
    expect(document.title).toBe('Currículo - Ana Souza · Rumo');
  });

  it("prints with 'Imprimir'", async () => {
    server.use(...curriculumApi().handlers);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`/curriculum/${CV_ID}/preview`, { session: demoSession });
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('explains when the CV does not exist', async () => {
    server.use(...curriculumApi([]).handlers);
    renderApp(`/curriculum/${CV_ID}/preview`, { session: demoSession });
    expect(await screen.findByText('Não foi possível abrir este currículo.')).toBeInTheDocument();
    expect(screen.getByText('Currículo não encontrado.')).toBeInTheDocument();
  });
});
