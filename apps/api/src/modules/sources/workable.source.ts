import { regionName, toCountry, toUf } from './brazil-location.ts';
import { toJobType } from './job-vocabularies.ts';
import { arrayOf, baseUrlOf, fetchJsonPage, isObj, str, type SourceKind, assertKey, slugKey } from './source-kind.ts';
import { sanitiseFeedHtml } from './source-html.ts';
import { cleanText, finishJob, parseFeedDate, reject, safeHttpUrl } from './sourced-job.ts';

const DEFAULT_BASE_URL = 'https://www.workable.com';

/** A Workable job with the account's name beside it: the jobs themselves do not carry the company. */
export type WorkableRecord = { account: string | null; job: unknown };

/** Workable accounts API (shared/job-sources.md): one page, `details=true` for the full text. */
export const workableSource: SourceKind = {
  kind: 'workable',
  defaultBaseUrl: DEFAULT_BASE_URL,
  checkKey: slugKey('a conta da empresa no Workable', 'saudeconectada'),
  async *list(context) {
    assertKey(workableSource, context);
    const url = `${baseUrlOf(context, DEFAULT_BASE_URL)}/api/accounts/${encodeURIComponent(context.key)}?details=true`;
    const { body } = await fetchJsonPage(context, url, { conditional: true });
    const account = isObj(body) ? (str(body.name) ?? null) : null;
    for (const job of arrayOf(isObj(body) ? body.jobs : undefined)) yield { account, job } satisfies WorkableRecord;
  },
  map(record, context) {
    const raw = isObj(record) && 'job' in record ? record.job : record;
    if (!isObj(raw)) return reject('Registro não é um objeto.');
    const account = isObj(record) ? str(record.account) : undefined;
    const country = toCountry(raw.country) ?? toCountry(raw.country_code) ?? (toUf(raw.state) ? 'BR' : null);
    const workModel = raw.telecommuting === true ? 'remoto' : null;
    return finishJob(
      {
        sourceJobId: str(raw.shortcode),
        title: str(raw.title),
        descriptionHtml: sanitiseFeedHtml(str(raw.full_description) ?? str(raw.description) ?? ''),
        company: cleanText(account),
        city: cleanText(raw.city, 120),
        state: toUf(raw.state),
        country,
        applyUrl: safeHttpUrl(raw.application_url) ?? safeHttpUrl(raw.url),
        url: safeHttpUrl(raw.url),
        jobType: toJobType(raw.employment_type),
        workModel,
        remoteRegion: workModel === 'remoto' ? regionName(country) : null,
        publishedAt: parseFeedDate(raw.published_on),
      },
      context,
    );
  },
};
