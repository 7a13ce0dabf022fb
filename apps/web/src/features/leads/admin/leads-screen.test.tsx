import type { Lead, LeadListResponse } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

const lead: Lead = {
  user_id: '7d1f2c3e-1111-4222-8333-444455556666',
  user_name: 'Joana Interessada',
  user_email: 'joana@exemplo.com',
  current_plan: { key: 'free', name: 'Gratuito' },
  requested_plan: { id: 3, key: 'premium', name: 'Premium' },
  status: 'new',
  notes: '',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
};
const list: LeadListResponse = { data: [lead], meta: { total: 1, per_page: 25, last_page: 1, current_page: 1, new_count: 1 } };
const CSV = '\uFEFF"Nome";"E-mail"\r\n"Joana Interessada";"joana@exemplo.com"\r\n';

let exportRequests: Request[] = [];
let blobs: Blob[] = [];
let clicked: HTMLAnchorElement[] = [];

function asStaff(capabilities: string[]) {
  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['analyst'], capabilities } })),
    http.get('*/api/admin/v1/leads', () => HttpResponse.json(list)),
    http.get('*/api/admin/v1/leads/export.csv', ({ request }) => {
      exportRequests.push(request);
      return new HttpResponse(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="interessados-2026-11-25.csv"' } });
    }),
  );
}

beforeEach(() => {
  exportRequests = [];
  blobs = [];
  clicked = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:interessados';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Interessados', () => {
  it("lists the leads and 'Exportar CSV' downloads the filtered file with the bearer token, named as the server says", async () => {
    asStaff(['console:access', 'leads:read', 'leads:export']);
    const { user } = renderApp('/admin/interessados?status=new&q=joana', { session: demoSession });
    const table = await screen.findByRole('table', { name: 'Interessados' });
    const row = within(table).getByRole('row', { name: /Joana Interessada/ });
    expect(within(row).getByText('joana@exemplo.com')).toBeInTheDocument();
    expect(within(row).getByText('Premium')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Novo')).toBeInTheDocument();
    // An analyst reads and exports; no follow-up or conversion buttons.
    expect(screen.queryByRole('button', { name: /Converter/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exportRequests).toHaveLength(1);
    const sent = new URL(exportRequests[0]!.url);
    expect(sent.searchParams.get('status')).toBe('new');
    expect(sent.searchParams.get('q')).toBe('joana');
    // The session cookie goes with it (same origin); no bearer token.
    expect(exportRequests[0]!.headers.get('authorization')).toBeNull();
    expect(exportRequests[0]!.credentials).toBe('same-origin');
    expect(clicked[0]!.download).toBe('interessados-2026-11-25.csv');
    expect(clicked[0]!.href).toBe('blob:interessados');
    expect(await blobs[0]!.text()).toContain('joana@exemplo.com');
    expect(await screen.findByText('Arquivo interessados-2026-11-25.csv baixado.')).toBeInTheDocument();
  });

  it('says why an export failed and downloads nothing', async () => {
    asStaff(['console:access', 'leads:read', 'leads:export']);
    server.use(
      http.get('*/api/admin/v1/leads/export.csv', () => HttpResponse.json({ message: 'Muitas requisições seguidas. Aguarde um instante e tente novamente.' }, { status: 429 })),
    );
    const { user } = renderApp('/admin/interessados', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Muitas requisições seguidas. Aguarde um instante e tente novamente.')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('hides the export from staff without leads:export', async () => {
    asStaff(['console:access', 'leads:read']);
    renderApp('/admin/interessados', { session: demoSession });
    await screen.findByRole('table', { name: 'Interessados' });
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });
});
