import { z } from './zod.ts';

/** Spec entity Plan: `features[]` carries only `{key, enabled}`; labels come from /v1/plans/features. */
export const planFeatureValue = z.object({ key: z.string(), enabled: z.boolean() });
export type PlanFeatureValue = z.infer<typeof planFeatureValue>;

export const plan = z.object({
  uuid: z.string(),
  id: z.number(),
  name: z.string(),
  /** Monthly price in reais (e.g. 29.9). */
  price: z.number(),
  is_highlighter: z.boolean(),
  /** Not in the spec: true for the caller's own plan (no plan = the free plan), so the screen can say so. */
  is_current: z.boolean(),
  features: z.array(planFeatureValue),
});
export type Plan = z.infer<typeof plan>;

export const plansResponse = z.object({ data: z.array(plan) });
export type PlansResponse = z.infer<typeof plansResponse>;

export const planFeature = z.object({ key: z.string(), label: z.string(), description: z.string() });
export type PlanFeature = z.infer<typeof planFeature>;

export const planFeaturesResponse = z.object({ data: z.array(planFeature) });
export type PlanFeaturesResponse = z.infer<typeof planFeaturesResponse>;

const INVALID_PLAN = 'Informe um plano válido.';

/** A plan is named by its uuid or by its numeric id (also accepted as a digit string). */
export const planRef = z.union(
  [
    z.number({ message: INVALID_PLAN }).int({ message: INVALID_PLAN }).positive({ message: INVALID_PLAN }).max(2147483647, { message: INVALID_PLAN }),
    z
      .string({ message: INVALID_PLAN })
      .trim()
      .regex(/^\d{1,9}$/, { message: INVALID_PLAN })
      .transform((v) => Number(v)),
    z.uuid({ message: INVALID_PLAN }),
  ],
  { message: INVALID_PLAN },
);

export const subscribesIntentRequest = z.object({
  user_id: z.uuid({ message: 'Informe um usuário válido.' }),
  plan_id: planRef,
});
export type SubscribesIntentRequest = z.input<typeof subscribesIntentRequest>;

export const subscribesIntent = z.object({
  user_id: z.string(),
  plan_id: z.number(),
  plan_uuid: z.string(),
  created_at: z.string(),
});
export type SubscribesIntent = z.infer<typeof subscribesIntent>;

export const subscribesIntentResponse = z.object({ data: subscribesIntent });
export type SubscribesIntentResponse = z.infer<typeof subscribesIntentResponse>;
