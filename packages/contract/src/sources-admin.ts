import { z } from './zod.ts';
import { blankToUndefined } from './common.ts';
import { SOURCE_KINDS, SOURCE_TRUSTS, SOURCE_RUN_STATUSES, SOURCE_INTERVAL_MIN, SOURCE_INTERVAL_MAX, SOURCE_INTERVAL_DEFAULT } from './sources-admin-values.ts';
export * from './sources-admin-values.ts';

export const sourceRejection = z.object({ source_job_id: z.string().nullable(), reason: z.string() });
export type SourceRejection = z.infer<typeof sourceRejection>;

/** One sync of one source (the run log). Times are ISO 8601. */
export const sourceRun = z.object({
  id: z.number().int(),
  status: z.enum(SOURCE_RUN_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  fetched: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  expired: z.number().int(),
  republished: z.number().int(),
  rejected: z.number().int(),
  /** The first rejections (at most 50) with their pt-BR reasons. */
  rejections: z.array(sourceRejection),
  /** Why a failed run failed, pt-BR. */
  error: z.string().nullable(),
});
export type SourceRun = z.infer<typeof sourceRun>;

export const sourceItem = z.object({
  id: z.uuid(),
  kind: z.enum(SOURCE_KINDS),
  key: z.string(),
  name: z.string(),
  base_url: z.string().nullable(),
  trust: z.enum(SOURCE_TRUSTS),
  interval_minutes: z.number().int(),
  enabled: z.boolean(),
  next_sync_at: z.string(),
  created_at: z.string(),
  /** Jobs this source keeps listed now (published or in review, not expired, not gone). */
  active_jobs: z.number().int(),
  /**
   * A sync holds the source's lease now: its holder renewed it within the last two heartbeats
   * (decision 1502). A run left 'running' by a stopped instance no longer counts once that lapses.
   */
  syncing: z.boolean(),
  last_run: sourceRun.nullable(),
});
export type SourceItem = z.infer<typeof sourceItem>;

export const sourcesListResponse = z.object({ data: z.array(sourceItem) });
export type SourcesListResponse = z.infer<typeof sourcesListResponse>;

/** A source with its last 20 runs, newest first. */
export const sourceDetail = sourceItem.extend({ runs: z.array(sourceRun) });
export type SourceDetail = z.infer<typeof sourceDetail>;
export const sourceDetailResponse = z.object({ data: sourceDetail });

const baseUrlField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ message: 'O endereço base deve ser um texto.' })
    .trim()
    .max(500, { message: 'O endereço base deve ter no máximo 500 caracteres.' })
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u), { message: 'Endereço base inválido: use http:// ou https://.' })
    .nullable(),
);
const nameField = z
  .string({ message: 'O nome deve ser um texto.' })
  .trim()
  .min(2, { message: 'O nome deve ter pelo menos 2 caracteres.' })
  .max(120, { message: 'O nome deve ter no máximo 120 caracteres.' });
const intervalField = z
  .number({ message: 'O intervalo deve ser um número de minutos.' })
  .int({ message: 'O intervalo deve ser um número inteiro de minutos.' })
  .min(SOURCE_INTERVAL_MIN, { message: `O intervalo deve ser de pelo menos ${SOURCE_INTERVAL_MIN} minutos.` })
  .max(SOURCE_INTERVAL_MAX, { message: 'O intervalo deve ser de no máximo 7 dias (10080 minutos).' });

/**
 * `POST /api/admin/v1/sources`. The key's shape is checked by the kind (422 with its message); the
 * name defaults to the key. A second source of the same kind and key is refused (409).
 */
export const sourceCreateRequest = z.object({
  kind: z.enum(SOURCE_KINDS, { message: 'Tipo de fonte inválido.' }),
  key: z
    .string({ message: 'Informe a chave da fonte.' })
    .trim()
    .min(1, { message: 'Informe a chave da fonte.' })
    .max(500, { message: 'A chave deve ter no máximo 500 caracteres.' }),
  name: z.preprocess(blankToUndefined, nameField.optional()),
  base_url: baseUrlField.optional(),
  trust: z.enum(SOURCE_TRUSTS, { message: 'Confiança inválida: use auto ou review.' }).default('auto'),
  interval_minutes: intervalField.default(SOURCE_INTERVAL_DEFAULT),
});
export type SourceCreateRequest = z.input<typeof sourceCreateRequest>;

/** `PATCH /api/admin/v1/sources/{id}`: any of these; kind and key never change. */
export const sourcePatchRequest = z
  .object({
    name: nameField.optional(),
    base_url: baseUrlField.optional(),
    trust: z.enum(SOURCE_TRUSTS, { message: 'Confiança inválida: use auto ou review.' }).optional(),
    interval_minutes: intervalField.optional(),
    enabled: z.boolean({ message: 'Ativa deve ser verdadeiro ou falso.' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nada para alterar.' });
export type SourcePatchRequest = z.input<typeof sourcePatchRequest>;

/** What a sync request became: see `sourceSyncResponse`. */
export const SOURCE_SYNC_STATES = ['queued', 'waiting'] as const;
export type SourceSyncState = (typeof SOURCE_SYNC_STATES)[number];

/**
 * `POST /api/admin/v1/sources/{id}/sync` answers 202. `queued`: the scheduler takes the source at
 * once. `waiting`: another sync holds the source's live lease; the request is served by that sync,
 * or, should its holder stop, by the pass that takes the lapsed lease over. `message` says so in pt-BR.
 */
export const sourceSyncResponse = z.object({ data: z.object({ queued: z.literal(true), state: z.enum(SOURCE_SYNC_STATES), message: z.string() }) });
export type SourceSyncResponse = z.infer<typeof sourceSyncResponse>;

/** A run with its source, for the console home ('Últimas sincronizações'). */
export const sourceRunWithSource = sourceRun.extend({ source_id: z.uuid(), source_name: z.string(), source_kind: z.enum(SOURCE_KINDS) });
export type SourceRunWithSource = z.infer<typeof sourceRunWithSource>;
