import { decodeHTMLStrict } from 'entities';
import { Parser } from 'htmlparser2';

/** Their content is not text: dropped with it. */
const SKIPPED = new Set(['script', 'style', 'head', 'template']);
/** Open and close a paragraph: a blank line around them. */
const BLOCKS = new Set(['p', 'div', 'section', 'article', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table', 'blockquote', 'header', 'footer', 'pre']);

export const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);

/** Soft hyphens only hint where a word may break: not text to store or search. */
const dropSoftHyphens = (text: string) => text.replace(/\u00ad/g, '');

/** Lines trimmed, runs of spaces (nbsp too) made one, at most one blank line in a row. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Employers publish JobPosting descriptions as HTML; we store plain text whose lines the detail
 * page shows one by one. htmlparser2 reads the HTML as a browser would (attributes holding '>',
 * unclosed tags, comments) and decodes every HTML entity with `entities`. Block elements and <br>
 * become line breaks, list items get '- ', scripts and styles vanish with their content, source
 * line breaks are spaces, blank runs collapse. Text that is not HTML keeps its lines; its
 * entities (`&amp;`, with the semicolon) are decoded too.
 */
export function htmlToText(input: string): string {
  if (!looksLikeHtml(input)) return tidy(dropSoftHyphens(decodeHTMLStrict(input)).replace(/\r\n?/g, '\n'));
  let text = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (name === 'br') text += '\n';
        else if (name === 'li') text += '\n- ';
        else if (BLOCKS.has(name)) text += '\n\n';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCKS.has(name)) text += '\n\n';
      },
      ontext(chunk) {
        // Line breaks in the HTML source are only spaces to a browser.
        if (skipping === 0) text += chunk.replace(/\s*[\r\n]\s*/g, ' ');
      },
    },
    { decodeEntities: true },
  );
  parser.end(input);
  return tidy(dropSoftHyphens(text));
}
