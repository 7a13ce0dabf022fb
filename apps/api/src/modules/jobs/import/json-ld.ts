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

/** schema.org unitText → our period; a unit we cannot read makes the salary unknown rather than monthly (decision 1503). */
const PERIOD: Record<string, string> = { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

const amount = (v: unknown): number | string | null => {
  if (typeof v === 'number') return v;
  return str(v) ?? null;
};

/**
 * `baseSalary` (a MonetaryAmount) → our range fields: `value` alone is the single value,
 * `minValue`/`maxValue` the range; currency and period (`unitText`) kept as given (BRL per month
 * when absent). The import's validation reads and checks them like any record's.
 */
function salaryOf(base: unknown): Record<string, unknown> {
  const money = first(base);
  if (!isObj(money)) return { salary: amount(money) };
  const value = money.value;
  const q = isObj(value) ? value : { value };
  const unit = str(q.unitText ?? money.unitText)?.toUpperCase();
  if (unit && !PERIOD[unit]) return { salary: null };
  return {
    salary: amount(q.value ?? q.minValue),
    salary_max: q.value === undefined ? amount(q.maxValue) : null,
    salary_currency: str(money.currency) ?? null,
    salary_period: unit ? PERIOD[unit] : null,
  };
}

const regionNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' });

/** `applicantLocationRequirements` (Country or State, one or many) → 'Brasil', 'Brasil, Portugal'; ISO codes named in Portuguese. */
function remoteRegionOf(requirements: unknown): string | null {
  const names = (Array.isArray(requirements) ? requirements : [requirements])
    .map((r) => (isObj(r) ? str(r.name) : str(r)))
    .filter((n): n is string => Boolean(n?.trim()))
    .map((n) => (/^[A-Za-z]{2}$/.test(n.trim()) ? (regionNames.of(n.trim().toUpperCase()) ?? n.trim()) : n.trim()));
  return names.length ? [...new Set(names)].join(', ') : null;
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
  const remote = locationTypes.some((t) => str(t)?.toUpperCase() === 'TELECOMMUTE');
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
    ...salaryOf(posting.baseSalary),
    captation: 'company',
    url: str(posting.url),
    expired_at: str(posting.validThrough),
    job_type: jobType,
    work_model: remote ? 'remoto' : null,
    remote_region: remote ? remoteRegionOf(posting.applicantLocationRequirements) : null,
    seniority: title ? seniorityFromTitle(title) : null,
    published_at: str(posting.datePosted),
    skills: Array.isArray(skills) ? skills.map(str).filter(Boolean) : str(skills),
  };
}
