import {
  contentCreate,
  contentPatch,
  courseCreate,
  coursePatch,
  nodeMove,
  nodeRename,
  stepCreate,
  stepPatch,
  themeCreate,
  topicCreate,
  type CourseDocument,
  type DeletionCounts,
  type DraftContent,
  type FileRecord,
  type JourneyTree,
} from '@rumo/contract';
import { http, HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import { server } from '../../../../test/server.ts';

// The editor's API (/api/admin/v1/journey, decision 1603) as the contract says, over an in-memory
// journey: steps and placement change at once, a course's document is its draft until 'Publicar'.
// Requests that break the contract are refused with a 422 as the server would.

export const EDITOR = ['console:access', 'content:edit'];
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const INVALID = 'Os dados enviados são inválidos. Verifique os campos destacados.';

type Step = Omit<JourneyTree[number], 'courses'> & { courseIds: string[] };
export type FakeCourse = { id: string; published_at: string | null; draft: CourseDocument | null; published: CourseDocument; hours?: number | null; skills?: string[] };

export type Calls = {
  method: string;
  path: string;
  body?: unknown;
}[];

export const content = (n: number, title: string, type = 'text', extra: Partial<DraftContent> = {}): DraftContent => ({
  id: uuid(n),
  title,
  type,
  body: '',
  questions: [],
  pass_percent: null,
  ...extra,
});

/** A journey of two steps: 'Começo' (two courses, one with a draft) and 'Carreira' (gated by mentorship, one unpublished course). */
export function sampleJourney() {
  const logic: CourseDocument = {
    name: 'Lógica de programação',
    description: 'Decompor problemas.',
    themes: [
      {
        id: uuid(101),
        name: 'Pensamento computacional',
        topics: [
          {
            id: uuid(201),
            name: 'Boas-vindas',
            contents: [content(301, 'Leitura inicial', 'text', { body: '<p>Olá</p>' }), content(302, 'Vídeo de abertura', 'video', { body: '/media/abertura.mp4' })],
          },
          {
            id: uuid(202),
            name: 'Algoritmos',
            contents: [
              content(303, 'Quiz de algoritmos', 'quiz', {
                questions: [{ id: uuid(401), question: 'O que é?', alternatives: ['A', 'B'], correct: 'A', feedback: ['', ''], explanation: '' }],
              }),
            ],
          },
        ],
      },
      { id: uuid(102), name: 'Prática', topics: [] },
    ],
  };
  const steps: Step[] = [
    { id: uuid(1), name: 'Começo', description: 'Os primeiros passos.', order: 1, required_feature: null, courseIds: [uuid(11), uuid(12)] },
    { id: uuid(2), name: 'Carreira', description: '', order: 2, required_feature: 'mentorship', courseIds: [uuid(13)] },
  ];
  const courses: FakeCourse[] = [
    { id: uuid(11), published_at: '2026-03-01T12:00:00.000Z', draft: null, published: logic },
    {
      id: uuid(12),
      published_at: '2026-03-02T12:00:00.000Z',
      draft: { name: 'Git na prática', description: '', themes: [] },
      published: {
        name: 'Git na prática',
        description: '',
        themes: [{ id: uuid(103), name: 'Commits', topics: [{ id: uuid(203), name: 'Primeiro', contents: [content(304, 'Texto')] }] }],
      },
    },
    { id: uuid(13), published_at: null, draft: { name: 'Entrevistas', description: '', themes: [] }, published: { name: 'Entrevistas', description: '', themes: [] } },
  ];
  return { steps, courses };
}

const contentsOf = (doc: CourseDocument) => doc.themes.flatMap((t) => t.topics.flatMap((p) => p.contents));
const moveInto = <T>(list: T[], item: T, position: number) => list.splice(Math.min(Math.max(position - 1, 0), list.length), 0, item);
const invalid = (errors: Record<string, string>) => HttpResponse.json({ message: INVALID, errors }, { status: 422 });

/** Installs the fake; `counts` answers every dry run and delete; `failPublish` makes 'Publicar' answer the server's 422. */
export function serveJourney({
  steps: initialSteps,
  courses: initialCourses,
  capabilities = EDITOR,
  counts = { courses: 0, themes: 0, topics: 0, contents: 0, questions: 0, learners_with_progress: 0 },
  failPublish,
}: {
  steps: Step[];
  courses: FakeCourse[];
  capabilities?: string[];
  counts?: DeletionCounts;
  failPublish?: Record<string, string>;
}) {
  let steps = structuredClone(initialSteps);
  const courses = new Map(structuredClone(initialCourses).map((c) => [c.id, c]));
  const calls: Calls = [];
  let nextId = 900;
  const newId = () => uuid(nextId++);
  const draftOf = (c: FakeCourse) => (c.draft ??= structuredClone(c.published));
  const stepOf = (courseId: string) => steps.find((s) => s.courseIds.includes(courseId));

  const tree = (): JourneyTree =>
    steps.map(({ courseIds, ...s }, i) => ({
      ...s,
      order: i + 1,
      courses: courseIds.map((id, j) => {
        const c = courses.get(id)!;
        const doc = c.draft ?? c.published;
        return {
          id,
          name: doc.name,
          description: doc.description,
          order: j + 1,
          published_at: c.published_at,
          has_unpublished_changes: c.draft !== null,
          contents: contentsOf(doc).length,
        };
      }),
    }));
  const editorView = (c: FakeCourse) => ({
    id: c.id,
    step_id: stepOf(c.id)!.id,
    published_at: c.published_at,
    // Workload on certificates (decision 1703): the sample courses leave it to the estimate.
    hours: c.hours ?? null,
    skills: c.skills ?? [],
    has_unpublished_changes: c.draft !== null,
    draft_updated_at: c.draft ? '2026-03-05T15:30:00.000Z' : null,
    draft_updated_by: c.draft ? 'Ana Souza' : null,
    document: c.draft ?? c.published,
  });
  async function read<T>(request: Request, schema: ZodType<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
    const body: unknown = request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined);
    calls.push({ method: request.method, path: new URL(request.url).pathname + new URL(request.url).search, body });
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, response: invalid(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))) };
  }
  const log = (request: Request) => calls.push({ method: request.method, path: new URL(request.url).pathname + new URL(request.url).search });
  const course = (id: unknown) => courses.get(String(id));
  const notFound = () => HttpResponse.json({ message: 'Curso não encontrado.' }, { status: 404 });
  const deletion = (request: Request, apply: () => void) => {
    log(request);
    const dryRun = new URL(request.url).searchParams.get('dry_run') === 'true';
    if (!dryRun) apply();
    return HttpResponse.json({ data: { dry_run: dryRun, counts } });
  };
  const base = '*/api/admin/v1/journey';

  server.use(
    http.get('*/api/admin/v1/me', () => HttpResponse.json({ data: { roles: ['editor'], capabilities } })),
    http.get(base, () => HttpResponse.json({ data: tree() })),
    http.post(`${base}/steps`, async ({ request }) => {
      const r = await read(request, stepCreate);
      if (!r.ok) return r.response;
      if (r.value.name === 'Repetida') return invalid({ name: 'Já existe uma etapa com este nome.' });
      const step = { id: newId(), order: steps.length + 1, courseIds: [], ...r.value };
      steps.push(step);
      return HttpResponse.json({ data: { id: step.id, name: step.name, description: step.description, order: step.order, required_feature: step.required_feature } });
    }),
    http.patch(`${base}/steps/:id`, async ({ request, params }) => {
      const r = await read(request, stepPatch);
      if (!r.ok) return r.response;
      const step = steps.find((s) => s.id === params.id);
      if (!step) return notFound();
      const { position, ...fields } = r.value;
      Object.assign(step, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
      if (position !== undefined) {
        steps = steps.filter((s) => s !== step);
        moveInto(steps, step, position);
      }
      return HttpResponse.json({ data: { id: step.id, name: step.name, description: step.description, order: steps.indexOf(step) + 1, required_feature: step.required_feature } });
    }),
    http.delete(`${base}/steps/:id`, ({ request, params }) => deletion(request, () => (steps = steps.filter((s) => s.id !== params.id)))),
    http.post(`${base}/steps/:id/courses`, async ({ request, params }) => {
      const r = await read(request, courseCreate);
      if (!r.ok) return r.response;
      const id = newId();
      courses.set(id, {
        id,
        published_at: null,
        draft: { name: r.value.name, description: r.value.description, themes: [] },
        published: { name: r.value.name, description: r.value.description, themes: [] },
      });
      steps.find((s) => s.id === params.id)!.courseIds.push(id);
      return HttpResponse.json({ data: { id } });
    }),
    http.get(`${base}/courses/:id`, ({ params }) => {
      const c = course(params.id);
      return c ? HttpResponse.json({ data: editorView(c) }) : notFound();
    }),
    http.patch(`${base}/courses/:id`, async ({ request, params }) => {
      const r = await read(request, coursePatch);
      if (!r.ok) return r.response;
      const c = course(params.id);
      if (!c) return notFound();
      const { name, description, hours, skills, step_id, position } = r.value;
      // Hours change at once, outside the draft, like the server (decision 1703).
      if (hours !== undefined) c.hours = hours;
      if (skills !== undefined) c.skills = skills;
      if (name !== undefined) draftOf(c).name = name;
      if (description !== undefined) draftOf(c).description = description;
      if (step_id !== undefined || position !== undefined) {
        const from = stepOf(c.id)!;
        const to = steps.find((s) => s.id === (step_id ?? from.id))!;
        from.courseIds = from.courseIds.filter((id) => id !== c.id);
        moveInto(to.courseIds, c.id, position ?? to.courseIds.length + 1);
      }
      return HttpResponse.json({ data: editorView(c) });
    }),
    http.delete(`${base}/courses/:id`, ({ request, params }) =>
      deletion(request, () => {
        for (const s of steps) s.courseIds = s.courseIds.filter((id) => id !== params.id);
      }),
    ),
    http.post(`${base}/courses/:id/publish`, ({ request, params }) => {
      log(request);
      const c = course(params.id)!;
      if (failPublish) return HttpResponse.json({ message: 'O curso não pode ser publicado: corrija os conteúdos indicados.', errors: failPublish }, { status: 422 });
      if (!c.draft) {
        // A course taken off the air comes back as it was; one never published stays (decision 1603).
        const back = c.published_at === null && contentsOf(c.published).length > 0;
        if (back) c.published_at = '2026-03-07T10:00:00.000Z';
        return HttpResponse.json({ data: { published: back, added: 0, updated: 0, removed: 0 } });
      }
      const before = new Set(contentsOf(c.published).map((x) => x.id));
      const after = contentsOf(c.draft);
      const added = after.filter((x) => !before.has(x.id)).length;
      const result = { published: true, added, updated: after.length - added, removed: [...before].filter((id) => !after.some((x) => x.id === id)).length };
      c.published = c.draft;
      c.draft = null;
      c.published_at ??= '2026-03-06T10:00:00.000Z';
      return HttpResponse.json({ data: result });
    }),
    http.post(`${base}/courses/:id/withdraw`, ({ request, params }) => {
      log(request);
      const c = course(params.id);
      if (!c) return notFound();
      c.published_at = null;
      return HttpResponse.json({ data: { withdrawn: true } });
    }),
    http.delete(`${base}/courses/:id/draft`, ({ request, params }) => {
      log(request);
      const c = course(params.id)!;
      const had = c.draft !== null;
      c.draft = null;
      return HttpResponse.json({ data: { discarded: had } });
    }),
    http.get(`${base}/courses/:id/preview`, ({ params }) => {
      const c = course(params.id);
      if (!c) return notFound();
      const doc = c.draft ?? c.published;
      return HttpResponse.json({
        data: {
          uuid: c.id,
          name: doc.name,
          description: doc.description,
          themes: doc.themes.map((t, i) => ({
            uuid: t.id,
            name: t.name,
            order: i + 1,
            topics: t.topics.map((p, j) => ({
              uuid: p.id,
              name: p.name,
              order: j + 1,
              contents: p.contents.map((x, k) => ({ uuid: x.id, title: x.title, type: x.type, order: k + 1, isLocked: k > 0, content: k > 0 ? null : x.body })),
            })),
          })),
        },
      });
    }),
    http.post(`${base}/courses/:id/themes`, async ({ request, params }) => {
      const r = await read(request, themeCreate);
      if (!r.ok) return r.response;
      const id = newId();
      draftOf(course(params.id)!).themes.push({ id, name: r.value.name, topics: [] });
      return HttpResponse.json({ data: { id } });
    }),
    http.post(`${base}/courses/:id/topics`, async ({ request, params }) => {
      const r = await read(request, topicCreate);
      if (!r.ok) return r.response;
      const id = newId();
      draftOf(course(params.id)!)
        .themes.find((t) => t.id === r.value.theme_id)!
        .topics.push({ id, name: r.value.name, contents: [] });
      return HttpResponse.json({ data: { id } });
    }),
    http.post(`${base}/courses/:id/contents`, async ({ request, params }) => {
      const r = await read(request, contentCreate);
      if (!r.ok) return r.response;
      const id = newId();
      const topic = draftOf(course(params.id)!)
        .themes.flatMap((t) => t.topics)
        .find((p) => p.id === r.value.topic_id)!;
      topic.contents.push({ id, title: r.value.title, type: r.value.type, body: r.value.body, questions: [], pass_percent: r.value.pass_percent ?? null });
      return HttpResponse.json({ data: { id } });
    }),
    http.patch(`${base}/courses/:id/contents/:nodeId`, async ({ request, params }) => {
      const r = await read(request, contentPatch);
      if (!r.ok) return r.response;
      // The server's own rule the browser cannot know: this host is refused (decision 1602's allow-list stands in).
      if (r.value.body?.includes('bloqueado.example')) return invalid({ body: 'Este endereço não é aceito.' });
      const node = contentsOf(draftOf(course(params.id)!)).find((x) => x.id === params.nodeId)!;
      Object.assign(node, Object.fromEntries(Object.entries(r.value).filter(([, v]) => v !== undefined)));
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.patch(`${base}/courses/:id/:kind/:nodeId`, async ({ request, params }) => {
      const r = await read(request, nodeRename);
      if (!r.ok) return r.response;
      const doc = draftOf(course(params.id)!);
      const node = params.kind === 'themes' ? doc.themes.find((t) => t.id === params.nodeId) : doc.themes.flatMap((t) => t.topics).find((p) => p.id === params.nodeId);
      node!.name = r.value.name;
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.post(`${base}/courses/:id/:kind/:nodeId/move`, async ({ request, params }) => {
      const r = await read(request, nodeMove);
      if (!r.ok) return r.response;
      const doc = draftOf(course(params.id)!);
      const { parent_id, position } = r.value;
      if (params.kind === 'themes') {
        const theme = doc.themes.find((t) => t.id === params.nodeId)!;
        doc.themes = doc.themes.filter((t) => t !== theme);
        moveInto(doc.themes, theme, position);
      } else if (params.kind === 'topics') {
        const from = doc.themes.find((t) => t.topics.some((p) => p.id === params.nodeId))!;
        const topic = from.topics.find((p) => p.id === params.nodeId)!;
        from.topics = from.topics.filter((p) => p !== topic);
        moveInto(doc.themes.find((t) => t.id === (parent_id ?? from.id))!.topics, topic, position);
      } else {
        const topics = doc.themes.flatMap((t) => t.topics);
        const from = topics.find((p) => p.contents.some((x) => x.id === params.nodeId))!;
        const node = from.contents.find((x) => x.id === params.nodeId)!;
        from.contents = from.contents.filter((x) => x !== node);
        moveInto(topics.find((p) => p.id === (parent_id ?? from.id))!.contents, node, position);
      }
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.delete(`${base}/courses/:id/:kind/:nodeId`, ({ request, params }) =>
      deletion(request, () => {
        const doc = draftOf(course(params.id)!);
        doc.themes = doc.themes.filter((t) => t.id !== params.nodeId);
        for (const t of doc.themes) {
          t.topics = t.topics.filter((p) => p.id !== params.nodeId);
          for (const p of t.topics) p.contents = p.contents.filter((x) => x.id !== params.nodeId);
        }
      }),
    ),
  );
  return { calls, tree, courses };
}

/**
 * The files API's upload (`POST /api/admin/v1/files?name=…`, decision 1602) for the content form's
 * upload fields: answers a FileRecord named as sent, with a fresh id, and records what came.
 */
export function serveUploads() {
  const received: { name: string | null; type: string | null; size: number }[] = [];
  let next = 1;
  server.use(
    http.post('*/api/admin/v1/files', async ({ request }) => {
      const name = new URL(request.url).searchParams.get('name');
      const type = request.headers.get('content-type');
      const size = (await request.arrayBuffer()).byteLength;
      received.push({ name, type, size });
      const id = `f17e0000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
      const url = `/files/${id}/${encodeURIComponent(name ?? 'arquivo')}`;
      const file: FileRecord = {
        id,
        name: name ?? 'arquivo',
        contentType: type ?? 'application/octet-stream',
        size,
        sha256: 'b'.repeat(64),
        width: null,
        height: null,
        url,
        thumbnailUrl: null,
        createdAt: '2026-03-06T10:00:00.000Z',
      };
      return HttpResponse.json({ data: file }, { status: 201 });
    }),
  );
  return { received };
}
