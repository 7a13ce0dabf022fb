import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import { Marked } from 'marked';
import { sanitizeHtml } from '../../lib/html-sanitizer.ts';

/**
 * Feed text → the HTML we store, always through the server's one HTML policy (decision 0404,
 * docs/decisions/1501). Greenhouse escapes its HTML once more ('&lt;p&gt;'), so it is decoded
 * first; the sanitiser then removes whatever the decoding revealed.
 */
export function sanitiseFeedHtml(html: unknown): string {
  return typeof html === 'string' ? sanitizeHtml(html) : '';
}

export function decodeThenSanitise(escapedHtml: unknown): string {
  return typeof escapedHtml === 'string' ? sanitizeHtml(decodeHTML(escapedHtml)) : '';
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Text that may or may not hold HTML fragments (Gupy): with tags it is HTML; without, blank lines
 * make paragraphs and single line breaks `<br>`.
 */
export function textOrHtmlToSafeHtml(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (/<[a-z][^>]*>/i.test(value)) return sanitizeHtml(value);
  const paragraphs = value
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br />')}</p>`);
  return sanitizeHtml(paragraphs.join(''));
}

// One parser instance with our options; raw HTML inside Markdown reaches the sanitiser like any other.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** GitHub-flavoured Markdown rendered, then sanitised (issue bodies of the GitHub job boards). */
export function markdownToSafeHtml(source: unknown): string {
  if (typeof source !== 'string') return '';
  return sanitizeHtml(markdown.parse(source, { async: false }));
}

const BLOCKS = new Set(['p', 'br', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'blockquote', 'pre', 'section']);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

/** The words of an HTML fragment, entities decoded, blocks separated by a space (for matching, titles). */
export function htmlToPlainText(html: string): string {
  const out: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        if (BLOCKS.has(name)) out.push(' ');
      },
      ontext(text) {
        if (skipping === 0) out.push(text);
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        if (BLOCKS.has(name)) out.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.join('').replace(/\s+/g, ' ').trim();
}
