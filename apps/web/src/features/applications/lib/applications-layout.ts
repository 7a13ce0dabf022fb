/**
 * Which view of 'Candidaturas' is shown (decision 1702), kept in the URL as `visao`: the spec's
 * table (the default, so its links keep working), the board, or the saved jobs.
 */
export const APPLICATIONS_LAYOUTS = ['tabela', 'quadro', 'salvas'] as const;
export type ApplicationsLayout = (typeof APPLICATIONS_LAYOUTS)[number];
export const LAYOUT_PARAM = 'visao';

export function readLayout(params: URLSearchParams): ApplicationsLayout {
  const raw = params.get(LAYOUT_PARAM);
  return (APPLICATIONS_LAYOUTS as readonly string[]).includes(raw ?? '') ? (raw as ApplicationsLayout) : 'tabela';
}

/** The table's own parameters (filters, sort, page) stay as they are; only `visao` changes. */
export function withLayout(params: URLSearchParams, layout: ApplicationsLayout): URLSearchParams {
  const next = new URLSearchParams(params);
  if (layout === 'tabela') next.delete(LAYOUT_PARAM);
  else next.set(LAYOUT_PARAM, layout);
  return next;
}
