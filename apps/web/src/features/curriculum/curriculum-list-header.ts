// The screen's page header, also drawn by index.html's static shell before any JavaScript (docs/decisions/1806).
export const CURRICULUM_LIST_HEADER = { title: 'Currículos', description: 'Monte, edite, imprima e exporte seus currículos.' } as const;
