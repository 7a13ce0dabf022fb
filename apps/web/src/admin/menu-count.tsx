/**
 * The count beside a console menu entry (e.g. jobs waiting for review). `useCount` is the screen's
 * own hook from the registry; each entry renders its own MenuCount, so hooks keep a fixed order.
 */
export function MenuCount({ useCount }: { useCount: () => number | undefined }) {
  const count = useCount();
  if (!count) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
      {count > 999 ? '999+' : count}
      <span className="sr-only"> pendentes</span>
    </span>
  );
}
