/** How stored rich text (highlights, course text) looks: as the learner reads it, and in the console's editor. */
export const PROSE_CLASSES = [
  'flex flex-col gap-4 text-base leading-relaxed text-slate-800',
  '[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:overflow-x-auto [&_pre]:whitespace-pre-wrap [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:font-mono [&_pre]:text-sm [&_pre]:text-slate-100',
  // A code block is <pre><code>: its code takes the block's dark background, not inline code's chip.
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
].join(' ');
