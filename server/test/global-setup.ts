/**
 * Once per run of the server's suite, the database every test server starts from, migrated and
 * seeded with the demo data set: on PostgreSQL (`DATABASE_URL` set) a template database, dropped
 * at the end; on PGlite the tarball of a data directory (`dumpDataDir`), removed at the end. A test
 * server copies it instead of migrating and seeding again: on PGlite that is about 1 s instead of
 * about 7 s for each test file. And the server built once as `pnpm build` builds it, for the tests
 * that start it as a process (`test/server-process.ts`).
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { processBuild } from './process-build';
import { createDatabase, databaseUrl, dropDatabase, POSTGRES_URL, uniqueDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template database test servers copy on PostgreSQL; empty on PGlite. */
    postgresTemplate: string;
    /** The tarball of the seeded data directory test servers load on PGlite; empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/** Seeds an in-memory PGlite and writes its data directory to a temporary tarball. */
async function pgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const pglite = new PGlite();
  const database = await connectDatabase({ pglite });
  try {
    await seedIfEmpty(database.db, Date.now(), { demo: true });
    const dump = await pglite.dumpDataDir('none');
    const dir = mkdtempSync(join(tmpdir(), 'workbench-template-'));
    const file = join(dir, 'seeded.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const removeBuild = await processBuild();
  if (!POSTGRES_URL) {
    const template = await pgliteTemplate();
    project.provide('postgresTemplate', '');
    project.provide('pgliteTemplate', template.file);
    return () => {
      template.remove();
      removeBuild();
    };
  }
  project.provide('pgliteTemplate', '');
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
    removeBuild();
    await dropDatabase(template);
    throw error;
  }
  project.provide('postgresTemplate', template);
  return async () => {
    removeBuild();
    await dropDatabase(template);
  };
}
