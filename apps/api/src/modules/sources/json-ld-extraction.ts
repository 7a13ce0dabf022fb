import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON of every `<script type="application/ld+json">` of a page; scripts that are not valid JSON are skipped. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  let current: string[] | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && (attributes.type ?? '').trim().toLowerCase() === 'application/ld+json') current = [];
    },
    ontext(text) {
      current?.push(text);
    },
    onclosetag(name) {
      if (name !== 'script' || current === null) return;
      try {
        blocks.push(JSON.parse(current.join('')));
      } catch {
        // An invalid block is the page's problem; the other blocks still count.
      }
      current = null;
    },
  });
  parser.write(html);
  parser.end();
  return blocks;
}

const isJobPosting = (node: Obj) => node['@type'] === 'JobPosting' || (Array.isArray(node['@type']) && node['@type'].includes('JobPosting'));

/** Every JobPosting node in the blocks: top-level, in arrays and in `@graph`. */
export function jobPostingsIn(blocks: unknown[]): Obj[] {
  const found: Obj[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 4) return;
    if (Array.isArray(node)) node.forEach((n) => visit(n, depth + 1));
    else if (isObj(node)) {
      if (isJobPosting(node)) found.push(node);
      else if (node['@graph'] !== undefined) visit(node['@graph'], depth + 1);
    }
  };
  blocks.forEach((b) => visit(b, 0));
  return found;
}

/** A sitemap (`<urlset>` or `<sitemapindex>`) → its `<loc>` URLs; null when the text is not a sitemap. */
export function sitemapLocations(text: string): { index: boolean; urls: string[] } | null {
  const head = text.slice(0, 2000);
  const index = /<sitemapindex[\s>]/i.test(head);
  if (!index && !/<urlset[\s>]/i.test(head)) return null;
  const urls = [...text.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/gi)].map((m) => decodeHTML(m[1]!));
  return { index, urls };
}
