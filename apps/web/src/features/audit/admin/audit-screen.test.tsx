import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

const entries = [
  {
    id: 2,
    actor_email: 'alice@rumo.app',
    action: 'lead.convert',
    entity: 'lead',
    entity_id: 'abc:3',
    before: { email: 'joana@exemplo.com', plan: 'free', status: 'contacting' },
    after: { email: 'joana@exemplo.com', plan: 'premium', status: 'converted' },
    created_at: '2026-11-25T13:05:00.000Z',
  },
  {
    id: 1,
    actor_email: 'linha de comando',
    action: 'role.grant',
    entity: 'user',
    entity_id: 'u-1',
    before: { email: 'bia@rumo.app', roles: [] },
    after: { email: 'bia@rumo.app', roles: ['editor'] },
    created_at: '2026-11-24T10:00:00.000Z',
  },
];

function asAnalyst() {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['analyst'], capabilities: ['console:access', 'audit:read'] } })),
    http.get('*/api/admin/v1/audit', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({ data: entries, meta: { total: 2, per_page: 50, last_page: 1, current_page: 1 } });
    }),
  );
  return asked;
}

describe('Auditoria', () => {
  it('shows who, what in words, the entity and, on expanding a row, only the values that changed', async () => {
    asAnalyst();
    const { user } = renderApp('/admin/auditoria', { session: demoSession });
    const table = await screen.findByRole('table', { name: 'Registros da auditoria' });
    const [, convert, grant] = within(table).getAllByRole('row');
    expect(within(convert!).getByText('Converteu o interessado')).toBeInTheDocument();
    expect(within(convert!).getByText('alice@rumo.app')).toBeInTheDocument();
    expect(within(convert!).getByText(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(grant!).getByText('Concedeu papel')).toBeInTheDocument();

    const summary = within(convert!).getByText('Ver alterações (2)');
    await user.click(summary);
    const diff = convert!.querySelector('dl')!;
    const keys = within(diff)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(keys).toEqual(['Plano', 'Status']);
    expect(within(convert!).getByText('Gratuito').tagName).toBe('DEL');
    expect(within(convert!).getByText('Premium').tagName).toBe('INS');
    // The unchanged e-mail is not repeated in the diff.
    expect(within(diff).queryByText('joana@exemplo.com')).not.toBeInTheDocument();
    expect(within(grant!).getByText('Ver alterações (1)')).toBeInTheDocument();
  });

  it('sends the filters from the URL: person, entity and dates', async () => {
    const asked = asAnalyst();
    renderApp('/admin/auditoria?actor=alice&entity=lead&from=2026-11-01&to=2026-11-25', { session: demoSession });
    await screen.findByRole('table', { name: 'Registros da auditoria' });
    const last = asked.at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ actor: 'alice', entity: 'lead', from: '2026-11-01', to: '2026-11-25', page: '1' });
    expect(screen.getByLabelText('Entidade')).toHaveValue('lead');
    expect(screen.getByLabelText('De')).toHaveValue('2026-11-01');
  });
});
