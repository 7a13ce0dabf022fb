import type { ConsoleOverview } from '@rumo/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';

const days = (counts: (day: number) => number) => Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count: counts(i) }));

const overview: ConsoleOverview = {
  jobs_pending: null,
  tickets_open: null,
  leads_new: 4,
  source_runs: [],
  signups_per_day: days((i) => (i === 29 ? 3 : 0)),
  active_users_per_day: days((i) => i % 2),
  alert_emails: { sent: 12, failed: 1 },
};

function asStaff(capabilities: string[], data: ConsoleOverview) {
  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['analyst'], capabilities } })),
    http.get('*/api/admin/v1/overview', () => HttpResponse.json({ data })),
    // The menu badge of 'Interessados'.
    http.get('*/api/admin/v1/leads', () => HttpResponse.json({ data: [], meta: { total: 0, per_page: 25, last_page: 1, current_page: 1, new_count: 4 } })),
  );
}

describe('Painel', () => {
  it('shows the counts the server gives, links a count only to a screen the viewer may open, and describes the 30 days', async () => {
    asStaff(['console:access', 'leads:read', 'audit:read', 'users:read', 'leads:export'], overview);
    renderApp('/admin', { session: demoSession });
    expect(await screen.findByRole('link', { name: /4\s*Interessados novos/ })).toHaveAttribute('href', '/admin/interessados');
    expect(screen.queryByText('Vagas em revisão')).not.toBeInTheDocument();
    expect(screen.queryByText('Chamados abertos')).not.toBeInTheDocument();
    expect(screen.getByText('E-mails de alerta com falha (30 dias)').closest('a')).toBeNull();
    expect(screen.getByRole('img', { name: 'Cadastros por dia: 3 em 30 dias, no máximo 3 em um dia.' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cadastros por dia, por dia' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[30]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30/11', '3']);
  });

  it("shows 'Últimas sincronizações' with each run linking to its source and a failure in words", async () => {
    const run = { fetched: 10, created: 3, updated: 1, unchanged: 6, expired: 2, republished: 0, rejected: 1, rejections: [{ source_job_id: 'x', reason: 'Sem título.' }] };
    asStaff(['console:access', 'sources:manage'], {
      ...overview,
      source_runs: [
        {
          ...run,
          id: 2,
          status: 'failed',
          started_at: '2026-11-21T15:00:00.000Z',
          finished_at: '2026-11-21T15:00:30.000Z',
          error: 'O quadro de vagas respondeu 404: confira a chave.',
          source_id: '00000000-0000-4000-8000-000000000002',
          source_name: 'Frontend BR',
          source_kind: 'github',
        },
        {
          ...run,
          id: 1,
          status: 'ok',
          started_at: '2026-11-20T15:00:00.000Z',
          finished_at: '2026-11-20T15:01:00.000Z',
          error: null,
          source_id: '00000000-0000-4000-8000-000000000001',
          source_name: 'Acme',
          source_kind: 'greenhouse',
        },
      ],
    });
    renderApp('/admin', { session: demoSession });
    const section = await screen.findByRole('region', { name: 'Últimas sincronizações' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Frontend BR' })).toHaveAttribute('href', '/admin/fontes/00000000-0000-4000-8000-000000000002');
    expect(within(items[0]!).getByText('GitHub (issues)')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Falhou')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Erro: O quadro de vagas respondeu 404: confira a chave.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/admin/fontes/00000000-0000-4000-8000-000000000001');
    expect(within(items[1]!).getByText('Concluída')).toBeInTheDocument();
    expect(within(items[1]!).getByText('3 novas · 1 atualizada · 2 expiradas · 1 rejeitada')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^20\/11\/2026 \d\d:\d\d$/)).toBeInTheDocument();
  });

  it("has no 'Últimas sincronizações' for staff whose overview carries no runs (no sources:manage)", async () => {
    asStaff(['console:access', 'leads:read'], { ...overview, source_runs: null });
    renderApp('/admin', { session: demoSession });
    await screen.findByText('Interessados novos');
    expect(screen.queryByText('Últimas sincronizações')).not.toBeInTheDocument();
  });

  it('says when no source has synced yet', async () => {
    asStaff(['console:access', 'sources:manage'], { ...overview, source_runs: [] });
    renderApp('/admin', { session: demoSession });
    const section = await screen.findByRole('region', { name: 'Últimas sincronizações' });
    expect(within(section).getByText(/Nenhuma fonte sincronizou ainda/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver as fontes' })).toHaveAttribute('href', '/admin/fontes');
  });

  it('does not link a count whose screen the viewer cannot open', async () => {
    asStaff(['console:access'], { ...overview, jobs_pending: 2 });
    renderApp('/admin', { session: demoSession });
    expect(await screen.findByText('Vagas em revisão')).toBeInTheDocument();
    expect(screen.getByText('Vagas em revisão').closest('a')).toBeNull();
  });
});
