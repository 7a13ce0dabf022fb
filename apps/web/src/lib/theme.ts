/**
 * The colour theme (decision 1322): by default the system's setting (pure CSS, nothing to run); a
 * person who picks 'Claro' or 'Escuro' in Conta gets `data-theme` on <html>, remembered on this device.
 */
export type ThemePreference = 'system' | 'light' | 'dark';

/** Also read by index.html's first-screen script (docs/decisions/1802). */
export const THEME_KEY = 'rumo.theme';

export function readThemePreference(): ThemePreference {
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Puts the preference on <html> (none for 'system': the CSS follows the system). */
export function applyThemePreference(preference: ThemePreference = readThemePreference()): void {
  if (preference === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = preference;
}

export function saveThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_KEY);
    else window.localStorage.setItem(THEME_KEY, preference);
  } catch {
    // Not remembered on this device; it still applies until the page is reloaded.
  }
  applyThemePreference(preference);
}
