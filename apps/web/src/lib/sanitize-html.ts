import DOMPurify from 'dompurify';

/**
 * The browser's one HTML policy (decision 0404): every HTML that came from the API (highlights,
 * course text) is cleaned here again before React renders it — the server stored it cleaned with
 * the same allow-list (apps/api/src/lib/html-sanitizer.ts). Links must be absolute http(s) and open
 * in a new tab without access to this window; any other link keeps no attribute and is inert text.
 */
const ALLOWED_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'code', 'pre'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];
const HTTP_URL = /^https?:\/\//i;

// A private instance: its link hook must not change how anything else uses DOMPurify.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!HTTP_URL.test(href)) {
      for (const name of ALLOWED_ATTR) node.removeAttribute(name);
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: HTTP_URL });
}
