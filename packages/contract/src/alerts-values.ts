// The plain values of alerts.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).

/** Decision 0600: creations per user per calendar day (America/Sao_Paulo). */
export const ALERTS_DAILY_LIMIT = 10;
/** Decision 0600: alerts a user may have at once. */
export const ALERTS_MAX_PER_USER = 20;
/** Spec, section 8: the 429 message (also the client's fallback). */
export const ALERTS_DAILY_LIMIT_MESSAGE = 'Limite de alertas diários atingido. Tente novamente amanhã.';
export const ALERTS_MAX_MESSAGE = `Você já tem ${ALERTS_MAX_PER_USER} alertas, o máximo permitido. Remova um alerta para criar outro.`;
/** Spec, section 9: position suggestions shown while typing. */
export const POSITION_SUGGESTIONS_MAX = 10;
/** Spec, section 3: browser storage key of the cached positions list. */
export const JOB_POSITIONS_STORAGE_KEY = 'job-positions';
/** Upper bound of a salary field (the column is numeric(12,2)). */
export const ALERT_SALARY_MAX = 10_000_000;

export const ALERT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = { daily: 'Diária', weekly: 'Semanal', monthly: 'Mensal' };
