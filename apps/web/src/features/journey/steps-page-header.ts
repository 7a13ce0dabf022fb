// The screen's page header, also drawn by index.html's static shell before any JavaScript (docs/decisions/1806).
export const STEPS_PAGE_HEADER = { title: 'Sua Jornada', description: 'Avance etapa por etapa: cada curso concluído libera o próximo.' } as const;
