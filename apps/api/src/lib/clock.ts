/**
 * The app's idea of "now", for rules that compare stored dates with the present — a scheduled
 * highlight is live once its date is reached (decision 1606). Production reads the system clock;
 * tests build the app with their own clock (`useTestApp(overrides, { clock })`) and move it, so
 * nothing waits for real time and no timer ever flips a state.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
