import type { BrazilState, JobType, Seniority, WorkModel } from '@rumo/contract';
import { extractSkills } from './skill-extraction.ts';
import { seniorityFromTitle } from './job-vocabularies.ts';
import { htmlToPlainText } from './source-html.ts';

export type SalaryPeriod = 'hour' | 'day' | 'week' | 'month' | 'year';
export type SourcedSalary = { min: number | null; max: number | null; currency: string; period: SalaryPeriod };

/**
 * The one shape every connector maps a feed record to (docs/decisions/1501), shaped after the data
 * model issue 15 item 1 asks for. Text is final: HTML is sanitised by the one policy (decision 0404),
 * links are absolute http(s) or null, vocabularies are the contract's.
 */
export type SourcedJob = {
  sourceJobId: string;
  title: string;
  descriptionHtml: string;
  company: string | null;
  city: string | null;
  state: BrazilState | null;
  country: string | null;
  /** Where the person applies; null when the feed gives no safe link. */
  applyUrl: string | null;
  /** The posting's own page. */
  url: string | null;
  jobType: JobType | null;
  workModel: WorkModel | null;
  remoteRegion: string | null;
  seniority: Seniority | null;
  salary: SourcedSalary | null;
  /** Affirmative vacancy for people with disabilities (PcD). */
  affirmative: boolean;
  skills: string[];
  publishedAt: Date | null;
  expiresAt: Date | null;
  /** The feed says the job ended (a closed GitHub issue, a deadline in the past). */
  closed: boolean;
};

export type MapResult = { ok: true; job: SourcedJob } | { ok: false; sourceJobId?: string; reason: string };
export type MapContext = { now: Date };

/** What a connector knows about a record; `finishJob` fills in the rest and checks it. */
export type JobDraft = Partial<Omit<SourcedJob, 'sourceJobId' | 'title' | 'skills'>> & {
  sourceJobId: string | null | undefined;
  title: string | null | undefined;
};

const MAX_TITLE = 200;

export function reject(reason: string, sourceJobId?: string | null): MapResult {
  return sourceJobId ? { ok: false, sourceJobId, reason } : { ok: false, reason };
}

/** An absolute http(s) URL, else null (DECISIONS, Jobs: apply link). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^https?:\/\/[^\s]+$/i.test(trimmed) || trimmed.length > 2000) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A date from ISO text or epoch milliseconds; anything else is null. */
export function parseFeedDate(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A deadline: a date without a time ('2026-12-31') lasts until the end of that day in Brasília,
 * rather than ending at midnight UTC (21:00 of the day before, for a Brazilian reader).
 */
export function parseDeadline(value: unknown): Date | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return parseFeedDate(`${value.trim()}T23:59:59-03:00`);
  return parseFeedDate(value);
}

/** Trimmed, single-spaced text, or null when empty. */
export function cleanText(value: unknown, max = 200): string | null {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, max);
}

/**
 * Checks the required fields and derives the rest: seniority from the title when the feed has none,
 * skills from title and text, `closed` when the deadline has passed.
 */
export function finishJob(draft: JobDraft, context: MapContext): MapResult {
  const sourceJobId = cleanText(draft.sourceJobId, 200);
  if (!sourceJobId) return reject('Sem identificador na fonte.');
  const title = cleanText(htmlToPlainText(draft.title ?? ''), MAX_TITLE);
  if (!title) return reject('Sem título.', sourceJobId);
  const descriptionHtml = draft.descriptionHtml ?? '';
  const expiresAt = draft.expiresAt ?? null;
  return {
    ok: true,
    job: {
      sourceJobId,
      title,
      descriptionHtml,
      company: draft.company ?? null,
      city: draft.city ?? null,
      state: draft.state ?? null,
      country: draft.country ?? null,
      applyUrl: draft.applyUrl ?? null,
      url: draft.url ?? null,
      jobType: draft.jobType ?? null,
      workModel: draft.workModel ?? null,
      remoteRegion: draft.remoteRegion ?? null,
      seniority: draft.seniority ?? seniorityFromTitle(title),
      salary: draft.salary ?? null,
      affirmative: draft.affirmative ?? false,
      skills: extractSkills(`${title}\n${htmlToPlainText(descriptionHtml)}`),
      publishedAt: draft.publishedAt ?? null,
      expiresAt,
      closed: (draft.closed ?? false) || (expiresAt !== null && expiresAt.getTime() < context.now.getTime()),
    },
  };
}
