import { SENIORITIES, type JobType } from '@rumo/contract';
import { htmlToText } from './html-to-text.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

export function isJobPosting(v: unknown): v is Obj {
  if (!isObj(v)) return false;
  const type = v['@type'];
  return type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'));
}

/** schema.org employmentType → our contract types (decisions 0202, 0203). PART_TIME is still a CLT contract in Brazil. */
const EMPLOYMENT: Record<string, JobType> = {
  FULL_TIME: 'CLT',
  PART_TIME: 'CLT',
  CONTRACTOR: 'PJ',
  INTERN: 'Estágio',
  TEMPORARY: 'Temporário',
  PER_DIEM: 'Freelancer',
};

/** Monthly figure for a salary given per hour/day/week/year (220 h, 22 days, 52/12 weeks per month, CLT usage). */
const PER_MONTH: Record<string, number> = { HOUR: 220, DAY: 22, WEEK: 52 / 12, MONTH: 1, YEAR: 1 / 12 };

function salaryOf(base: unknown): number | string | null {
  const amount = first(base);
  if (!isObj(amount)) return str(amount) ?? null;
  const currency = str(amount.currency);
  // Our salaries are BRL; a salary in another currency is left out rather than shown as reais.
  if (currency && currency.toUpperCase() !== 'BRL') return null;
  const value = amount.value;
  const q = isObj(value) ? value : { value };
  const raw = q.value ?? q.minValue ?? q.maxValue;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n)) return str(raw) ?? null;
  const unit = str(q.unitText ?? amount.unitText)?.toUpperCase();
  return Math.round(n * (unit && PER_MONTH[unit] ? PER_MONTH[unit]! : 1) * 100) / 100;
}

function identifierOf(posting: Obj): string | undefined {
  const id = first(posting.identifier);
  if (isObj(id)) {
    const value = str(id.value) ?? str(id['@id']);
    const scope = str(id.name);
    return value && scope ? `${scope}:${value}` : value;
  }
  // Without an identifier the posting's own URL is its identity.
  return str(id) ?? str(posting.url) ?? str(posting['@id']);
}

/** Seniority named in the title ('Desenvolvedora Sênior', 'Estagiário(a)'), if any. */
function seniorityFromTitle(title: string): string | null {
  const t = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (/\bestagi/.test(t)) return 'Estágio';
  if (/\b(jr|junior)\b/.test(t)) return 'Júnior';
  if (/\b(sr|senior)\b/.test(t)) return 'Sênior';
  if (/\bpleno\b/.test(t)) return 'Pleno';
  if (/\bespecialista\b/.test(t)) return 'Especialista';
  return SENIORITIES.includes(title as never) ? title : null;
}

/** A schema.org JobPosting, as employers embed it in their pages, in our import field names. */
export function fromJobPosting(posting: Obj): Record<string, unknown> {
  const org = first(posting.hiringOrganization);
  const location = first(posting.jobLocation);
  const address = isObj(location) ? first(location.address) : undefined;
  const types = (Array.isArray(posting.employmentType) ? posting.employmentType : [posting.employmentType]).map((t) => str(t)?.toUpperCase());
  const jobType = types.map((t) => (t ? EMPLOYMENT[t] : undefined)).find(Boolean) ?? null;
  const locationTypes = Array.isArray(posting.jobLocationType) ? posting.jobLocationType : [posting.jobLocationType];
  const title = str(posting.title);
  const description = str(posting.description);
  const skills = posting.skills;
  return {
    external_id: identifierOf(posting),
    title: title === undefined ? undefined : htmlToText(title),
    description: description === undefined ? '' : htmlToText(description),
    company: isObj(org) ? str(org.name) : str(org),
    city: isObj(address) ? str(address.addressLocality) : undefined,
    state: isObj(address) ? str(address.addressRegion) : undefined,
    salary: salaryOf(posting.baseSalary),
    captation: 'company',
    url: str(posting.url),
    expired_at: str(posting.validThrough),
    job_type: jobType,
    work_model: locationTypes.some((t) => str(t)?.toUpperCase() === 'TELECOMMUTE') ? 'remoto' : null,
    seniority: title ? seniorityFromTitle(title) : null,
    published_at: str(posting.datePosted),
    skills: Array.isArray(skills) ? skills.map(str).filter(Boolean) : str(skills),
  };
}
