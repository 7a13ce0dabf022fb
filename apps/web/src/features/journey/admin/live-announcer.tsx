import { useCallback, useState } from 'react';

/**
 * A polite aria-live region that stays in the page (a region inserted with its text is often not
 * read), for what a reorder or a move did: 'Tema Boas-vindas: posição 2 de 3.' (decision 1604).
 */
export function useLiveAnnouncer() {
  const [text, setText] = useState('');
  // The same sentence twice in a row is still read: the region is emptied first.
  const announce = useCallback((message: string) => {
    setText('');
    requestAnimationFrame(() => setText(message));
  }, []);
  const region = (
    <p aria-live="polite" role="status" className="sr-only" data-testid="journey-announcer">
      {text}
    </p>
  );
  return { announce, region };
}
