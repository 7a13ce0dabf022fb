import { jobAlertRequest, type ErrorBody, type JobAlert } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { alertFromBody, defaultAlerts, positionsFixture, typesFixture } from './tests/alerts-fixtures.ts';

/** In-memory alerts behind the default handlers; tests reset it with `resetAlertsDb()`. */
export const alertsDb = { items: defaultAlerts(), nextId: 100, requests: { positions: 0 } };

export function resetAlertsDb(items: JobAlert[] = defaultAlerts()): void {
  alertsDb.items = items;
  alertsDb.nextId = 100;
  alertsDb.requests.positions = 0;
}

const invalid = (errors: Record<string, string>) => HttpResponse.json<ErrorBody>({ message: 'Os dados enviados são inválidos.', errors }, { status: 422 });

/** Default answers of the job-alerts API for every screen test (a test overrides them with server.use). */
export const handlers: RequestHandler[] = [
  http.get('*/api/v1/job-alerts', () => HttpResponse.json({ data: alertsDb.items })),
  http.get('*/api/v1/job-alerts/positions', () => {
    alertsDb.requests.positions++;
    return HttpResponse.json({ data: positionsFixture });
  }),
  http.get('*/api/v1/job-alerts/types', () => HttpResponse.json({ data: typesFixture })),
  http.post('*/api/v1/job-alerts', async ({ request }) => {
    const parsed = jobAlertRequest.safeParse(await request.json());
    if (!parsed.success) return invalid(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    const alert = alertFromBody(alertsDb.nextId++, parsed.data);
    alertsDb.items = [alert, ...alertsDb.items];
    return HttpResponse.json({ data: alert }, { status: 201 });
  }),
  http.put('*/api/v1/job-alerts/:id', async ({ params, request }) => {
    const found = alertsDb.items.find((a) => a.id === Number(params.id));
    if (!found) return HttpResponse.json<ErrorBody>({ message: 'Alerta não encontrado.' }, { status: 404 });
    const parsed = jobAlertRequest.safeParse(await request.json());
    if (!parsed.success) return invalid(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    const updated = alertFromBody(found.id, parsed.data, found.created_at);
    alertsDb.items = alertsDb.items.map((a) => (a.id === found.id ? updated : a));
    return HttpResponse.json({ data: updated });
  }),
  http.delete('*/api/v1/job-alerts/:id', ({ params }) => {
    const before = alertsDb.items.length;
    alertsDb.items = alertsDb.items.filter((a) => a.id !== Number(params.id));
    if (alertsDb.items.length === before) return HttpResponse.json<ErrorBody>({ message: 'Alerta não encontrado.' }, { status: 404 });
    return new HttpResponse(null, { status: 204 });
  }),
];
