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
  return typeof html === 'string' ? clean(html) : '';
}

export function decodeThenSanitise(escapedHtml: unknown): string {
  return typeof escapedHtml === 'string' ? clean(decodeHTML(escapedHtml)) : '';
}

/**
 * ATS editors write `<div>` for paragraphs and `<b>`/`<i>` for emphasis, which the policy drops
 * (gluing 'Sobre nós' to the next line): they become `<p>`, `<strong>`, `<em>` first. Paragraphs
 * left empty by the sanitiser (an image, a script) are removed after.
 */
function clean(html: string): string {
  const renamed = html
    .replace(/<div\b[^>]*>/gi, '<p>')
    .replace(/<\/div\s*>/gi, '</p>')
    .replace(/<(\/?)b(\s[^>]*)?>/gi, '<$1strong>')
    .replace(/<(\/?)i(\s[^>]*)?>/gi, '<$1em>');
  return sanitizeHtml(renamed)
    .replace(/<p>\s*<\/p>/g, '')
    .trim();
}

/**
 * Text that may or may not hold HTML fragments (Gupy): with tags it is HTML; without, blank lines
 * make paragraphs and single line breaks `<br>`.
 */
export function textOrHtmlToSafeHtml(value: unknown): string {
  if (typeof value !== 'string') return '';
  // Sanitised first (a stray <script> goes with its text); if no block is left, the line breaks make them.
  const safe = clean(value);
  if (/<(p|br|ul|ol|li|h[2-4]|blockquote|pre)\b/i.test(safe)) return safe;
  const paragraphs = safe
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, '<br />')}</p>`);
  return clean(paragraphs.join(''));
}

// One parser instance with our options; raw HTML inside Markdown reaches the sanitiser like any other.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** GitHub-flavoured Markdown rendered, then sanitised (issue bodies of the GitHub job boards). */
export function markdownToSafeHtml(source: unknown): string {
  if (typeof source !== 'string') return '';
  return clean(markdown.parse(source, { async: false }));
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
