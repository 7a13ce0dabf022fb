import sanitizeHtml from 'sanitize-html';

/**
 * DECISIONS (Content): course HTML is sanitised when stored (and again in the browser). A small
 * allow-list of text formatting; links only to http(s) and opened safely.
 */
export function sanitizeCourseHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'pre', 'blockquote', 'a'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}
