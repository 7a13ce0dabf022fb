import { createTicketRequest, ticketUserReplyRequest, type ErrorBody, type PublicConfigResponse, type TicketDetail } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';

/** In-memory tickets of the signed-in user behind the default handlers; tests reset it with `resetTicketsDb()`. */
export const ticketsDb = { items: [] as TicketDetail[], nextId: 1 };

export function resetTicketsDb(items: TicketDetail[] = []): void {
  ticketsDb.items = items;
  ticketsDb.nextId = 100;
}

const notFound = () => HttpResponse.json<ErrorBody>({ message: 'Chamado não encontrado.' }, { status: 404 });
const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
  HttpResponse.json<ErrorBody>({ message: 'Os dados enviados são inválidos.', errors: Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])) }, { status: 422 });
const summary = ({ messages: _messages, ...rest }: TicketDetail) => rest;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Default: no chat widget configured, as on a fresh install; no tickets yet. */
export const handlers: RequestHandler[] = [
  http.get('*/api/v1/public-config', () => HttpResponse.json<PublicConfigResponse>({ data: { chatWidgetUrl: null } })),
  http.get('*/api/v1/support/tickets', () => HttpResponse.json({ data: ticketsDb.items.map(summary) })),
  http.get('*/api/v1/support/tickets/:id', ({ params }) => {
    const found = ticketsDb.items.find((t) => t.uuid === params.id);
    return found ? HttpResponse.json({ data: found }) : notFound();
  }),
  http.post('*/api/v1/support/tickets', async ({ request }) => {
    const parsed = createTicketRequest.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues);
    const now = new Date().toISOString();
    const ticket: TicketDetail = {
      uuid: uuid(ticketsDb.nextId++),
      subject: parsed.data.subject,
      status: 'open',
      created_at: now,
      updated_at: now,
      messages: [{ id: ticketsDb.nextId++, author: 'user', body: parsed.data.message, created_at: now }],
    };
    ticketsDb.items = [ticket, ...ticketsDb.items];
    return HttpResponse.json({ data: ticket }, { status: 201 });
  }),
  http.post('*/api/v1/support/tickets/:id/messages', async ({ params, request }) => {
    const found = ticketsDb.items.find((t) => t.uuid === params.id);
    if (!found) return notFound();
    const parsed = ticketUserReplyRequest.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error.issues);
    const now = new Date().toISOString();
    found.messages = [...found.messages, { id: ticketsDb.nextId++, author: 'user', body: parsed.data.message, created_at: now }];
    Object.assign(found, { status: 'open', updated_at: now });
    return HttpResponse.json({ data: found }, { status: 201 });
  }),
  http.post('*/api/v1/support/tickets/:id/resolve', ({ params }) => {
    const found = ticketsDb.items.find((t) => t.uuid === params.id);
    if (!found) return notFound();
    Object.assign(found, { status: 'resolved' });
    return HttpResponse.json({ data: found });
  }),
];
