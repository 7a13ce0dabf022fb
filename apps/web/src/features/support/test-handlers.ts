import type { PublicConfigResponse } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';

/** Default: no chat widget configured, as on a fresh install. */
export const handlers: RequestHandler[] = [http.get('*/api/v1/public-config', () => HttpResponse.json<PublicConfigResponse>({ data: { chatWidgetUrl: null } }))];
