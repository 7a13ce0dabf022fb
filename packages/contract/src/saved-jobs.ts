import { z } from './zod.ts';
import { application } from './applications.ts';
import { pageQuery } from './common.ts';
import { jobItem } from './jobs.ts';

/**
 * 'Vagas salvas' (decision 1702): a heart on every job card and job page. A saved job without an
 * application is the board's 'Salva' column; moving it on creates the application.
 */
export const SAVED_JOBS_PER_PAGE = 20;
export const SAVED_JOBS_MAX_PER_PAGE = 50;
/** How many jobs one person may keep saved: far above use by hand, a bound for the heart's id list. */
export const SAVED_JOBS_PER_USER_MAX = 1000;
export const SAVED_JOBS_LIMIT_MESSAGE = `Você pode salvar no máximo ${SAVED_JOBS_PER_USER_MAX} vagas. Remova alguma para salvar outra.`;
export const SAVED_JOB_NOT_FOUND_MESSAGE = 'Esta vaga não está entre as suas vagas salvas.';
/** The board shows at most this many cards per list (saved jobs, applications). */
export const BOARD_MAX_CARDS = 500;

/** Path parameter kept as text so a malformed id answers 404 like an unknown one. */
export const savedJobParams = z.object({ jobId: z.string().max(100) });

export const savedJobListQuery = z.object({
  page: pageQuery,
  per_page: z.coerce
    .number({ message: 'O campo per_page deve ser um número.' })
    .int({ message: 'O campo per_page deve ser um número inteiro.' })
    .min(1, { message: 'O campo per_page deve ser maior ou igual a 1.' })
    .max(SAVED_JOBS_MAX_PER_PAGE, { message: `O campo per_page deve ser no máximo ${SAVED_JOBS_MAX_PER_PAGE}.` })
    .default(SAVED_JOBS_PER_PAGE),
});
export type SavedJobListQuery = z.input<typeof savedJobListQuery>;

/** The job card's fields: the job list's, so both cards show the same thing. */
export const savedJobCard = jobItem.pick({
  uuid: true,
  title: true,
  company: true,
  city: true,
  state: true,
  salary: true,
  salary_max: true,
  salary_currency: true,
  salary_period: true,
  captation: true,
  work_model: true,
  published_at: true,
  expired_at: true,
});

export const savedJob = z.object({
  job: savedJobCard,
  saved_at: z.string(),
  /** Expired, filled or withdrawn since it was saved: it stays saved and shows 'Vaga encerrada'. */
  is_closed: z.boolean(),
  /** The user's application to this job, when there is one. */
  application_uuid: z.string().nullable(),
});
export type SavedJob = z.infer<typeof savedJob>;

export const savedJobResponse = z.object({ data: savedJob });
export const savedJobListResponse = z.object({
  data: z.array(savedJob),
  meta: z.object({ total: z.number(), per_page: z.number(), last_page: z.number(), current_page: z.number() }),
});
export type SavedJobListResponse = z.infer<typeof savedJobListResponse>;

/** Every job the user saved, for the hearts of a page of cards. */
export const savedJobIdsResponse = z.object({ data: z.array(z.string()) });

/** The board: the 'Salva' column (saved, not applied) and every application, newest first. */
export const applicationBoardResponse = z.object({
  data: z.object({ saved: z.array(savedJob), applications: z.array(application) }),
});
export type ApplicationBoardResponse = z.infer<typeof applicationBoardResponse>;
