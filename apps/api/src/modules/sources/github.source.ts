import { fold, parseLocation, regionName } from './brazil-location.ts';
import { toJobType, workModelInText } from './job-vocabularies.ts';
import { applyLinkIn, isUntouchedTemplate, markdownSections, parseIssueTitle, readLabels } from './github-issue-parts.ts';
import { arrayOf, baseUrlOf, fetchJsonPage, isObj, str, type SourceKind, assertKey } from './source-kind.ts';
import { markdownToSafeHtml } from './source-html.ts';
import { cleanText, finishJob, parseFeedDate, reject, safeHttpUrl } from './sourced-job.ts';

const DEFAULT_BASE_URL = 'https://api.github.com';
const PAGE_SIZE = 100;

/** The `rel="next"` target of a Link header, if any. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    if (match && match[2]!.split(/\s+/).includes('next')) return match[1]!;
  }
  return null;
}

/**
 * The Brazilian GitHub job boards (frontendbr/vagas, backend-br/vagas, react-brasil/vagas): one open
 * issue per job, pages followed through the Link header (only on the API's own origin); pull
 * requests are not jobs and are skipped. The key is `owner/repo`.
 */
export const githubSource: SourceKind = {
  kind: 'github',
  defaultBaseUrl: DEFAULT_BASE_URL,
  checkKey: (key) => (/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/.test(key) ? null : 'Informe o repositório como dono/nome (ex.: frontendbr/vagas).'),
  async *list(context) {
    assertKey(githubSource, context);
    const base = baseUrlOf(context, DEFAULT_BASE_URL);
    const [owner = '', repo = ''] = context.key.split('/');
    let url: string | null = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues?state=open&per_page=${context.pageSize ?? PAGE_SIZE}&page=1`;
    const origin = new URL(base).origin;
    while (url) {
      const { body, headers } = await fetchJsonPage(context, url);
      for (const issue of arrayOf(body)) if (!(isObj(issue) && 'pull_request' in issue)) yield issue;
      const next = nextLink(headers.get('link'));
      url = next && safeHttpUrl(next) && new URL(next).origin === origin ? next : null;
    }
  },
  map(raw, context) {
    if (!isObj(raw)) return reject('Registro não é um objeto.');
    const id = str(raw.number);
    if ('pull_request' in raw) return reject('Pull request, não é vaga.', id);
    const title = str(raw.title) ?? '';
    const body = str(raw.body) ?? '';
    if (body.trim() === '') return reject('Sem descrição.', id);
    if (isUntouchedTemplate(title, body)) return reject('Modelo de vaga não preenchido (template).', id);
    const { brackets, role, company } = parseIssueTitle(title);
    const labels = readLabels(arrayOf(raw.labels).map((label) => (isObj(label) ? (str(label.name) ?? '') : (str(label) ?? ''))));
    const sections = markdownSections(body);
    const local = parseLocation(sections.get('local'));
    const bracket = brackets.map(parseLocation).find((l) => l.city || l.state || l.remote);
    // The bracket names the city ('[Recife]'); the 'Local' section often adds its state ('Recife - PE').
    const sameCity = bracket?.city && local.city && fold(bracket.city) === fold(local.city);
    const where = bracket ? { ...bracket, state: bracket.state ?? (sameCity ? local.state : null) } : local;
    const workModel = labels.workModel ?? workModelInText(brackets.join(' ')) ?? (where.remote ? 'remoto' : null);
    const issueUrl = safeHttpUrl(raw.html_url);
    const country = where.country ?? (where.state || workModel === 'remoto' ? 'BR' : null);
    // Everything but the template's own '## Labels' list is the description.
    const description = body.replace(/^##\s+Labels\s*$[\s\S]*?(?=^##\s|(?![\s\S]))/im, '');
    return finishJob(
      {
        sourceJobId: id,
        title: role,
        descriptionHtml: markdownToSafeHtml(description),
        company: cleanText(company),
        city: where.city,
        state: where.state,
        country,
        // An e-mail in 'Como se candidatar' is not a link we may follow (decision 1501): the issue shows it.
        applyUrl: safeHttpUrl(applyLinkIn(sections.get('como se candidatar'))) ?? issueUrl,
        url: issueUrl,
        jobType: labels.jobType ?? toJobType(cleanText(sections.get('contratacao'))?.split(/\s/)[0]),
        workModel,
        remoteRegion: workModel === 'remoto' ? regionName(country) : null,
        seniority: labels.seniority,
        publishedAt: parseFeedDate(raw.created_at),
        closed: str(raw.state) === 'closed' || parseFeedDate(raw.closed_at) !== null,
      },
      context,
    );
  },
};
