/**
 * The counts a list shows beside each row (people of a company, roles of a role type, holders of
 * a role, roles granting a resource) are correlated subqueries; each must count the rows of its
 * own row, as a plain `GROUP BY` over the same tables does (docs/screens.md).
 */
import { companyResource, resourceResource, roleResource, roleTypeResource } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { call, useDemoServer } from './support';

const demo = useDemoServer();

/** Every row of a list as admin, page by page of 100. */
async function rowsOf(path: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const response = await call(demo.server, path, { body: { pageNum, pageSize: 100 }, token: demo.admin });
    const { data } = response.json<{ data: { total: number; list: Record<string, unknown>[] } }>();
    rows.push(...data.list);
    if (data.list.length === 0 || rows.length >= data.total) {
      expect(rows).toHaveLength(data.total);
      return rows;
    }
  }
}

/** `count` by parent id, from SQL, and the list's `field` by row id: they must agree, and not all be zero. */
async function expectCounts(path: string, field: string, text: string) {
  const counted = new Map(
    (await demo.server.sql<{ id: number; n: number }>(text)).map((row) => [row.id, row.n] as const),
  );
  const rows = await rowsOf(path);
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.map((row) => [row['id'], row[field]])).toEqual(
    rows.map((row) => [row['id'], counted.get(row['id'] as number) ?? 0]),
  );
  expect(rows.some((row) => (row[field] as number) > 0)).toBe(true);
}

describe('the counts beside each row of a list', () => {
  it('roles of each role type', () =>
    expectCounts(
      roleTypeResource.paths.list,
      'roleCount',
      'select type_id as id, count(*)::int as n from workbench.roles group by type_id',
    ));

  it('holders of each role', () =>
    expectCounts(
      roleResource.paths.list,
      'holderCount',
      'select role_id as id, count(*)::int as n from workbench.account_roles group by role_id',
    ));

  it('roles granting each resource', () =>
    expectCounts(
      resourceResource.paths.list,
      'roleCount',
      'select resource_id as id, count(*)::int as n from workbench.role_resources group by resource_id',
    ));

  it('people of each company', () =>
    expectCounts(
      companyResource.paths.list,
      'peopleCount',
      'select company_id as id, count(*)::int as n from workbench.accounts group by company_id',
    ));
});
