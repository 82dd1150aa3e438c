/**
 * The platform's tables, all in the one PostgreSQL schema `workbench` so that the same
 * definitions and migrations run on PGlite and on a shared PostgreSQL (docs/architecture.md, "Server").
 * The tables are defined by domain in `src/db/schema/`; this module is the entry the server and the
 * seed read them from. drizzle-kit (`drizzle.config.ts`) reads the folder, so the table of a screen
 * made by `pnpm new:screen` needs no line here: its module imports it from its own file, and its
 * store makes its foreign keys known (`src/lib/references.ts`).
 *
 * Times are `timestamptz` read as `Date`; the API turns them into epoch milliseconds.
 * Money is `numeric(14,2)` in yuan so sums stay exact in SQL.
 */
export { workbench } from './schema/workbench';
export * from './schema/org';
export * from './schema/access';
export * from './schema/auth';
export * from './schema/document';
export * from './schema/workflow';
export * from './schema/announcements';
export * from './schema/messages';
export * from './schema/ecommerce';
export * from './schema/purchase';
export * from './schema/trip';
export * from './schema/logs';
export * from './schema/system';
export * from './schema/register';
export * from './schema/report';
export * from './schema/project';
export * from './schema/mro';
export * from './schema/lists';
