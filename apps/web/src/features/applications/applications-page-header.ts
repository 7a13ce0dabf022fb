// The screen's page header, also drawn by index.html's static shell before any JavaScript (docs/decisions/1806).
export const APPLICATIONS_PAGE_HEADER = { title: 'Minhas Candidaturas', description: 'Acompanhe cada candidatura e registre as respostas das empresas.' } as const;
