import type { TestUser } from '../factories.ts';
import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';
import type { TestContext } from '../test-app.ts';

/** A ticket of the matrix's target user, opened through the API once and shared by the examples below. */
const tickets = new WeakMap<TestContext, Promise<string>>();
function ticketOf(t: TestContext, user: TestUser): Promise<string> {
  let id = tickets.get(t);
  if (!id) {
    id = t.app
      .inject({ method: 'POST', url: '/api/v1/support/tickets', headers: user.headers, payload: { subject: 'Chamado da matriz', message: 'Mensagem para a matriz de papéis.' } })
      .then((res) => {
        if (res.statusCode !== 201) throw new Error(`ticket not opened: ${res.statusCode} ${res.body}`);
        return (res.json() as { data: { uuid: string } }).data.uuid;
      });
    tickets.set(t, id);
  }
  return id;
}

/** The ticket routes of the console (decision 1403) need an existing ticket and, for writes, a body. */
export const examples: AdminRouteExamples = {
  'GET /api/admin/v1/tickets/:id': async ({ t, target }) => ({ url: `/api/admin/v1/tickets/${await ticketOf(t, target)}` }),
  'POST /api/admin/v1/tickets/:id/messages': async ({ t, target }) => ({
    url: `/api/admin/v1/tickets/${await ticketOf(t, target)}/messages`,
    payload: { body: 'Nota da matriz de papéis.', internal: true },
  }),
  'PATCH /api/admin/v1/tickets/:id': async ({ t, target }) => ({ url: `/api/admin/v1/tickets/${await ticketOf(t, target)}`, payload: { status: 'answered' } }),
};
