import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';
import { image } from './file-fixtures.ts';

/** A valid upload for the authorization matrix (decision 1602): a small PNG, its type proven by its bytes. */
export const examples: AdminRouteExamples = {
  'POST /api/admin/v1/files': async () => ({ url: '/api/admin/v1/files?name=exemplo.png', payload: await image('png', 40, 30) }),
};
