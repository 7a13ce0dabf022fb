import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { applyThemePreference } from '../../../lib/theme.ts';
import { ThemeSection } from './theme-section.tsx';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme section (decision 1322)', () => {
  it('follows the system by default, applies a chosen theme at once and remembers it on this device', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ThemeSection />);
    expect(screen.getByRole('radio', { name: /Automático/ })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBeUndefined();

    await user.click(screen.getByRole('radio', { name: /Escuro/ }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('rumo.theme')).toBe('dark');
    unmount();

    // A later visit: the stored choice is applied before the first render and shown as chosen.
    delete document.documentElement.dataset.theme;
    applyThemePreference();
    expect(document.documentElement.dataset.theme).toBe('dark');
    render(<ThemeSection />);
    expect(screen.getByRole('radio', { name: /Escuro/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Automático/ }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem('rumo.theme')).toBeNull();
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('rumo.theme', '<script>');
    applyThemePreference();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
