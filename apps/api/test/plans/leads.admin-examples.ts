import { eq } from 'drizzle-orm';
import { plans, subscriptionIntents } from '../../src/db/schema/index.ts';
import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import type { TestUser } from '../factories.ts';
import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';
import type { TestContext } from '../test-app.ts';

/** A Premium lead of the matrix's target user, made once per test app; resolves to the plan id. */
const leads = new WeakMap<TestContext, Promise<number>>();
function leadOf(t: TestContext, target: TestUser): Promise<number> {
  let planId = leads.get(t);
  if (!planId) {
    planId = (async () => {
      await seedPlans(t.db);
      const [premium] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.key, 'premium'));
      await t.db.insert(subscriptionIntents).values({ userId: target.id, planId: premium!.id }).onConflictDoNothing();
      return premium!.id;
    })();
    leads.set(t, planId);
  }
  return planId;
}

/** The lead routes of the console (decision 1404) need an existing lead and, to change it, a body. */
export const examples: AdminRouteExamples = {
  'PATCH /api/admin/v1/leads/:userId/:planId': async ({ t, target }) => ({
    url: `/api/admin/v1/leads/${target.id}/${await leadOf(t, target)}`,
    payload: { status: 'contacting' },
  }),
  'POST /api/admin/v1/leads/:userId/:planId/convert': async ({ t, target }) => ({ url: `/api/admin/v1/leads/${target.id}/${await leadOf(t, target)}/convert` }),
};
