/**
 * Two server processes started at the same moment on one empty PostgreSQL database
 * (docs/architecture.md, "Several instances"): both come up, and the database holds the base data,
 * and the demo data set or the first administrator, exactly once, as one start alone writes it.
 * Runs only when `DATABASE_URL` is set (PGlite serves one process).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess, stopServerProcesses } from './server-process';
import { createScratchDatabase, freshDatabase, type FreshDatabase } from './support';

const DATABASE_URL = process.env['DATABASE_URL'];

/** The tables counted: base data (applications to grants) and demo data (companies to documents). */
const TABLES = [
  'apps',
  'menus',
  'resources',
  'role_types',
  'roles',
  'role_resources',
  'companies',
  'units',
  'persons',
  'accounts',
  'account_roles',
  'account_apps',
  'super_accounts',
  'orders',
  'documents',
];

/** How many rows each of {@link TABLES} holds in the database at `url`. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [row] = (
      await client.query<Record<string, number>>(
        `select ${TABLES.map((table) => `(select count(*)::int from workbench.${table}) as ${table}`).join(', ')}`,
      )
    ).rows;
    return row ?? {};
  } finally {
    await client.end();
  }
}

/** Starts two processes on one new empty database at once with `env`; the row counts once both listen. */
async function seedTwice(env: Record<string, string>): Promise<Record<string, number>> {
  const database = await createScratchDatabase('workbench_seed');
  try {
    const both = [1, 2].map(() => new ServerProcess({ engine: { url: database.url }, env }));
    await Promise.all(both.map((server) => server.start()));
    const counts = await rowCounts(database.url);
    const exits = await Promise.all(both.map((server) => server.stop()));
    expect(exits.map((exit) => exit?.code)).toEqual([0, 0]);
    return counts;
  } finally {
    await stopServerProcesses();
    await database.drop();
  }
}

describe.runIf(DATABASE_URL)(
  'two processes seeding one empty PostgreSQL at once (runs when DATABASE_URL is set)',
  () => {
    // The suite's template database, seeded once with the demo data set by one process.
    let once: FreshDatabase;
    let demo: Record<string, number>;

    beforeAll(async () => {
      once = await freshDatabase();
      demo = await rowCounts((once.option as { url: string }).url);
    });
    afterAll(() => once?.dispose());

    it('both come up, with the demo data set written once', { timeout: 180_000 }, async () => {
      expect(demo['persons']).toBeGreaterThan(1_000);
      expect(await seedTwice({ SEED_DEMO: '1' })).toEqual(demo);
    });

    it('both come up, with the base data and one first administrator', { timeout: 180_000 }, async () => {
      const counts = await seedTwice({ SEED_DEMO: '0', ADMIN_ACCOUNT: 'ops.root', ADMIN_PASSWORD: 'Seed2Instances' });
      const base = ['apps', 'menus', 'resources', 'role_types', 'roles', 'role_resources'];
      expect(Object.fromEntries(base.map((table) => [table, counts[table]]))).toEqual(
        Object.fromEntries(base.map((table) => [table, demo[table]])),
      );
      expect(counts).toMatchObject({ companies: 1, persons: 1, accounts: 1, account_roles: 1, super_accounts: 1 });
    });
  },
);
