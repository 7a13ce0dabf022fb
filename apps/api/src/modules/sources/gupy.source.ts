import { regionName, toCountry, toUf } from './brazil-location.ts';
import { toJobType, toWorkModel } from './job-vocabularies.ts';
import { arrayOf, baseUrlOf, fetchJsonPage, isObj, num, str, type SourceKind, assertKey } from './source-kind.ts';
import { textOrHtmlToSafeHtml } from './source-html.ts';
import { cleanText, finishJob, parseDeadline, parseFeedDate, reject, safeHttpUrl } from './sourced-job.ts';

const PAGE_SIZE = 100;

const DEFAULT_BASE_URL = 'https://portal.api.gupy.io';

/**
 * Gupy's portal search (undocumented, shapes *seen*: shared/job-sources.md), paged by
 * `offset`/`limit` and read until a short page or the `pagination.total`. The key is the search term.
 */
export const gupySource: SourceKind = {
  kind: 'gupy',
  defaultBaseUrl: DEFAULT_BASE_URL,
  checkKey: (key) => (key.trim().length >= 2 && key.length <= 100 ? null : 'Informe um termo de busca de 2 a 100 caracteres.'),
  async *list(context) {
    assertKey(gupySource, context);
    const limit = context.pageSize ?? PAGE_SIZE;
    for (let offset = 0; ; offset += limit) {
      const url = `${baseUrlOf(context, DEFAULT_BASE_URL)}/api/job?name=${encodeURIComponent(context.key)}&offset=${offset}&limit=${limit}`;
      const { body } = await fetchJsonPage(context, url);
      const page = arrayOf(isObj(body) ? body.data : undefined);
      yield* page;
      const total = isObj(body) && isObj(body.pagination) ? num(body.pagination.total) : null;
      if (page.length < limit || (total !== null && offset + limit >= total)) return;
    }
  },
  map(raw, context) {
    if (!isObj(raw)) return reject('Registro não é um objeto.');
    const country = toCountry(raw.country) ?? (toUf(raw.state) ? 'BR' : null);
    const workModel = toWorkModel(raw.workplaceType) ?? (raw.isRemoteWork === true ? 'remoto' : null);
    const link = safeHttpUrl(raw.jobUrl);
    return finishJob(
      {
        sourceJobId: str(raw.id),
        title: str(raw.name),
        descriptionHtml: textOrHtmlToSafeHtml(raw.description),
        company: cleanText(raw.careerPageName),
        city: cleanText(raw.city, 120),
        state: toUf(raw.state),
        country,
        applyUrl: link,
        url: link,
        jobType: toJobType(raw.type),
        workModel,
        remoteRegion: workModel === 'remoto' ? regionName(country) : null,
        affirmative: raw.disabilities === true,
        publishedAt: parseFeedDate(raw.publishedDate),
        expiresAt: parseDeadline(raw.applicationDeadline),
      },
      context,
    );
  },
};
