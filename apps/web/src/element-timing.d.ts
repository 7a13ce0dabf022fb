import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged into React's HTMLAttributes<T>, whose parameter it must repeat
  interface HTMLAttributes<T> {
    /** Element Timing's name for the element (the static shell's texts, docs/decisions/1810); React passes it through, its types do not list it. */
    elementtiming?: string;
  }
}
