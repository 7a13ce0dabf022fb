import { eq } from 'drizzle-orm';
import { plans } from '../../src/db/schema/index.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';
import type { TestContext } from '../test-app.ts';

async function proId(t: TestContext): Promise<number> {
  await seedPlans(t.db);
  const [pro] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.key, 'pro'));
  return pro!.id;
}

/** The console's 'Planos' (docs/decisions/1601): a new plan's body, and an existing plan to change or move. */
export const examples: AdminRouteExamples = {
  'POST /api/admin/v1/plans': async () => ({ payload: { name: 'Plano da Matriz', price: '9,90' } }),
  'PATCH /api/admin/v1/plans/:id': async ({ t }) => ({ url: `/api/admin/v1/plans/${await proId(t)}`, payload: { name: 'Profissional' } }),
  'POST /api/admin/v1/plans/:id/move': async ({ t }) => ({ url: `/api/admin/v1/plans/${await proId(t)}/move`, payload: { direction: 'down' } }),
};
