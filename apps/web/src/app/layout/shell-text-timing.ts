/**
 * The `elementtiming` of the static shell's texts drawn from early answers (the job's title, the
 * first highlight's image): index.html's first-screen script starts the app once one has painted
 * (docs/decisions/1810).
 */
export const SHELL_TEXT_TIMING = 'rumo-shell-text';
