import type { Limit } from './token-buckets.ts';

/**
 * Every rate limit of the app, in one place (docs/decisions/0705). A limit lets `capacity`
 * requests through at once and gives them back over `windowSeconds`; RATE_LIMIT_FACTOR scales all.
 * Sized for a person using the product by hand, with room to spare; a script hits them at once.
 */
export const LIMITS = {
  /** Password checks (login, password change, account deletion) from one source. */
  passwordPerSource: { capacity: 30, windowSeconds: 15 * 60 },
  /** Password checks on one account from one source: what one person mistyping needs. */
  passwordPerAccountAndSource: { capacity: 5, windowSeconds: 15 * 60 },
  /**
   * Password checks on one account from anywhere, progressive: 10 at once, then one every 90 s;
   * past 30 in a day, one every 48 min. Spread guessing is slowed without one address being
   * able to lock the owner out (that takes the per-account-and-source limit above).
   */
  passwordPerAccount: { capacity: 10, windowSeconds: 15 * 60 },
  passwordPerAccountDaily: { capacity: 30, windowSeconds: 24 * 60 * 60 },
  registerPerSource: { capacity: 20, windowSeconds: 60 * 60 },
  forgotPasswordPerSource: { capacity: 5, windowSeconds: 15 * 60 },
  /** Per address asked for, existing or not (the same answer either way). */
  forgotPasswordPerEmail: { capacity: 3, windowSeconds: 60 * 60 },
  resetPasswordPerSource: { capacity: 10, windowSeconds: 15 * 60 },
  trackingPerSource: { capacity: 120, windowSeconds: 60 },
  /** Job and highlight searches: a person types and clicks filters; 2 per second sustained. */
  searchPerUser: { capacity: 120, windowSeconds: 60 },
  /**
   * A job's compatibility breakdown, 'Vagas para você' and saving the match settings (docs/decisions/1704):
   * a person opening jobs one by one; 1 per second sustained.
   */
  matchPerUser: { capacity: 60, windowSeconds: 60 },
  exportPerUser: { capacity: 10, windowSeconds: 60 * 60 },
  /** Saving jobs, moving cards and saving the panel (decision 1702): a person clicking, 2 per second sustained. */
  pipelineWritesPerUser: { capacity: 120, windowSeconds: 60 },
  importPerUser: { capacity: 30, windowSeconds: 60 * 60 },
  /** Support tickets opened (decision 1403): a person with a problem opens one, maybe two. */
  ticketCreatePerUser: { capacity: 5, windowSeconds: 60 * 60 },
  /** Messages in the user's tickets: a conversation, not a flood into the staff inbox. */
  ticketMessagePerUser: { capacity: 30, windowSeconds: 60 * 60 },
  /** Uploads in the console (decision 1602): an editor adds a course's media, a few dozen files an hour. */
  fileUploadPerUser: { capacity: 60, windowSeconds: 60 * 60 },
  /**
   * Public certificate checks (decision 1703): a recruiter checks a few codes; 30 a minute per address
   * against 2^50 codes makes guessing one hopeless.
   */
  certificateLookupPerSource: { capacity: 30, windowSeconds: 60 },
} satisfies Record<string, Limit>;

export const TOO_MANY_REQUESTS_MESSAGE = 'Muitas requisições seguidas. Aguarde um instante e tente novamente.';
