import { parseLocation, regionName, toCountry } from './brazil-location.ts';
import { toJobType, toWorkModel, workModelInText } from './job-vocabularies.ts';
import { toSalary } from './salary.ts';
import { arrayOf, baseUrlOf, fetchJsonPage, isObj, str, type SourceKind, assertKey, slugKey } from './source-kind.ts';
import { sanitiseFeedHtml } from './source-html.ts';
import { finishJob, parseFeedDate, reject, safeHttpUrl } from './sourced-job.ts';

const PAGE_SIZE = 100;

/** 'per-year-salary', 'per-hour-wage' → the period word; 'one-time' and the unknown give no period. */
const intervalPeriod = (interval: unknown) => /(hour|day|week|month|year)/.exec(str(interval) ?? '')?.[1] ?? 'unknown';

const DEFAULT_BASE_URL = 'https://api.lever.co';

/**
 * Lever postings API (shared/job-sources.md): a top-level array paged by `skip`/`limit`, read until
 * a short page. The description, the lists (requirements…) and `additional` together make the text.
 */
export const leverSource: SourceKind = {
  kind: 'lever',
  defaultBaseUrl: DEFAULT_BASE_URL,
  checkKey: slugKey('o site da empresa no Lever', 'pagafacil'),
  async *list(context) {
    assertKey(leverSource, context);
    const limit = context.pageSize ?? PAGE_SIZE;
    for (let skip = 0; ; skip += limit) {
      const url = `${baseUrlOf(context, DEFAULT_BASE_URL)}/v0/postings/${encodeURIComponent(context.key)}?mode=json&skip=${skip}&limit=${limit}`;
      const { body } = await fetchJsonPage(context, url);
      const page = arrayOf(body);
      yield* page;
      if (page.length < limit) return;
    }
  },
  map(raw, context) {
    if (!isObj(raw)) return reject('Registro não é um objeto.');
    const categories = isObj(raw.categories) ? raw.categories : {};
    const location = parseLocation(str(categories.location));
    const country = toCountry(raw.country) ?? location.country;
    const workModel = toWorkModel(raw.workplaceType) ?? workModelInText(str(categories.location));
    const lists = arrayOf(raw.lists)
      .filter(isObj)
      .map((list) => `<h3>${str(list.text) ?? ''}</h3><ul>${str(list.content) ?? ''}</ul>`)
      .join('');
    const salary = isObj(raw.salaryRange)
      ? toSalary({ min: raw.salaryRange.min, max: raw.salaryRange.max, currency: raw.salaryRange.currency, period: intervalPeriod(raw.salaryRange.interval) })
      : null;
    return finishJob(
      {
        sourceJobId: str(raw.id),
        title: str(raw.text),
        descriptionHtml: sanitiseFeedHtml(`${str(raw.description) ?? ''}${lists}${str(raw.additional) ?? ''}`),
        city: location.city,
        state: location.state,
        country,
        applyUrl: safeHttpUrl(raw.applyUrl) ?? safeHttpUrl(raw.hostedUrl),
        url: safeHttpUrl(raw.hostedUrl),
        jobType: toJobType(categories.commitment),
        workModel,
        remoteRegion: workModel === 'remoto' ? regionName(country) : null,
        salary,
        publishedAt: parseFeedDate(raw.createdAt),
      },
      context,
    );
  },
};
