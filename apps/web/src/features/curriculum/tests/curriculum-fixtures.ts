import type { Curriculum, JobPosition } from '@rumo/contract';
import { http, HttpResponse } from 'msw';
import { errorBody } from '../../../test/fixtures.ts';

export const CV_ID = '6b1f4c2a-1d2e-4f3a-9b8c-7d6e5f4a3b2c';

export function sampleCurriculum(overrides: Partial<Curriculum> = {}): Curriculum {
  return {
    uuid: CV_ID,
    name: 'Ana Souza',
    role: 'Desenvolvedora Front-end',
    role_description: null,
    location: 'São Paulo',
    state: 'SP',
    summary: 'Front-end com React e TypeScript.',
    worked_before: true,
    last_salary: 8500.5,
    formations: [
      {
        uuid: 'f1000000-0000-4000-8000-000000000001',
        name: 'Ciência da Computação',
        graduation: 'Bacharelado',
        institution: 'USP',
        start_date: '2014-02-01',
        end_date: '2018-12-15',
      },
    ],
    languages: [
      { uuid: 'a1000000-0000-4000-8000-000000000001', language: 'Inglês', proficiency: 'C1-Avançado' },
      { uuid: 'a1000000-0000-4000-8000-000000000002', language: 'Espanhol', proficiency: 'B1-Intermediário' },
    ],
    experiences: [
      {
        uuid: 'e1000000-0000-4000-8000-000000000001',
        role: 'Desenvolvedora Pleno',
        company_name: 'Loja Azul',
        description: 'Design system.',
        start_date: '2021-03-01',
        end_date: null,
      },
      {
        uuid: 'e1000000-0000-4000-8000-000000000002',
        role: 'Estagiária',
        company_name: 'Agência Norte',
        description: 'Landing pages.',
        start_date: '2018-01-10',
        end_date: '2020-12-20',
      },
    ],
    skills: ['React', 'TypeScript'],
    accepted_job_types: ['CLT', 'PJ'],
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export const positions: JobPosition[] = [
  ...Array.from({ length: 14 }, (_, i) => ({ id: i + 1, position: `Desenvolvedor ${String.fromCharCode(65 + i)}` })),
  { id: 100, position: 'Analista de Dados' },
  { id: 101, position: 'Técnico de Suporte' },
];

/** An in-memory API for the screens: what the tests send is recorded in `requests`. */
export function curriculumApi(initial: Curriculum[] = [sampleCurriculum()]) {
  const store = new Map(initial.map((cv) => [cv.uuid, cv]));
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  let nextId = 1;
  const record = async (request: Request) => {
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    requests.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown> | undefined;
  };
  const withIds = (items: unknown, prefix: string) =>
    ((items as Array<Record<string, unknown>> | undefined) ?? []).map((item) => ({ ...item, uuid: (item.uuid as string | undefined) ?? `${prefix}-new-${nextId++}` }));
  const handlers = [
    http.get('*/api/v1/curriculum', () => HttpResponse.json({ data: [...store.values()] })),
    http.get('*/api/v1/curriculum/:id', ({ params }) => {
      const cv = store.get(String(params.id));
      return cv ? HttpResponse.json({ data: cv }) : HttpResponse.json(errorBody('Currículo não encontrado.'), { status: 404 });
    }),
    http.post('*/api/v1/curriculum', async ({ request }) => {
      const body = (await record(request)) ?? {};
      const cv = sampleCurriculum({
        ...(body as Partial<Curriculum>),
        uuid: `00000000-0000-4000-8000-00000000000${nextId++}`,
        formations: [],
        languages: [],
        experiences: [],
        last_salary: (body.last_salary as number) ?? null,
      });
      store.set(cv.uuid, cv);
      return HttpResponse.json({ data: cv }, { status: 201 });
    }),
    http.put('*/api/v1/curriculum/:id', async ({ request, params }) => {
      const body = (await record(request)) ?? {};
      const current = store.get(String(params.id));
      if (!current) return HttpResponse.json(errorBody('Currículo não encontrado.'), { status: 404 });
      const cv: Curriculum = {
        ...current,
        ...(body as Partial<Curriculum>),
        last_salary: body.worked_before ? Number(String(body.last_salary).replace(/\./g, '').replace(',', '.')) : null,
        formations: withIds(body.formations, 'f') as Curriculum['formations'],
        languages: withIds(body.languages, 'l') as Curriculum['languages'],
        experiences: withIds(body.experiences, 'e') as Curriculum['experiences'],
      };
      store.set(cv.uuid, cv);
      return HttpResponse.json({ data: cv });
    }),
    http.delete('*/api/v1/curriculum/:id', async ({ request, params }) => {
      await record(request);
      store.delete(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/v1/curriculum/:id/:kind/:itemId', async ({ request, params }) => {
      await record(request);
      const cv = store.get(String(params.id));
      const kind = params.kind as 'formations' | 'languages' | 'experiences';
      if (cv) store.set(cv.uuid, { ...cv, [kind]: (cv[kind] as Array<{ uuid: string }>).filter((i) => i.uuid !== params.itemId) });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/v1/job-alerts/positions', () => HttpResponse.json({ data: positions })),
  ];
  return { store, requests, handlers };
}
