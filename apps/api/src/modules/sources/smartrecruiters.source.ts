import { regionName, toCountry, toUf } from './brazil-location.ts';
import { toJobType, toSeniority } from './job-vocabularies.ts';
import { arrayOf, baseUrlOf, fetchJsonPage, FeedFailure, isObj, num, str, type SourceKind, assertKey, slugKey } from './source-kind.ts';
import { sanitiseFeedHtml } from './source-html.ts';
import { cleanText, finishJob, parseFeedDate, reject, safeHttpUrl } from './sourced-job.ts';

const DEFAULT_BASE_URL = 'https://api.smartrecruiters.com';
const PAGE_SIZE = 100;
const SECTIONS = ['companyDescription', 'jobDescription', 'qualifications', 'additionalInformation'];

/** A posting from the list with its detail (the description lives only there); detail null when it could not be read. */
export type SmartRecruitersRecord = { posting: unknown; detail: unknown };

/**
 * SmartRecruiters postings API (shared/job-sources.md): `offset`/`limit` pages up to `totalFound`,
 * then each posting's `ref` for the text. A `ref` is followed only on the listing's own origin: a
 * feed must not steer our client to other hosts (or to our own network).
 */
export const smartRecruitersSource: SourceKind = {
  kind: 'smartrecruiters',
  defaultBaseUrl: DEFAULT_BASE_URL,
  checkKey: slugKey('o identificador da empresa no SmartRecruiters', 'MercadoSulSA'),
  async *list(context) {
    assertKey(smartRecruitersSource, context);
    const base = baseUrlOf(context, DEFAULT_BASE_URL);
    const origin = new URL(base).origin;
    const limit = context.pageSize ?? PAGE_SIZE;
    for (let offset = 0; ; offset += limit) {
      const { body } = await fetchJsonPage(context, `${base}/v1/companies/${encodeURIComponent(context.key)}/postings?limit=${limit}&offset=${offset}`);
      const page = arrayOf(isObj(body) ? body.content : undefined);
      for (const posting of page) {
        const ref = isObj(posting) ? safeHttpUrl(posting.ref) : null;
        let detail: unknown = null;
        if (ref && new URL(ref).origin === origin) {
          try {
            detail = (await fetchJsonPage(context, ref)).body;
          } catch (error) {
            // A posting whose detail fails is still listed (the map rejects it without text) rather than failing the feed.
            if (!(error instanceof FeedFailure) || error.error.status !== 404) throw error;
          }
        }
        yield { posting, detail } satisfies SmartRecruitersRecord;
      }
      const total = isObj(body) ? num(body.totalFound) : null;
      if (page.length < limit || (total !== null && offset + limit >= total)) return;
    }
  },
  map(record, context) {
    const raw = isObj(record) && 'posting' in record ? record.posting : record;
    const detail = isObj(record) && isObj(record.detail) ? record.detail : {};
    if (!isObj(raw)) return reject('Registro não é um objeto.');
    const id = str(raw.id);
    const jobAd = isObj(detail.jobAd) && isObj(detail.jobAd.sections) ? detail.jobAd.sections : null;
    if (!jobAd) return reject('Sem descrição: o detalhe da vaga (ref) não pôde ser lido.', id);
    const html = SECTIONS.map((name) => jobAd[name])
      .filter(isObj)
      .map((section) => `${str(section.title) ? `<h3>${str(section.title)}</h3>` : ''}${str(section.text) ?? ''}`)
      .join('');
    const location = isObj(raw.location) ? raw.location : {};
    const country = toCountry(location.country);
    const workModel = location.remote === true ? 'remoto' : location.hybrid === true ? 'híbrido' : null;
    return finishJob(
      {
        sourceJobId: id,
        title: str(raw.name),
        descriptionHtml: sanitiseFeedHtml(html),
        company: isObj(raw.company) ? cleanText(raw.company.name) : null,
        city: cleanText(location.city, 120),
        state: toUf(location.region),
        country,
        applyUrl: safeHttpUrl(detail.applyUrl) ?? safeHttpUrl(detail.postingUrl),
        url: safeHttpUrl(detail.postingUrl),
        jobType: isObj(raw.typeOfEmployment) ? toJobType(raw.typeOfEmployment.label) : null,
        workModel,
        remoteRegion: workModel === 'remoto' ? regionName(country) : null,
        seniority: isObj(raw.experienceLevel) ? (toSeniority(raw.experienceLevel.id) ?? toSeniority(raw.experienceLevel.label)) : null,
        publishedAt: parseFeedDate(raw.releasedDate),
      },
      context,
    );
  },
};
