import type { HttpClient, Outcome } from './http.ts';

const STATUSES = ['open', 'review', 'interview', 'test', 'approved', 'rejected', 'closed'] as const;
const SEARCHES = ['desenvolvedor', 'react', 'dados', 'analista', 'são paulo', 'python', ''];

/** Every write the server acknowledged (2xx), so the scenarios can look for it afterwards. */
export class WriteLedger {
  readonly applications = new Set<string>();
  /** application uuid → status → how many acknowledged changes to it. */
  readonly statusChanges = new Map<string, Map<string, number>>();
  readonly curriculaCreated = new Set<string>();
  readonly curriculaDeleted = new Set<string>();
  /** CVs whose delete was sent but not acknowledged: either outcome is legitimate. */
  readonly curriculaUncertain = new Set<string>();
  acknowledged = 0;

  ackStatus(app: string, status: string): void {
    const byStatus = this.statusChanges.get(app) ?? new Map<string, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.statusChanges.set(app, byStatus);
    this.acknowledged++;
  }
}

export type Account = { token: string; email: string; password: string };

type OwnApplication = { uuid: string; status: string; certain: boolean };

/**
 * One virtual user on one keep-alive connection: a logged-in person searching, opening jobs,
 * applying (each connection to its own slice of the jobs, so applications never collide),
 * moving its applications along and creating/deleting CVs. Requests are sequential per
 * connection, so the last acknowledged status is known exactly.
 */
export class VirtualUser {
  private nextJob = 0;
  private readonly apps: OwnApplication[] = [];
  private readonly cvs: string[] = [];
  private n = 0;

  private readonly http: HttpClient;
  private readonly account: Account;
  private readonly jobs: string[];
  private readonly ledger: WriteLedger;
  private readonly readsOnly: boolean;

  constructor(http: HttpClient, account: Account, jobs: string[], ledger: WriteLedger, readsOnly = false) {
    this.http = http;
    this.account = account;
    this.jobs = jobs;
    this.ledger = ledger;
    this.readsOnly = readsOnly;
  }

  /** Runs one request of the mix and returns its outcome. */
  async step(): Promise<Outcome> {
    const r = Math.random();
    this.n++;
    if (this.readsOnly || r < 0.66) return this.read(r / 0.66);
    if (r < 0.76) return this.apply();
    if (r < 0.88) return this.changeStatus();
    if (r < 0.95 || this.cvs.length === 0) return this.cvs.length >= 3 ? this.deleteCv() : this.createCv();
    return this.deleteCv();
  }

  private read(r: number): Promise<Outcome> {
    const token = this.account.token;
    if (r < 0.4) {
      const q = SEARCHES[this.n % SEARCHES.length] ?? '';
      const page = 1 + (this.n % 3);
      return this.http.request(`/api/v1/jobs?query=${encodeURIComponent(q)}&page=${page}`, { token, route: 'GET /jobs' });
    }
    if (r < 0.65) {
      const job = this.jobs[Math.floor(Math.random() * this.jobs.length)];
      return this.http.request(`/api/v1/jobs/${job}`, { token, route: 'GET /jobs/:id' });
    }
    if (r < 0.85) return this.http.request('/api/v1/applications?per_page=10', { token, route: 'GET /applications' });
    return this.http.request('/api/v1/users/me', { token, route: 'GET /users/me' });
  }

  private async apply(): Promise<Outcome> {
    const job = this.jobs[this.nextJob];
    if (!job) return this.read(Math.random());
    this.nextJob++;
    const o = await this.http.request('/api/v1/applications', { method: 'POST', token: this.account.token, body: { job_uuid: job }, route: 'POST /applications' });
    const data = (o.body as { data?: { uuid?: string; status?: string } } | null)?.data;
    if ((o.status === 201 || o.status === 200) && data?.uuid) {
      this.ledger.applications.add(data.uuid);
      this.ledger.acknowledged++;
      this.apps.push({ uuid: data.uuid, status: data.status ?? 'open', certain: true });
    }
    return o;
  }

  private async changeStatus(): Promise<Outcome> {
    const candidates = this.apps.filter((a) => a.certain);
    const app = candidates[Math.floor(Math.random() * candidates.length)];
    if (!app) return this.jobs[this.nextJob] ? this.apply() : this.read(Math.random());
    // Always a different status, so every acknowledged change adds one row to the timeline.
    const options = STATUSES.filter((s) => s !== app.status);
    const status = options[Math.floor(Math.random() * options.length)] ?? 'review';
    const o = await this.http.request(`/api/v1/applications/${app.uuid}/status`, {
      method: 'PUT',
      token: this.account.token,
      body: { status },
      route: 'PUT /applications/:id/status',
    });
    if (o.status === 200) {
      app.status = status;
      this.ledger.ackStatus(app.uuid, status);
    } else {
      // Unknown whether it was applied: stop writing to it, so the checks stay exact.
      app.certain = false;
    }
    return o;
  }

  private async createCv(): Promise<Outcome> {
    const o = await this.http.request('/api/v1/curriculum', {
      method: 'POST',
      token: this.account.token,
      route: 'POST /curriculum',
      body: {
        name: `Currículo de carga ${this.n}`,
        role: 'Pessoa desenvolvedora',
        summary: 'Resumo criado pelo teste de resiliência.',
        worked_before: false,
        experiences: [{ role: 'Estágio', company_name: 'Empresa Teste', description: 'Atividades do estágio.', start_date: '2023-01-10', end_date: null }],
      },
    });
    const uuid = (o.body as { data?: { uuid?: string } } | null)?.data?.uuid;
    if (o.status === 201 && uuid) {
      this.ledger.curriculaCreated.add(uuid);
      this.ledger.acknowledged++;
      this.cvs.push(uuid);
    }
    return o;
  }

  private async deleteCv(): Promise<Outcome> {
    const uuid = this.cvs.shift();
    if (!uuid) return this.createCv();
    const o = await this.http.request(`/api/v1/curriculum/${uuid}`, { method: 'DELETE', token: this.account.token, route: 'DELETE /curriculum/:id' });
    // A 404 can only follow an earlier delete of ours that was applied but not acknowledged.
    if (o.status === 204 || (o.status === 404 && this.ledger.curriculaUncertain.has(uuid))) {
      this.ledger.curriculaUncertain.delete(uuid);
      this.ledger.curriculaDeleted.add(uuid);
      this.ledger.acknowledged++;
    } else {
      // Unknown whether it was applied: try again later, so CVs do not pile up towards the
      // per-user limit (a 422 that would be the workload's fault, not the server's).
      this.ledger.curriculaUncertain.add(uuid);
      this.cvs.unshift(uuid);
    }
    return o;
  }
}

/**
 * Runs `users` loops back to back until `until()` says stop; each loop awaits its previous
 * request, so at most one request per connection is in flight.
 */
export async function runLoops(users: VirtualUser[], until: () => boolean, onOutcome: (o: Outcome) => void | Promise<void>): Promise<void> {
  await Promise.all(
    users.map(async (u) => {
      while (!until()) await onOutcome(await u.step());
    }),
  );
}
