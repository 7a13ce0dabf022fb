import { regionName, toCountry, toUf } from './brazil-location.ts';
import { toJobType } from './job-vocabularies.ts';
import { jobPostingsIn, jsonLdBlocks, sitemapLocations } from './json-ld-extraction.ts';
import { toSalary } from './salary.ts';
import { fetchTextPage, isObj, str, type ListContext, type Obj, type SourceKind, assertKey } from './source-kind.ts';
import { decodeThenSanitise, sanitiseFeedHtml } from './source-html.ts';
import { cleanText, finishJob, parseDeadline, parseFeedDate, reject, safeHttpUrl } from './sourced-job.ts';

/** A JobPosting and the page it was found on (its identity when it has neither identifier nor url). */
export type JsonLdRecord = { posting: unknown; pageUrl: string };

/** A sitemap may list thousands of pages; a sync reads at most these (one request each, politely paced). */
const MAX_PAGES = 500;
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** The page URL, its host replaced by `--base-url` when one is given (mirrors, tests). */
function startUrl(context: ListContext): string {
  if (!context.baseUrl) return context.key;
  const key = new URL(context.key);
  return new URL(`${key.pathname}${key.search}`, context.baseUrl).toString();
}

function identifierOf(posting: Obj): string | undefined {
  const id = first(posting.identifier);
  if (isObj(id)) {
    const value = str(id.value) ?? str(id['@id']);
    const scope = str(id.name);
    return value && scope ? `${scope}:${value}` : value;
  }
  return str(id) ?? str(posting.url);
}

/**
 * schema.org JobPosting on careers pages (shared/job-sources.md): the key is a page URL or a
 * sitemap (an index is followed one level). Only pages on the sitemap's own host are read.
 */
export const jsonLdSource: SourceKind = {
  kind: 'jsonld',
  defaultBaseUrl: '',
  checkKey: (key) => (safeHttpUrl(key) ? null : 'Informe o endereço http(s) de uma página de vagas ou de um sitemap.'),
  async *list(context) {
    assertKey(jsonLdSource, context);
    const start = startUrl(context);
    const text = await fetchTextPage(context, start, { conditional: true });
    let sitemap = sitemapLocations(text);
    const host = new URL(start).host;
    const sameHost = (u: string) => safeHttpUrl(u) !== null && new URL(u).host === host;
    if (sitemap?.index) {
      const pages: string[] = [];
      for (const child of sitemap.urls.filter(sameHost).slice(0, 20)) {
        pages.push(...(sitemapLocations(await fetchTextPage(context, child))?.urls ?? []));
      }
      sitemap = { index: false, urls: pages };
    }
    if (!sitemap) {
      for (const posting of jobPostingsIn(jsonLdBlocks(text))) yield { posting, pageUrl: start } satisfies JsonLdRecord;
      return;
    }
    for (const page of sitemap.urls.filter(sameHost).slice(0, MAX_PAGES)) {
      const html = await fetchTextPage(context, page);
      for (const posting of jobPostingsIn(jsonLdBlocks(html))) yield { posting, pageUrl: page } satisfies JsonLdRecord;
    }
  },
  map(record, context) {
    const posting = isObj(record) && 'posting' in record ? record.posting : record;
    const pageUrl = isObj(record) ? str(record.pageUrl) : undefined;
    if (!isObj(posting)) return reject('Registro não é um objeto.');
    const address = isObj(first(posting.jobLocation)) ? first((first(posting.jobLocation) as Obj).address) : undefined;
    const place = isObj(address) ? address : {};
    const countryField = first(place.addressCountry);
    const country = toCountry(isObj(countryField) ? countryField.name : countryField) ?? (toUf(place.addressRegion) ? 'BR' : null);
    const remote = [posting.jobLocationType].flat().some((t) => str(t)?.toUpperCase() === 'TELECOMMUTE');
    const requirement = first(posting.applicantLocationRequirements);
    const requirementName = isObj(requirement) ? str(requirement.name) : str(requirement);
    const types = [posting.employmentType].flat().map((t) => toJobType(str(t)));
    const description = str(posting.description) ?? '';
    // Some pages escape the HTML of their description once more ('&lt;p&gt;'): decode only those.
    const descriptionHtml = !/<[a-z]/i.test(description) && /&lt;[a-z]/i.test(description) ? decodeThenSanitise(description) : sanitiseFeedHtml(description);
    const org = first(posting.hiringOrganization);
    const salaryField = first(posting.baseSalary);
    const value = isObj(salaryField) ? (isObj(salaryField.value) ? salaryField.value : { value: salaryField.value }) : null;
    const url = safeHttpUrl(posting.url) ?? safeHttpUrl(pageUrl);
    return finishJob(
      {
        sourceJobId: identifierOf(posting) ?? pageUrl,
        title: str(posting.title),
        descriptionHtml,
        company: isObj(org) ? cleanText(org.name) : cleanText(org),
        city: cleanText(place.addressLocality, 120),
        state: toUf(place.addressRegion),
        country,
        applyUrl: url,
        url,
        jobType: types.find((t) => t !== null) ?? null,
        workModel: remote ? 'remoto' : null,
        remoteRegion: remote ? (cleanText(requirementName, 120) ?? regionName(country)) : null,
        salary:
          isObj(salaryField) && value
            ? toSalary({
                min: value.minValue ?? value.value,
                max: value.maxValue ?? value.value,
                currency: salaryField.currency,
                period: str(value.unitText) ?? str(salaryField.unitText),
              })
            : null,
        publishedAt: parseFeedDate(posting.datePosted),
        expiresAt: parseDeadline(posting.validThrough),
      },
      context,
    );
  },
};
