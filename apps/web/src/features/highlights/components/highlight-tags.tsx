import { clsx } from 'clsx';

export function HighlightTags({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={clsx('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}
