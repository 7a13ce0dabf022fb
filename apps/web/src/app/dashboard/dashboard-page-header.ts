// The dashboard's page header, also drawn by index.html's static shell before any JavaScript
// (docs/decisions/1806): the greeting takes the person's first name at `firstNameAt` ('Olá!' →
// 'Olá, Maria!'), which the shell shows from the stored session (docs/decisions/1807).
export const DASHBOARD_PAGE_HEADER = {
  title: 'Olá!',
  firstNameAt: 3,
  description: 'Acompanhe suas candidaturas, sua jornada de aprendizado e seus alertas de vagas em um só lugar.',
} as const;
