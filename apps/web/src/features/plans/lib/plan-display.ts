import type { Plan, PlanFeature } from '@rumo/contract';
import { formatMoney } from '../../../lib/format.ts';

/** 'R$ 29,90'; the free plan shows 'R$ 0,00' too (docs/decisions/0401), the name says it is free. */
export function planPrice(plan: Pick<Plan, 'price'>): string {
  return formatMoney(plan.price);
}

export type PlanFeatureRow = { key: string; label: string; description: string; enabled: boolean };

/**
 * A plan's features in the order of /v1/plans/features, with their labels. A feature the plan does
 * not list counts as not included; a key without a label falls back to the key itself.
 */
export function planFeatureRows(plan: Plan, features: PlanFeature[]): PlanFeatureRow[] {
  const enabled = new Map(plan.features.map((f) => [f.key, f.enabled]));
  const known = features.map((f) => ({ ...f, enabled: enabled.get(f.key) ?? false }));
  const unknown = plan.features.filter((f) => !features.some((k) => k.key === f.key)).map((f) => ({ key: f.key, label: f.key, description: '', enabled: f.enabled }));
  return [...known, ...unknown];
}

/** What a plan card offers: 'current' ('Seu plano atual'), 'upgrade' ('Começar agora') or 'none' (a lower plan). */
export type PlanOffer = 'current' | 'upgrade' | 'none';

/**
 * Only plans above the user's own (a higher price) offer 'Começar agora'; the own plan says 'Seu plano
 * atual' and lower plans offer nothing, a downgrade goes through support (DECISIONS, Learning
 * journey; docs/decisions/1301). Without a current plan in the list every plan is an upgrade.
 */
export function planOffer(plan: Plan, plans: Plan[]): PlanOffer {
  if (plan.is_current) return 'current';
  const current = plans.find((p) => p.is_current);
  return !current || plan.price > current.price ? 'upgrade' : 'none';
}
