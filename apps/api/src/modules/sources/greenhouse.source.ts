import { parseLocation, regionName } from './brazil-location.ts';
import { workModelInText } from './job-vocabularies.ts';
import { toSalary, toSalaryPeriod } from './salary.ts';
import { arrayOf, baseUrlOf, fetchJsonPage, isObj, str, type SourceKind, assertKey, slugKey } from './source-kind.ts';
import { decodeThenSanitise } from './source-html.ts';
import { cleanText, finishJob, parseFeedDate, reject, safeHttpUrl } from './sourced-job.ts';

const DEFAULT_BASE_URL = 'https://boards-api.greenhouse.io';

/**
 * Greenhouse job board API (shared/job-sources.md): one page with every job and `content=true`;
 * the content is HTML escaped once more, so it is decoded and then sanitised. Pay ranges only when
 * the board turns on pay transparency; their period is read from the range's title, else monthly.
 */
export const greenhouseSource: SourceKind = {
  kind: 'greenhouse',
  defaultBaseUrl: DEFAULT_BASE_URL,
  checkKey: slugKey('o token do quadro Greenhouse', 'nuvemazul'),
  async *list(context) {
    assertKey(greenhouseSource, context);
    const url = `${baseUrlOf(context, DEFAULT_BASE_URL)}/v1/boards/${encodeURIComponent(context.key)}/jobs?content=true`;
    const { body } = await fetchJsonPage(context, url, { conditional: true });
    yield* arrayOf(isObj(body) ? body.jobs : undefined);
  },
  map(raw, context) {
    if (!isObj(raw)) return reject('Registro não é um objeto.');
    const id = str(raw.id);
    const locationName = isObj(raw.location) ? str(raw.location.name) : undefined;
    const office = arrayOf(raw.offices).find(isObj);
    const location = parseLocation(locationName ?? (office ? (str(office.location) ?? str(office.name)) : undefined));
    const workModel = workModelInText(locationName) ?? (location.remote ? 'remoto' : null);
    const pay = arrayOf(raw.pay_input_ranges).find(isObj);
    const link = safeHttpUrl(raw.absolute_url);
    return finishJob(
      {
        sourceJobId: id,
        title: str(raw.title),
        descriptionHtml: decodeThenSanitise(raw.content),
        company: cleanText(raw.company_name),
        city: location.city,
        state: location.state,
        country: location.country,
        applyUrl: link,
        url: link,
        workModel,
        remoteRegion: workModel === 'remoto' ? regionName(location.country) : null,
        salary: pay
          ? toSalary({
              min: typeof pay.min_cents === 'number' ? pay.min_cents / 100 : null,
              max: typeof pay.max_cents === 'number' ? pay.max_cents / 100 : null,
              currency: pay.currency_type,
              period: /\b(ano|anual|year|annual)/i.test(str(pay.title) ?? '') ? 'year' : (toSalaryPeriod(str(pay.title)) ?? undefined),
            })
          : null,
        publishedAt: parseFeedDate(raw.first_published) ?? parseFeedDate(raw.updated_at),
      },
      context,
    );
  },
};
