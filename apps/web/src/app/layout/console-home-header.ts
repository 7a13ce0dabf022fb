// The console's home ('Painel'): its page header, also drawn by index.html's static shell before any
// JavaScript (docs/decisions/1806, 1814). Here, not under admin/, because the shell's markup is part
// of the job seeker's first download, which holds no console module (decision 1406).
export const CONSOLE_HOME_HEADER = { title: 'Painel', description: 'O que espera pela equipe agora e como o Rumo andou nos últimos 30 dias.' } as const;

/**
 * On <html> for the console's home (index.html's first-screen script): besides the header, the
 * static shell then draws the console's frame, as its AppShell does: 'Administração' beside the
 * logo, the initials alone on a phone, no bottom bar (decision 1814).
 */
export const CONSOLE_HOME_CLASS = 'rumo-screen-console-home';
