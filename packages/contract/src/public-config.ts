import { z } from './zod.ts';

/**
 * Settings the browser needs before anyone logs in, read from the server's environment.
 * `chatWidgetUrl`: the https script of the third-party live chat on /support (`CHAT_WIDGET_URL`);
 * null when unset, and then the page shows only the hours and the inert buttons (decision 0004).
 */
export const publicConfig = z.object({ chatWidgetUrl: z.url({ protocol: /^https$/ }).nullable() });
export type PublicConfig = z.infer<typeof publicConfig>;

export const publicConfigResponse = z.object({ data: publicConfig });
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
