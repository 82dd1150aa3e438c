import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordFilter } from './crud';

const items = pgTable('items', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

const client = new PGlite();
const db = drizzle({ client });

beforeAll(async () => {
  await client.exec(`create table items (id serial primary key, code text not null, name text not null);
    insert into items (code, name) values
      ('A1', '50% off'), ('A2', '500 pieces'), ('B_1', 'Steel'), ('B21', 'Iron'), ('C\\1', 'Back\\slash'), ('D4', 'Copper');`);
});
afterAll(() => client.close());

/** The codes of the rows `keyword` finds in `code` or `name`. */
async function found(keyword: unknown): Promise<string[]> {
  const rows = await db
    .select({ code: items.code })
    .from(items)
    .where(keywordFilter(keyword, items.code, items.name))
    .orderBy(asc(items.id));
  return rows.map((row) => row.code);
}

describe('keywordFilter', () => {
  it('finds the keyword anywhere in any of the columns, ignoring case', async () => {
    expect(await found('COPP')).toEqual(['D4']);
    expect(await found('b2')).toEqual(['B21']);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await found('50%')).toEqual(['A1']);
    expect(await found('B_')).toEqual(['B_1']);
    expect(await found('\\')).toEqual(['C\\1']);
  });

  it('is no condition for an empty or missing keyword', async () => {
    expect(keywordFilter('', items.code)).toBeUndefined();
    expect(keywordFilter(undefined, items.code)).toBeUndefined();
    expect(await found(42)).toHaveLength(6);
  });
});
