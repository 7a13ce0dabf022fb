import { parseLocation, regionName, toCountry } from './brazil-location.ts';
import { toJobType } from './job-vocabularies.ts';
import { toSalary } from './salary.ts';
import { arrayOf, baseUrlOf, fetchJsonPage, isObj, str, type SourceKind, assertKey, slugKey } from './source-kind.ts';
import { sanitiseFeedHtml } from './source-html.ts';
import { cleanText, finishJob, parseDeadline, parseFeedDate, reject, safeHttpUrl } from './sourced-job.ts';

/** The company's own Recruitee host; an override (`--base-url`) replaces it whole. */
const DEFAULT_BASE_URL = 'https://{key}.recruitee.com';

/**
 * Recruitee careers API (shared/job-sources.md): one page of offers. Hybrid wins over remote when a
 * board ticks both; the salary object (*seen*) carries its own currency and period.
 */
export const recruiteeSource: SourceKind = {
  kind: 'recruitee',
  defaultBaseUrl: DEFAULT_BASE_URL,
  checkKey: slugKey('o subdomínio da empresa no Recruitee', 'logisticaagil'),
  async *list(context) {
    assertKey(recruiteeSource, context);
    const { body } = await fetchJsonPage(context, `${baseUrlOf(context, DEFAULT_BASE_URL)}/api/offers/`, { conditional: true });
    yield* arrayOf(isObj(body) ? body.offers : undefined);
  },
  map(raw, context) {
    if (!isObj(raw)) return reject('Registro não é um objeto.');
    const location = parseLocation(str(raw.location));
    const country = toCountry(raw.country_code) ?? location.country;
    const workModel = raw.hybrid === true ? 'híbrido' : raw.remote === true ? 'remoto' : raw.on_site === true ? 'presencial' : null;
    const requirements = str(raw.requirements);
    const salary = isObj(raw.salary) ? toSalary({ min: raw.salary.min, max: raw.salary.max, currency: raw.salary.currency, period: raw.salary.period }) : null;
    return finishJob(
      {
        sourceJobId: str(raw.id),
        title: str(raw.title),
        descriptionHtml: sanitiseFeedHtml(`${str(raw.description) ?? ''}${requirements ? `<h3>Requisitos</h3>${requirements}` : ''}`),
        company: cleanText(raw.company_name),
        city: cleanText(raw.city, 120) ?? location.city,
        state: location.state,
        country,
        applyUrl: safeHttpUrl(raw.careers_apply_url) ?? safeHttpUrl(raw.careers_url),
        url: safeHttpUrl(raw.careers_url),
        jobType: toJobType(raw.employment_type_code),
        workModel,
        remoteRegion: workModel === 'remoto' ? regionName(country) : null,
        salary,
        publishedAt: parseFeedDate(raw.published_at),
        expiresAt: parseDeadline(raw.close_at),
      },
      context,
    );
  },
};
