/**
 * The PostgreSQL schema every table of `src/db/schema/` is defined in, and the column helpers
 * those modules share (docs/architecture.md, "Server").
 */
import { pgSchema, timestamp } from 'drizzle-orm/pg-core';

/** The PostgreSQL schema that holds every Workbench table. */
export const workbench = pgSchema('workbench');

/** The `created_at` column (`timestamptz`, not null) most tables carry; callers add any default. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();
