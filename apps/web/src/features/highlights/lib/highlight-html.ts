import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'code', 'pre'];

// A private instance: its link hook must not change how other features' HTML is cleaned.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href)) {
      for (const name of ['href', 'target', 'rel']) node.removeAttribute(name);
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Second line of defence (DECISIONS: Content): the server stores sanitised HTML and the browser
 * cleans it again with the same allowlist before rendering. Links must be absolute http(s) and
 * open in a new tab without access to this window.
 */
export function cleanHighlightHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'], ALLOWED_URI_REGEXP: /^https?:\/\//i });
}
