import { useMemo } from 'react';
import { PROSE_CLASSES } from '../../../components/ui/prose.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

/** The highlight's HTML, cleaned again in the browser before it is rendered. */
export function HighlightContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Safe: cleaned by the browser's HTML policy just above (and by the server's when it was stored).
  return <div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: clean }} />;
}
