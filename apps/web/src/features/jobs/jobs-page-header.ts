// The screen's page header, also drawn by index.html's static shell before any JavaScript (docs/decisions/1806).
export const JOBS_PAGE_HEADER = { title: 'Vagas', description: 'Encontre oportunidades em tecnologia em todo o Brasil.' } as const;
