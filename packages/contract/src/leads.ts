import { z } from './zod.ts';
import { pageQuery } from './common.ts';

/** A lead's follow-up status in the console ('Interessados', decision 1404). */
export const LEAD_STATUSES = ['new', 'contacting', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = { new: 'Novo', contacting: 'Em contato', converted: 'Convertido', lost: 'Perdido' };
export const leadStatus = z.enum(LEAD_STATUSES, { message: 'Status inválido. Use new, contacting, converted ou lost.' });

export const LEAD_SORTS = ['created_at', 'name', 'plan'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const sortOrder = z.enum(['asc', 'desc'], { message: 'Ordem inválida. Use asc ou desc.' });

/** Filters shared by the list and the CSV export. */
export const leadFilterQuery = z.object({
  status: leadStatus.optional(),
  q: z.string().trim().max(255, { message: 'A busca deve ter no máximo 255 caracteres.' }).optional(),
  sort: z.enum(LEAD_SORTS, { message: 'Ordenação inválida. Use created_at, name ou plan.' }).default('created_at'),
  order: sortOrder.default('desc'),
});
export const leadListQuery = leadFilterQuery.extend({ page: pageQuery });
export type LeadFilterQuery = z.infer<typeof leadFilterQuery>;
export type LeadListQuery = z.infer<typeof leadListQuery>;

export const planRefSummary = z.object({ key: z.string(), name: z.string() });
export const lead = z.object({
  user_id: z.uuid(),
  user_name: z.string(),
  user_email: z.string(),
  current_plan: planRefSummary,
  requested_plan: planRefSummary.extend({ id: z.number() }),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof lead>;

export const listMeta = z.object({ total: z.number(), per_page: z.number(), last_page: z.number(), current_page: z.number() });
export const leadListResponse = z.object({ data: z.array(lead), meta: listMeta.extend({ new_count: z.number() }) });
export type LeadListResponse = z.infer<typeof leadListResponse>;
export const leadResponse = z.object({ data: lead });

export const leadParams = z.object({
  userId: z.uuid({ message: 'Identificador inválido.' }),
  planId: z.coerce
    .number({ message: 'Plano inválido.' })
    .int({ message: 'Plano inválido.' })
    .positive({ message: 'Plano inválido.' })
    .max(2_147_483_647, { message: 'Plano inválido.' }),
});

export const LEAD_NOTES_MAX = 2000;
export const leadUpdateRequest = z
  .object({
    status: leadStatus.optional(),
    notes: z
      .string({ message: 'As anotações devem ser um texto.' })
      .trim()
      .max(LEAD_NOTES_MAX, { message: `As anotações devem ter no máximo ${LEAD_NOTES_MAX} caracteres.` })
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined, { message: 'Informe o status ou as anotações.', path: ['status'] });
export type LeadUpdateRequest = z.input<typeof leadUpdateRequest>;
