/** Where AppShell remembers 'Recolher menu'; index.html's first-screen script reads it too (docs/decisions/1802). */
export const MENU_COLLAPSED_KEY = 'rumo.side-menu-collapsed';
