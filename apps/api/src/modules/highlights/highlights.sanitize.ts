import sanitize from 'sanitize-html';

/**
 * The only HTML a highlight may carry: text structure, emphasis, quotes, code and http(s) links.
 * Everything else is dropped (script/style with their text; other tags keep their text), as are
 * every attribute but `href`, so event handlers and inline styles never reach the page.
 */
const options: sanitize.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'code', 'pre'],
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
