import { seedPlans } from '../../src/modules/plans/plans.seed.ts';
import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';

/** The users routes of the console (decision 1405) that need a body. */
export const examples: AdminRouteExamples = {
  'PUT /api/admin/v1/users/:id/plan': async ({ db }) => {
    await seedPlans(db);
    return { payload: { plan: 'pro' } };
  },
};
