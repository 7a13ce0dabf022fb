import sanitize from 'sanitize-html';

/**
 * The server's one HTML policy (decision 0404), for every HTML we store: highlights and course
 * text contents. Text structure, emphasis, quotes, code and absolute http(s) links; everything
 * else is dropped (script, style, frames… with their text; other tags keep their text), as is
 * every attribute but a link's `href`, so event handlers and inline styles never reach the page.
 * The browser cleans again with the same allow-list (apps/web/src/lib/sanitize-html.ts).
 */
export const ALLOWED_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'code', 'pre'];

const options: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Links leave the app: open in a new tab without handing it our window. A link that is not an
    // absolute http(s) URL (javascript:, data:, relative garbage) loses its href and becomes inert
    // text. (Renaming the tag instead trips a sanitize-html bug that mislabels later closing tags.)
    a: (tagName, attribs): sanitize.Tag => {
      const href = attribs.href?.trim() ?? '';
      if (!/^https?:\/\/[^\s]/i.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options).trim();
}
