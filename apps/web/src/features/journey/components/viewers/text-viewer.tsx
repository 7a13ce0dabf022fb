import { clsx } from 'clsx';
import { useMemo } from 'react';
import { PROSE_CLASSES } from '../../../../components/ui/prose.ts';
import { sanitizeHtml } from '../../../../lib/sanitize-html.ts';

/**
 * HTML sanitised on the server when stored and again here, with the same allow-list (decision
 * 0404), in the course text's look (PROSE_CLASSES): as the console's editor shows it while it is written.
 */
export function TextViewer({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={clsx('max-w-3xl', PROSE_CLASSES)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
