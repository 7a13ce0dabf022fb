// What other modules may use of plans; they import nothing else from this folder
// (ARCHITECTURE.md, Boundaries; enforced by lint, docs/decisions/0706).
export { cheapestPlanWithFeature, userHasFeature } from './plan-access.ts';
// The console's 'Usuários' grants plans through the same path as 'Converter' and grant-plan (decision 1405).
export { planOptions, planSummaryOf, setUserPlan, type PlanSummary } from './plans.service.ts';
