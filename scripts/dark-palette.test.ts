import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUT, darkPaletteCss } from './generate-dark-palette.ts';

describe('dark palette (decision 1322)', () => {
  it('the committed CSS is what the generator writes from the installed Tailwind and the brand scale', () => {
    expect(fs.readFileSync(OUT, 'utf8'), 'run `node scripts/generate-dark-palette.ts`').toBe(darkPaletteCss());
  });

  it('turns the scales around: white cards become slate-900, body text becomes light, a brand button becomes light teal', () => {
    const css = darkPaletteCss();
    const dark = css.slice(css.indexOf(":root[data-theme='dark']"));
    const tailwind = fs.readFileSync('node_modules/tailwindcss/theme.css', 'utf8');
    const light = (name: string) => new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tailwind)![1];
    expect(dark).toContain(`--color-white: ${light('slate-900')};`);
    expect(dark).toContain(`--color-slate-900: ${light('slate-50')};`);
    expect(dark).toContain(`--color-red-50: ${light('red-950')};`);
    expect(dark).toContain('--color-brand-700: #5eead4;');
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    expect(css).toContain(":root:not([data-theme='light'])");
  });
});
