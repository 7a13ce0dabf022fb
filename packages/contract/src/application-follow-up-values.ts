// The plain values of application-follow-up.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).

/**
 * What the user keeps about one application on the board's panel (decision 1702): notes, the CV
 * they sent, the people they talk to and the next step's date, plus 'Sem resposta há N dias'.
 */
export const APPLICATION_NOTES_MAX = 5000;
export const APPLICATION_CONTACTS_MAX = 10;
/** An application in a waiting stage that has not moved for this many days shows 'Sem resposta há N dias'. */
export const STALE_APPLICATION_DAYS = 14;

export const NEXT_STEP_TIME_INVALID = 'Informe um horário válido (hh:mm).';
export const NEXT_STEP_DATE_INVALID = 'Informe uma data válida (aaaa-mm-dd).';
export const NEXT_STEP_TIME_WITHOUT_DATE = 'Informe a data do próximo passo para marcar um horário.';
