import { z } from './zod.ts';
import { parseMoney } from './curriculum.ts';
import { planFeature, planFeatureValue } from './plans.ts';

// The console's 'Planos' (docs/decisions/1601): every plan, visible or withdrawn, in the seeker's order.

export const adminPlan = z.object({
  id: z.number(),
  uuid: z.string(),
  key: z.string(),
  name: z.string(),
  /** Monthly price in reais (e.g. 29.9). */
  price: z.number(),
  is_highlighter: z.boolean(),
  /** False: withdrawn — hidden from the seeker's list, kept for those who hold it. */
  active: z.boolean(),
  sort_order: z.number(),
  /** Users on the plan now (users without a plan count on the free one). */
  users_count: z.number(),
  features: z.array(planFeatureValue),
});
export type AdminPlan = z.infer<typeof adminPlan>;

export const adminPlansResponse = z.object({ data: z.object({ plans: z.array(adminPlan), features: z.array(planFeature) }) });
export type AdminPlansResponse = z.infer<typeof adminPlansResponse>;
export const adminPlanResponse = z.object({ data: adminPlan });

/** The largest price the column holds (numeric(10,2)). */
export const PLAN_PRICE_MAX = 99_999_999.99;
export const PLAN_NAME_MAX = 60;
const PRICE_MESSAGE = 'Informe um preço válido, de 0 em diante e com até duas casas decimais (por exemplo 29,90).';

/** A number or what the operator typed the Brazilian way ('29,90', 'R$ 1.234,50'). */
export const planPriceInput = z.unknown().transform((value, ctx) => {
  const amount = parseMoney(value);
  if (amount === null) {
    ctx.addIssue({ code: 'custom', message: 'Informe o preço.' });
    return z.NEVER;
  }
  if (!Number.isFinite(amount) || amount < 0 || amount > PLAN_PRICE_MAX || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) {
    ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
    return z.NEVER;
  }
  return Math.round(amount * 100) / 100;
});

const planName = z
  .string({ message: 'Informe o nome do plano.' })
  .trim()
  .min(2, { message: 'O nome do plano deve ter ao menos 2 caracteres.' })
  .max(PLAN_NAME_MAX, { message: `O nome do plano deve ter no máximo ${PLAN_NAME_MAX} caracteres.` });

export const PLAN_KEY_PATTERN = /^[a-z0-9][a-z0-9_]{1,39}$/;
const planKey = z
  .string({ message: 'A chave deve ser um texto.' })
  .trim()
  .regex(PLAN_KEY_PATTERN, { message: 'A chave deve ter de 2 a 40 letras minúsculas sem acento, números ou _ (por exemplo plano_anual).' });

/** Feature key → included; features not named keep their value (or start off for a new plan). */
const featureSwitches = z.record(z.string(), z.boolean({ message: 'Cada recurso deve ser ligado (true) ou desligado (false).' }), {
  message: 'Os recursos devem ser um objeto de chave → true/false.',
});

/** 'Profissional Anual' → 'profissional_anual': the key when the operator types none. */
export function planKeyFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
}

export const planCreateRequest = z.object({
  name: planName,
  key: planKey.optional(),
  price: planPriceInput,
  is_highlighter: z.boolean({ message: 'Destaque deve ser verdadeiro ou falso.' }).optional(),
  /** False prepares the plan out of sight (default true: shown at once). */
  active: z.boolean({ message: 'Visível deve ser verdadeiro ou falso.' }).optional(),
  features: featureSwitches.optional(),
});
export type PlanCreateRequest = z.input<typeof planCreateRequest>;

export const planUpdateRequest = z
  .object({
    name: planName.optional(),
    price: planPriceInput.optional(),
    is_highlighter: z.boolean({ message: 'Destaque deve ser verdadeiro ou falso.' }).optional(),
    active: z.boolean({ message: 'Visível deve ser verdadeiro ou falso.' }).optional(),
    features: featureSwitches.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Informe ao menos um campo para alterar.', path: ['name'] });
export type PlanUpdateRequest = z.input<typeof planUpdateRequest>;

export const planMoveRequest = z.object({
  direction: z.enum(['up', 'down'], { message: 'Direção inválida. Use up ou down.' }),
});
export type PlanMoveRequest = z.infer<typeof planMoveRequest>;

export const planParams = z.object({
  id: z.coerce
    .number({ message: 'Plano inválido.' })
    .int({ message: 'Plano inválido.' })
    .positive({ message: 'Plano inválido.' })
    .max(2_147_483_647, { message: 'Plano inválido.' }),
});
