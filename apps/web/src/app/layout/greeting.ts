/** A header whose title greets the person: their first name goes at `firstNameAt` (docs/decisions/1807). */
export type GreetingHeader = { title: string; firstNameAt: number };

/** 'Olá!' with 'Maria' → 'Olá, Maria!'; without a name, the title as it is. */
export function greet(header: GreetingHeader, firstName: string): string {
  if (!firstName) return header.title;
  return `${header.title.slice(0, header.firstNameAt)}, ${firstName}${header.title.slice(header.firstNameAt)}`;
}

/**
 * The CSS custom property index.html's first-screen script sets on <html> to ', Maria' (a CSS
 * string) from the stored session, so the static shell's greeting shows the name before any
 * JavaScript of the app has run; the shell draws it with `before:content-(--rumo-first-name)`.
 */
export const FIRST_NAME_PROPERTY = '--rumo-first-name';
