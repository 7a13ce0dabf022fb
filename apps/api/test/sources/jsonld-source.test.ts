import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedClient } from '../../src/modules/sources/feed-client.ts';
import { jsonLdSource, type JsonLdRecord } from '../../src/modules/sources/jsonld.source.ts';
import { collect, fixture, startFakeFeed, type FakeFeed } from './fake-feed-server.ts';
import { accepted, expectSafeHtml, mapContext } from './source-test-helpers.ts';

const pages = fixture<Record<string, string>>('jsonld-pages.json');

let feed: FakeFeed;
const client = () => new FeedClient({ allowPrivateAddresses: true, hostPauseMs: 0, timeoutMs: 5_000 });
beforeAll(async () => {
  feed = await startFakeFeed();
  for (const [path, html] of Object.entries(pages)) feed.route(path, () => ({ body: html }));
  feed.route('/sitemap.xml', () => ({
    body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
      ...Object.keys(pages).map((p) => `{{BASE}}${p}`),
      'https://outro-site.example/vaga.html',
    ]
      .map((u) => `<url><loc>${u}</loc></url>`)
      .join('')}</urlset>`,
    headers: { 'content-type': 'application/xml' },
  }));
  feed.route('/sitemap-index.xml', () => ({ body: `<sitemapindex><sitemap><loc>{{BASE}}/sitemap.xml</loc></sitemap></sitemapindex>` }));
});
afterAll(() => feed.close());

describe('jsonld', () => {
  it('reads every JobPosting of a sitemap, on its own host only, and maps them', async () => {
    const records = (await collect(jsonLdSource.list({ client: client(), key: `${feed.origin}/sitemap.xml` }))) as JsonLdRecord[];
    expect(records.map((r) => r.pageUrl)).toEqual([
      `${feed.origin}/carreiras/vaga-devops.html`,
      `${feed.origin}/carreiras/vaga-suporte.html`,
      `${feed.origin}/carreiras/sem-titulo.html`,
    ]);
    expect(accepted(jsonLdSource.map(records[0], mapContext))).toEqual({
      sourceJobId: 'agrodigital:DEV-42',
      title: 'Engenheiro(a) DevOps Sênior',
      descriptionHtml: '<p>Terraform, Kubernetes e AWS.</p><a>clique</a>',
      company: 'Agro Digital',
      city: 'Londrina',
      state: 'PR',
      country: 'BR',
      applyUrl: 'https://agrodigital.com.br/carreiras/vaga-devops.html',
      url: 'https://agrodigital.com.br/carreiras/vaga-devops.html',
      jobType: 'PJ',
      workModel: 'remoto',
      remoteRegion: 'Brasil',
      seniority: 'Sênior',
      salary: { min: 90, max: 120, currency: 'BRL', period: 'hour' },
      affirmative: false,
      skills: ['Terraform', 'Kubernetes', 'AWS'],
      publishedAt: new Date('2026-11-14T00:00:00Z'),
      expiresAt: new Date('2027-01-31T23:59:00Z'),
      closed: false,
    });
    // Entity-escaped description decoded then sanitised; the page URL is the identity without identifier or url.
    const support = accepted(jsonLdSource.map(records[1], mapContext));
    expect(support).toMatchObject({
      sourceJobId: `${feed.origin}/carreiras/vaga-suporte.html`,
      descriptionHtml: '<p>Atendimento a usuários Windows.</p>',
      company: 'Agro Digital',
      state: 'MT',
      country: 'BR',
      jobType: 'CLT',
      salary: { min: 3500, max: 3500, currency: 'BRL', period: 'month' },
    });
    expect(jsonLdSource.map(records[2], mapContext)).toEqual({ ok: false, sourceJobId: 'https://agrodigital.com.br/carreiras/sem-titulo.html', reason: 'Sem título.' });
    for (const record of records) {
      const result = jsonLdSource.map(record, mapContext);
      if (result.ok) expectSafeHtml(result.job.descriptionHtml);
    }
  });

  it('follows a sitemap index one level, and reads a single page given as the key through a base-URL override', async () => {
    const viaIndex = await collect(jsonLdSource.list({ client: client(), key: `${feed.origin}/sitemap-index.xml` }));
    expect(viaIndex).toHaveLength(3);
    const single = (await collect(jsonLdSource.list({ client: client(), key: 'https://agrodigital.com.br/carreiras/vaga-devops.html', baseUrl: feed.origin }))) as JsonLdRecord[];
    expect(single.map((r) => r.pageUrl)).toEqual([`${feed.origin}/carreiras/vaga-devops.html`]);
  });
});
