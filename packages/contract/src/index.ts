// The contract between the API and the web app: every request and response as a zod schema.
export * from './common.ts';
export * from './accounts.ts';
export * from './applications.ts';
export * from './jobs.ts';
export * from './jobs-admin.ts';
export * from './plans.ts';
export * from './journey.ts';
export * from './curriculum.ts';
export * from './alerts.ts';
export * from './highlights.ts';
export * from './public-config.ts';
export * from './staff.ts';
export * from './support.ts';
export * from './leads.ts';
export * from './admin-users.ts';
export * from './console-overview.ts';
export * from './sources-admin.ts';
