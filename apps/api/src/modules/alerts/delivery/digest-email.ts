import { formatSalaryRange, JOB_CITY_EMPTY, type AlertFrequency } from '@rumo/contract';
import { escapeHtml, type Email } from '../../../lib/mailer.ts';

export type DigestJob = {
  id: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  /** The job's salary range as the jobs API sends it (docs/decisions/1503). */
  salary: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: string;
};
export type DigestAlert = {
  position: string;
  type: string;
  city: string;
  state: string;
  minSalary: number;
  maxSalary: number;
  unsubscribeUrl: string;
  jobs: DigestJob[];
};
export type Digest = { to: string; userId: string; name: string; frequency: AlertFrequency; publicUrl: string; alerts: DigestAlert[] };

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const PERIOD_WORD: Record<AlertFrequency, string> = { daily: 'diário', weekly: 'semanal', monthly: 'mensal' };

export function salaryRange(min: number, max: number): string {
  if (min > 0 && max > 0) return `${money.format(min)} a ${money.format(max)}`;
  if (min > 0) return `a partir de ${money.format(min)}`;
  if (max > 0) return `até ${money.format(max)}`;
  return 'qualquer salário';
}

/**
 * The job's range as the web shows it, by the one formatter ('R$ 8.000 – R$ 12.000', 'A combinar';
 * docs/decisions/1503). The city's empty text is DECISIONS' (Jobs) 'Local não informado', shared with the web.
 */
const jobSalary = (j: DigestJob) => formatSalaryRange({ salary: j.salary, salary_max: j.salaryMax, salary_currency: j.salaryCurrency, salary_period: j.salaryPeriod });
const jobPlace = (j: DigestJob) => `${j.city?.trim() || JOB_CITY_EMPTY}${j.state ? `/${j.state}` : ''}`;
const alertLine = (a: DigestAlert) => `${a.position} · ${a.type} · ${a.city}/${a.state} · ${salaryRange(a.minSalary, a.maxSalary)}`;
const jobUrl = (publicUrl: string, j: DigestJob) => `${publicUrl}/jobs/${j.id}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The pt-BR digest e-mail: plain text and HTML with the same content; every value is escaped in the HTML. */
export function renderDigestEmail(d: Digest): Email {
  const total = d.alerts.reduce((n, a) => n + a.jobs.length, 0);
  const firstName = d.name.trim().split(/\s+/)[0] ?? '';
  const count = plural(total, 'nova vaga', 'novas vagas');
  const subject = `Rumo: ${count} para os seus alertas (resumo ${PERIOD_WORD[d.frequency]})`;
  const intro = `Encontramos ${count} que combinam com os seus alertas de vagas.`;
  const manage = `${d.publicUrl}/job-alerts`;

  const text = [
    `Olá, ${firstName}!`,
    '',
    intro,
    ...d.alerts.flatMap((a) => [
      '',
      `Alerta: ${alertLine(a)}`,
      ...a.jobs.flatMap((j) => [`- ${j.title} — ${j.company ?? 'Confidencial'} — ${jobPlace(j)} — ${jobSalary(j)}`, `  ${jobUrl(d.publicUrl, j)}`]),
      `Não quer mais receber este alerta? Cancele com um clique: ${a.unsubscribeUrl}`,
    ]),
    '',
    `Você recebe este e-mail porque criou alertas de vagas no Rumo. Gerencie seus alertas em ${manage}`,
  ].join('\n');

  const e = escapeHtml;
  const link = (href: string, label: string, style = 'color:#0f766e') => `<a href="${e(href)}" style="${style}">${e(label)}</a>`;
  const html = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${e(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="font-size:16px">Olá, ${e(firstName)}!</p>`,
    `<p style="font-size:16px">${e(intro)}</p>`,
    ...d.alerts.map((a) =>
      [
        '<div style="border-top:1px solid #e7e5e4;margin-top:16px;padding-top:16px">',
        `<h2 style="font-size:17px;margin:0 0 8px">${e(a.position)}</h2>`,
        `<p style="margin:0 0 12px;color:#57534e">${e(`${a.type} · ${a.city}/${a.state} · ${salaryRange(a.minSalary, a.maxSalary)}`)}</p>`,
        '<ul style="padding-left:20px;margin:0">',
        ...a.jobs.map(
          (j) =>
            `<li style="margin-bottom:10px">${link(jobUrl(d.publicUrl, j), j.title, 'color:#0f766e;font-weight:bold')}<br>` +
            `<span style="color:#44403c">${e(`${j.company ?? 'Confidencial'} · ${jobPlace(j)} · ${jobSalary(j)}`)}</span></li>`,
        ),
        '</ul>',
        `<p style="font-size:13px;color:#57534e;margin:12px 0 0">Não quer mais receber este alerta? ${link(a.unsubscribeUrl, 'Cancelar este alerta com um clique', 'color:#57534e')}</p>`,
        '</div>',
      ].join(''),
    ),
    `<p style="font-size:13px;color:#57534e;border-top:1px solid #e7e5e4;margin-top:16px;padding-top:16px">Você recebe este e-mail porque criou alertas de vagas no Rumo. ${link(manage, 'Gerenciar meus alertas', 'color:#57534e')}</p>`,
    '</div></body></html>',
  ].join('\n');

  // The unsubscribe links are live tokens: blanked in the stored copy once SMTP delivered it.
  return { to: d.to, userId: d.userId, subject, text, html, secrets: d.alerts.map((a) => a.unsubscribeUrl) };
}
