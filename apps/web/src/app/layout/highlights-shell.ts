/**
 * 'Destaques' in the static shell (docs/decisions/1810): the first card's image is that screen's
 * largest element, so once the early answer for the list arrives, index.html's first-screen script
 * sets `imageProperty` to the first highlight's thumbnail (as a CSS `url()`) and puts `className`
 * on <html>; the shell then shows the filters as the screen draws them, unpressed, and the first
 * card's image at its place (`visibleClass`, written out whole for Tailwind).
 */
export const HIGHLIGHTS_SHELL = {
  path: '/highlights',
  className: 'rumo-shell-highlights',
  visibleClass: 'in-[.rumo-shell-highlights]:flex',
  /** The request whose answer carries the list, as early-request-routes.ts writes it, and where the first thumbnail is in it. */
  api: '/v1/highlights',
  imageAt: ['data', 0, 'thumbnail'],
  imageProperty: '--rumo-highlight-image',
} as const;
