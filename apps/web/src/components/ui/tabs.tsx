import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  items: TabItem[];
  label: string;
  defaultTab?: string;
  className?: string;
  /** Controlled: the active tab (e.g. from the URL), with `onChange` called on every change. */
  active?: string;
  onChange?: (id: string) => void;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order. */
export function Tabs({ items, label, defaultTab, className, active: controlled, onChange }: TabsProps) {
  const [own, setOwn] = useState(defaultTab ?? items[0]?.id ?? '');
  const active = controlled ?? own;
  const setActive = (id: string) => {
    setOwn(id);
    onChange?.(id);
  };
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the tab list scrolls sideways: the active tab (e.g. opened from the URL) is brought
  // into view by scrolling the list only, never the page (scrollIntoView would move the page too).
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(active);
    if (!list || !tab) return;
    const start = tab.offsetLeft - list.offsetLeft;
    if (start < list.scrollLeft || start + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = start - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setActive(item.id);
    refs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <div className={className}>
      <div ref={listRef} role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
        {items.map((item, index) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                'min-h-11 flex-1 whitespace-nowrap rounded-lg px-4 text-sm font-semibold transition-colors',
                selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div key={item.id} role="tabpanel" id={`${baseId}-panel-${item.id}`} aria-labelledby={`${baseId}-tab-${item.id}`} hidden={item.id !== active} tabIndex={0} className="mt-6">
          {item.id === active && item.content}
        </div>
      ))}
    </div>
  );
}
