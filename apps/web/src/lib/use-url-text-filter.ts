import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Spec section 9: the text filter is sent after a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Text box state for a filter that lives in the URL. Typing updates the box at once and calls
 * `commit` with the trimmed text after the pause; a URL change from elsewhere (back button,
 * shared link, 'Limpar filtros') refills the box without echoing it back.
 */
export function useUrlTextFilter(urlValue: string, commit: (value: string) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text, delayMs);
  const committed = useRef(urlValue);
  const onSettled = useEffectEvent((next: string) => {
    if (next === committed.current) return;
    committed.current = next;
    commit(next);
  });

  useEffect(() => {
    if (urlValue === committed.current) return;
    committed.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  useEffect(() => onSettled(debounced.trim()), [debounced]);

  return [text, setText] as const;
}
