/**
 * Once per run of the server's suite: on PostgreSQL (`DATABASE_URL` set), makes the template
 * database every test server copies, migrated and seeded with the demo data set, and drops it at
 * the end. On PGlite it does nothing: each test server migrates and seeds its in-memory database.
 */
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { createDatabase, databaseUrl, dropDatabase, POSTGRES_URL, uniqueDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template database test servers copy on PostgreSQL; empty on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (!POSTGRES_URL) {
    project.provide('postgresTemplate', '');
    return;
  }
  const template = uniqueDatabaseName('workbench_template');
  await createDatabase(template);
  try {
    const database = await connectDatabase({ url: databaseUrl(template) });
    try {
      await seedIfEmpty(database.db, Date.now(), { demo: true });
    } finally {
      await database.close();
    }
  } catch (error) {
    await dropDatabase(template);
    throw error;
  }
  project.provide('postgresTemplate', template);
  return () => dropDatabase(template);
}
