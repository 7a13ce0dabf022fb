// The screen's page header, also drawn by index.html's static shell before any JavaScript (docs/decisions/1806).
export const PLANS_PAGE_HEADER = {
  title: 'Escolha o Plano Ideal para Você',
  description: 'Compare os recursos de cada plano e escolha como quer evoluir na sua carreira.',
} as const;
