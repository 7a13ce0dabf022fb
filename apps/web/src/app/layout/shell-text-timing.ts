/**
 * The `elementtiming` of the static shell's texts drawn from early answers (the job's title, the
 * first highlight's image, the current step's first course's description): index.html's
 * first-screen script starts the app once one has painted (docs/decisions/1810, 1815).
 */
export const SHELL_TEXT_TIMING = 'rumo-shell-text';
