import type { AdminPlan, PlanFeature } from '@rumo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

const features: PlanFeature[] = [
  { key: 'job_search', label: 'Busca de vagas', description: 'Vagas de todo o Brasil.' },
  { key: 'journey', label: 'Jornada de aprendizagem', description: 'Etapas e cursos.' },
];
const plan = (id: number, key: string, name: string, price: number, journey: boolean, extra: Partial<AdminPlan> = {}): AdminPlan => ({
  id,
  uuid: `b1b1b1b1-0000-4000-8000-00000000000${id}`,
  key,
  name,
  price,
  is_highlighter: false,
  active: true,
  sort_order: id * 10,
  users_count: id,
  features: [
    { key: 'job_search', enabled: true },
    { key: 'journey', enabled: journey },
  ],
  ...extra,
});

let plans: AdminPlan[];
let patches: { id: string; body: Record<string, unknown> }[];
let created: Record<string, unknown>[];

/** A small stateful fake of the console's plans API. */
function asStaff(capabilities: string[]) {
  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['admin'], capabilities } })),
    http.get('*/api/admin/v1/plans', () => HttpResponse.json({ data: { plans, features } })),
    http.patch('*/api/admin/v1/plans/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ id: String(params.id), body });
      if (body.price === '-1')
        return HttpResponse.json({ message: 'Os dados enviados são inválidos. Verifique os campos destacados.', errors: { price: 'Informe um preço válido.' } }, { status: 422 });
      const switches = body.features as Record<string, boolean>;
      plans = plans.map((p) =>
        p.id === Number(params.id)
          ? {
              ...p,
              name: String(body.name),
              price: Number(String(body.price).replace(',', '.')),
              features: p.features.map((f) => ({ ...f, enabled: switches[f.key] ?? f.enabled })),
            }
          : p,
      );
      return HttpResponse.json({ data: plans.find((p) => p.id === Number(params.id)) });
    }),
    http.post('*/api/admin/v1/plans/:id/move', async ({ params, request }) => {
      const { direction } = (await request.json()) as { direction: string };
      const at = plans.findIndex((p) => p.id === Number(params.id));
      const to = direction === 'up' ? at - 1 : at + 1;
      const next = [...plans];
      [next[at], next[to]] = [next[to]!, next[at]!];
      plans = next;
      return HttpResponse.json({ data: plans });
    }),
    http.post('*/api/admin/v1/plans', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      const added = plan(4, 'anual', String(body.name), 299, false, { users_count: 0 });
      plans = [...plans, added];
      return HttpResponse.json({ data: added }, { status: 201 });
    }),
  );
}

beforeEach(() => {
  plans = [
    plan(1, 'free', 'Gratuito', 0, false),
    plan(2, 'pro', 'Profissional', 29.9, true, { is_highlighter: true }),
    plan(3, 'premium', 'Premium', 59.9, true, { active: false }),
  ];
  patches = [];
  created = [];
});

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const rowOf = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('li')!;

describe('Planos (console)', () => {
  it('lists the plans in order with price, ribbon, withdrawn mark, users and features', async () => {
    asStaff(['console:access', 'plans:manage']);
    renderApp('/admin/planos', { session: demoSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Planos' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Planos na ordem em que o usuário os vê' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Gratuito', 'Profissional', 'Premium']);
    const pro = await rowOf('Profissional');
    expect(normalise(pro.textContent)).toContain('R$ 29,90/mês · 2 usuários');
    expect(within(pro).getByText('MAIS POPULAR')).toBeInTheDocument();
    expect(within(await rowOf('Premium')).getByText('Retirado')).toBeInTheDocument();
    const free = within(await rowOf('Gratuito')).getByRole('list', { name: 'Recursos do plano Gratuito' });
    expect(
      within(free)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Busca de vagas: incluído', 'Jornada de aprendizagem: não incluído']);
    expect(screen.getByRole('button', { name: 'Subir Gratuito' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descer Premium' })).toBeDisabled();
  });

  it('edits price typed in pt-BR and a feature, and shows the saved values', async () => {
    asStaff(['console:access', 'plans:manage']);
    const { user } = renderApp('/admin/planos', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Editar Profissional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plano Profissional' });
    const price = within(dialog).getByRole('textbox', { name: /Preço por mês/ });
    expect(price).toHaveValue('29,90');
    await user.clear(price);
    await user.type(price, '34,90');
    const journey = within(dialog).getByRole('switch', { name: 'Jornada de aprendizagem' });
    expect(journey).toBeChecked();
    await user.click(journey);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ id: '2', body: { name: 'Profissional', price: '34,90', is_highlighter: true, active: true, features: { job_search: true, journey: false } } }]);
    expect(await screen.findByText('Plano Profissional salvo.')).toBeInTheDocument();
    await waitFor(async () => expect(normalise((await rowOf('Profissional')).textContent)).toContain('R$ 34,90/mês'));
    expect(within(await rowOf('Profissional')).getByText('Jornada de aprendizagem')).toHaveClass('line-through');
  });

  it("shows the server's message beside the price and keeps the dialog open", async () => {
    asStaff(['console:access', 'plans:manage']);
    const { user } = renderApp('/admin/planos', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Editar Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plano Premium' });
    const price = within(dialog).getByRole('textbox', { name: /Preço por mês/ });
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe um preço válido.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves a plan with the keyboard and keeps the focus on the pressed button', async () => {
    asStaff(['console:access', 'plans:manage']);
    const { user } = renderApp('/admin/planos', { session: demoSession });
    const up = await screen.findByRole('button', { name: 'Subir Premium' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: /Planos na ordem/ }))
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Gratuito', 'Premium', 'Profissional']),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir Premium' })).toHaveFocus());
    expect(await screen.findByText('Premium agora é o 2º da lista.')).toBeInTheDocument();
  });

  it('creates a plan with a key suggested from its name', async () => {
    asStaff(['console:access', 'plans:manage']);
    const { user } = renderApp('/admin/planos', { session: demoSession });
    await user.click(await screen.findByRole('button', { name: 'Novo plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo plano' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Anual Ágil');
    expect(within(dialog).getByRole('textbox', { name: /Chave/ })).toHaveAttribute('placeholder', 'anual_agil');
    await user.type(within(dialog).getByRole('textbox', { name: /Preço por mês/ }), '299,00');
    await user.click(within(dialog).getByRole('switch', { name: 'Busca de vagas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar plano' }));
    await waitFor(() => expect(created).toEqual([{ name: 'Anual Ágil', price: '299,00', is_highlighter: false, active: true, features: { job_search: true, journey: false } }]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Anual Ágil' })).toBeInTheDocument();
  });

  it('is not in the menu of staff without plans:manage', async () => {
    asStaff(['console:access', 'content:edit']);
    renderApp('/admin', { session: demoSession });
    expect(await screen.findByRole('link', { name: 'Painel' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Planos' })).not.toBeInTheDocument();
  });
});
