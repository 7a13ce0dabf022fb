// Every table of the app, one file per feature. drizzle-kit reads this to generate migrations.
export * from './accounts.ts';
export * from './system.ts';
export * from './plans.ts';
export * from './subscriptions.ts';
export * from './jobs.ts';
export * from './alerts.ts';
export * from './curriculum.ts';
export * from './highlights.ts';
export * from './journey.ts';
export * from './staff.ts';
export * from './support.ts';
export * from './sources.ts';
export * from './files.ts';
export * from './pipeline.ts';
export * from './certificates.ts';
export * from './match.ts';
