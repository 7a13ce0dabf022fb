import { LIMITS } from '../../lib/rate-limit/limits.ts';

/** Hearts, board moves and panel saves share one bucket per user (decision 1702): the routes' `config`. */
export const pipelineWriteLimit = { rateLimit: [{ name: 'pipeline-write', limit: LIMITS.pipelineWritesPerUser, by: 'user' as const }] };
