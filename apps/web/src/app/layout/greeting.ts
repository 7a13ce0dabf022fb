/** A header whose title greets the person: their first name goes at `firstNameAt` (docs/decisions/1807). */
export type GreetingHeader = { title: string; firstNameAt: number };

/** The title on each side of the name: 'Olá!' → ['Olá', '!']. */
export function greetingParts(header: GreetingHeader): [string, string] {
  return [header.title.slice(0, header.firstNameAt), header.title.slice(header.firstNameAt)];
}

/** 'Olá!' with 'Maria' → 'Olá, Maria!'; without a name, the title as it is. */
export function greet(header: GreetingHeader, firstName: string): string {
  if (!firstName) return header.title;
  const [before, after] = greetingParts(header);
  return `${before}, ${firstName}${after}`;
}

/**
 * The CSS custom property index.html's first-screen script sets on <html> to ', Maria' (a CSS
 * string) from the stored session, so the static shell's greeting shows the name before any
 * JavaScript of the app has run; the shell draws it with `before:content-(--rumo-first-name)`.
 */
export const FIRST_NAME_PROPERTY = '--rumo-first-name';
