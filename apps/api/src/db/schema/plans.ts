import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    isHighlighter: boolean('is_highlighter').notNull().default(false),
    /** The seeker's grid and the console list follow it (docs/decisions/1601). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** False: withdrawn, hidden from the seeker's list but kept for the users who hold it (docs/decisions/1601). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    // The seeker's grid has one 'MAIS POPULAR' ribbon: at most one plan carries it (docs/decisions/1601).
    uniqueIndex('plans_one_highlighter')
      .on(t.isHighlighter)
      .where(sql`${t.isHighlighter}`),
  ],
);

export const planFeatures = pgTable('plan_features', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const planFeatureValues = pgTable(
  'plan_feature_values',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key')
      .notNull()
      .references(() => planFeatures.key, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.featureKey] })],
);
