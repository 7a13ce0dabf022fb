// The screen's page header, also drawn by index.html's static shell before any JavaScript (docs/decisions/1806).
export const HIGHLIGHTS_PAGE_HEADER = { title: 'Destaques', description: 'Artigos, vídeos, podcasts e notícias para a sua carreira em tecnologia.' } as const;
