import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/html-sanitizer.ts';
import { insertHighlights } from '../../src/modules/highlights/highlights.write.ts';
import { seedJourneyCatalogue } from '../../src/modules/journey/journey.seed.ts';
import { useTestApp } from '../test-app.ts';
import { buildPlanUser, caller, seedWorld, TOP_PLAN } from './security-world.ts';
import { SAFE_ATTRIBUTES, SAFE_TAGS, XSS_PAYLOADS } from './xss-corpus.ts';

type Node = DefaultTreeAdapterMap['childNode'];

/**
 * What is unsafe in an HTML fragment, read with parse5 (the WHATWG parsing algorithm browsers use,
 * so mutation tricks are judged as a browser would parse them).
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      if (!SAFE_TAGS.has(node.tagName)) problems.push(`<${node.tagName}>`);
      for (const attr of node.attrs) {
        if (!SAFE_ATTRIBUTES.has(attr.name)) problems.push(`${node.tagName}[${attr.name}]`);
        if (attr.name === 'href' && !/^https?:\/\/[^\s]/i.test(attr.value)) problems.push(`href="${attr.value}"`);
      }
      if (node.tagName === 'a' && node.attrs.some((a) => a.name === 'target') && !node.attrs.some((a) => a.name === 'rel' && /noopener/.test(a.value)))
        problems.push('target without noopener');
      walk(node.childNodes);
    }
  };
  walk(parseFragment(html).childNodes);
  return problems;
}

/** One policy for every HTML the server stores (decision 0404); the write paths below use it. */
const sanitizers = [['the server policy (lib/html-sanitizer.ts)', sanitizeHtml]] as const;

/** Each payload alone, inside normal content, and inside an attribute-ish context. */
const contexts = (p: string) => [p, `<p>Texto normal ${p} e mais texto</p>`, `<a href="https://exemplo.com.br">${p}</a>`, `<ul><li>${p}</li></ul>`];

describe('server-side HTML sanitisers against the XSS corpus', () => {
  it('the corpus has the ~30 payloads the browser test uses, and the checker flags them unsanitised', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const flagged = XSS_PAYLOADS.filter((p) => unsafeParts(p).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(20);
  });

  it.each(sanitizers)('%s: no payload leaves a tag, attribute or URL outside the allow-list, even after a second pass', (_name, sanitize) => {
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      for (const input of contexts(payload)) {
        const out = sanitize(input);
        const problems = unsafeParts(out);
        if (problems.length) failures.push(`${JSON.stringify(input)} → ${JSON.stringify(out)}: ${problems.join(', ')}`);
        // mXSS: the output, parsed again by a browser and sanitised again, must still be clean.
        const again = unsafeParts(sanitize(out));
        if (again.length) failures.push(`second pass: ${JSON.stringify(out)}: ${again.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(sanitizers)('%s: keeps the formatting content needs (headings, lists, emphasis, safe links)', (_name, sanitize) => {
    const html = '<h2>Título</h2><p>Um <strong>texto</strong> com <em>ênfase</em> e <a href="https://www.gov.br">link</a>.</p><ul><li>item</li></ul>';
    const out = sanitize(html);
    expect(out).toContain('<h2>Título</h2>');
    expect(out).toContain('<strong>texto</strong>');
    expect(out).toMatch(/<a href="https:\/\/www\.gov\.br" rel="noopener noreferrer" target="_blank">link<\/a>/);
  });
});

const t = useTestApp();

/** PostgreSQL text cannot hold NUL (the API answers 422, see hostile-input), so the NUL payload is not stored. */
const STORABLE = XSS_PAYLOADS.filter((p) => !p.includes('\u0000'));

describe('the write paths store only sanitised HTML (what the API then serves), through the one policy', () => {
  it('highlights written through insertHighlights (the seed path) are served without any unsafe part', async () => {
    const ids = STORABLE.map((_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await insertHighlights(
      t.db,
      STORABLE.map((payload, i) => ({
        id: ids[i],
        type: 'article' as const,
        title: `Título ${payload}`,
        description: `Descrição ${payload}`,
        thumbnail: '/media/highlights/curriculo-tecnologia-ats.svg',
        author: 'Equipe Rumo',
        tags: ['segurança'],
        content: `<p>Olá</p>${payload}<p>fim</p>`,
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      })),
    );
    const user = await buildPlanUser(t.db, null);
    const failures: string[] = [];
    for (const [i, id] of ids.entries()) {
      const res = await caller(t.app, user)('GET', `/api/v1/highlights/${id}`);
      expect(res.status).toBe(200);
      const data = (res.body as { data: { content: string; title: string } }).data;
      const problems = unsafeParts(data.content);
      if (problems.length) failures.push(`${STORABLE[i]} → ${data.content}: ${problems.join(', ')}`);
      if (data.content !== sanitizeHtml(`<p>Olá</p>${STORABLE[i]}<p>fim</p>`)) failures.push(`${STORABLE[i]}: not the server policy's output`);
      // Titles are plain text: stored as given, escaped by React when shown (checked in the browser test).
      expect(data.title).toBe(`Título ${STORABLE[i]}`);
    }
    expect(failures).toEqual([]);
  });

  it('course text written through seedJourneyCatalogue (the seed path) is served without any unsafe part', async () => {
    // Before the standard seed, so this is the catalogue (the seeder never overwrites one).
    const inserted = await seedJourneyCatalogue(t.db, [
      {
        name: 'Etapa hostil',
        description: 'Conteúdo com XSS',
        courses: [
          {
            name: 'Curso hostil',
            description: 'Cada texto traz um payload.',
            themes: [{ name: 'Tema', topics: [{ name: 'Tópico', contents: STORABLE.map((p, i) => ({ title: `Texto ${i}`, type: 'text' as const, html: `<p>Olá</p>${p}` })) }] }],
          },
        ],
      },
    ]);
    expect(inserted).toBe(true);
    await seedWorld(t.db);
    const learner = await buildPlanUser(t.db, TOP_PLAN);
    const as = caller(t.app, learner);
    const steps = (await as('GET', '/api/v1/steps')).body as { data: { courses: { uuid: string }[] }[] };
    const courseId = steps.data[0]!.courses[0]!.uuid;
    const course = (await as('GET', `/api/v1/steps/${courseId}`)).body as { data: { themes: { topics: { contents: { uuid: string }[] }[] }[] } };
    const contentIds = course.data.themes[0]!.topics[0]!.contents.map((c) => c.uuid);
    expect(contentIds).toHaveLength(STORABLE.length);
    const failures: string[] = [];
    // Walk the course in order (each content unlocks the next), checking each served body.
    for (const [i, contentId] of contentIds.entries()) {
      const res = await as('GET', `/api/v1/steps/${courseId}/contents/${contentId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = (res.body as { data: { content: string } }).data.content;
      const problems = unsafeParts(body);
      if (problems.length) failures.push(`${body}: ${problems.join(', ')}`);
      if (body !== sanitizeHtml(`<p>Olá</p>${STORABLE[i]}`)) failures.push(`${STORABLE[i]}: not the server policy's output`);
      await as('GET', `/api/v1/steps/${courseId}/contents/${contentId}/next-content`);
    }
    expect(failures).toEqual([]);
  });
});
