/**
 * Bulk writes (docs/behaviour.md, "Lists"; docs/wire-protocol.md, "Bulk writes"): many rows in one
 * request, each authorised and logged as a write of that row alone, in one transaction; a row its
 * write refuses is left as it was and logged as a refusal, a row out of the caller's sight refuses
 * the whole request, and the body's rules and the route's permission hold as for a single write.
 */
import {
  BULK_MAX,
  type BulkResult,
  type MatchingIds,
  personPaths,
  personResource,
  roleResource,
  unitResource,
} from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
/** The enterprise administrator of 远航供应链, the company of the 1,200 generated people. */
let adminYh: string;
let buyer: string;

beforeAll(async () => {
  server = await startTestServer();
  adminYh = (await signIn(server, 'admin.yh')).token;
  buyer = (await signIn(server, 'buyer')).token;
});
afterAll(() => server.close());

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type LogRow = { action: string; rowId: string; before: unknown; after: unknown };

async function post<T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(server, url, { body, token, lang });
  return { status: response.statusCode, ...response.json<Envelope<T>>() };
}

const sql = <T>(text: string, params: unknown[] = []) => server.sql<T>(text, params);

/** The id of the newest operate-log row: what a test's own rows are counted after. */
async function lastLogId() {
  return (await sql<{ id: number }>('select coalesce(max(id), 0)::int as id from workbench.operate_logs'))[0]?.id ?? 0;
}

/** The operate-log rows of `resource` written after row `since`, oldest first. */
function logsSince(since: number, resource: string) {
  return sql<LogRow>(
    `select action, row_id as "rowId", before, after from workbench.operate_logs
      where id > $1 and resource = $2 order by id`,
    [since, resource],
  );
}

/** The ids of the accounts of `account`'s company other than it, enabled, at most `limit`, oldest first. */
async function colleaguesOf(account: string, limit: number) {
  const rows = await sql<{ id: number }>(
    `select a.id from workbench.accounts a join workbench.accounts m on m.company_id = a.company_id
      where m.account = $1 and a.id <> m.id and a.enabled order by a.id limit $2`,
    [account, limit],
  );
  return rows.map((row) => row.id);
}

async function accountIdOf(account: string) {
  return (await sql<{ id: number }>('select id from workbench.accounts where account = $1', [account]))[0]?.id ?? 0;
}

/** How many of `ids` are enabled accounts. */
async function enabledCount(ids: number[]) {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from workbench.accounts where id = any($1::int[]) and enabled',
    [ids],
  );
  return row?.n ?? 0;
}

/**
 * Adds `count` roles named `<prefix>.<n>` straight to the database, of the company `companyId` or
 * (`companyId` null) platform roles, none held by anyone.
 */
async function addRoles(prefix: string, count: number, companyId: number | null) {
  const [type] = await sql<{ id: number }>("select id from workbench.role_types where scope = 'enterprise' limit 1");
  const rows = await sql<{ id: number }>(
    `insert into workbench.roles (code, name_zh, name_en, type_id, company_id)
      select $1 || '.' || n, '批量' || $1 || n, 'Bulk ' || $1 || ' ' || n, $2, $3
      from generate_series(1, $4::int) as n returning id`,
    [prefix, type?.id, companyId, count],
  );
  return rows.map((row) => row.id);
}

async function companyIdOf(account: string) {
  return (
    (await sql<{ id: number }>('select company_id as id from workbench.accounts where account = $1', [account]))[0]
      ?.id ?? 0
  );
}

async function roleCount(ids: number[]) {
  const [row] = await sql<{ n: number }>('select count(*)::int as n from workbench.roles where id = any($1::int[])', [
    ids,
  ]);
  return row?.n ?? 0;
}

describe('enable many people', () => {
  /** The accounts the first test disables, which the second enables again. */
  let disabledHere: number[] = [];

  it('disables 11 people of the company and refuses the caller’s own account, logging each', async () => {
    const own = await accountIdOf('admin.yh');
    const others = await colleaguesOf('admin.yh', 11);
    expect(others).toHaveLength(11);
    const ids = [...others.slice(0, 5), own, ...others.slice(5)];
    const since = await lastLogId();
    const answer = await post<BulkResult>(adminYh, personPaths.enableMany, { ids, enabled: 'N' });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(200);
    expect(answer.data.done).toEqual(others);
    const [ownName] = await sql<{ name: string }>(
      "select p.name from workbench.persons p join workbench.accounts a on a.person_id = p.id where a.account = 'admin.yh'",
    );
    expect(answer.data.refused).toEqual([{ id: own, name: ownName?.name, reason: '不能停用或解除自己正在使用的账号' }]);
    expect(await enabledCount(others)).toBe(0);
    expect(await enabledCount([own])).toBe(1);
    disabledHere = others;

    const logs = await logsSince(since, 'person');
    expect(logs).toHaveLength(12);
    expect(logs.map((log) => log.action)).toEqual([...Array(5).fill('disable'), 'refuse', ...Array(6).fill('disable')]);
    expect(logs.map((log) => Number(log.rowId))).toEqual(ids);
    expect(logs[0]).toMatchObject({ before: { enabled: 'Y' }, after: { enabled: 'N' } });
    expect(logs[5]).toMatchObject({
      before: { id: own, enabled: 'Y' },
      after: {
        reason: {
          zh: '不能停用或解除自己正在使用的账号',
          en: 'You cannot disable or detach the account you are using.',
        },
        url: personPaths.enableMany,
      },
    });
  });

  it('enables them again, each logged as enable', async () => {
    expect(await enabledCount(disabledHere)).toBe(0);
    const since = await lastLogId();
    const answer = await post<BulkResult>(adminYh, personPaths.enableMany, { ids: disabledHere, enabled: 'Y' }, 'en');
    expect(answer.data).toEqual({ done: disabledHere, refused: [] });
    expect(answer.msg).toBe('Success');
    expect(await enabledCount(disabledHere)).toBe(disabledHere.length);
    expect(new Set((await logsSince(since, 'person')).map((log) => log.action))).toEqual(new Set(['enable']));
  });

  it('refuses the whole request when a row is another company’s or missing: code 404, nothing written', async () => {
    const own = await colleaguesOf('admin.yh', 3);
    const foreign = [await accountIdOf('admin'), await accountIdOf('manager')];
    const since = await lastLogId();
    const answer = await post<null>(adminYh, personPaths.enableMany, {
      ids: [...own, ...foreign, 2_000_000_000],
      enabled: 'N',
    });
    expect(answer).toMatchObject({ status: 200, code: 404, data: null });
    expect(answer.msg).toBe('有 3 条记录不存在或您无权查看，未做任何修改');
    const english = await post<null>(adminYh, personPaths.enableMany, { ids: foreign, enabled: 'N' }, 'en');
    expect(english.msg).toBe('2 of the rows do not exist or are not yours to see; nothing was changed.');
    expect(await enabledCount([...own, ...foreign])).toBe(5);
    expect(await logsSince(since, 'person')).toEqual([]);
  });

  it('refuses a body of no ids, more than BULK_MAX ids, an id twice or a field more: HTTP 400', async () => {
    const [first = 0, second = 0] = await colleaguesOf('admin.yh', 2);
    const bodies = [
      { ids: [], enabled: 'N' },
      { ids: Array.from({ length: BULK_MAX + 1 }, (_, index) => index + 1), enabled: 'N' },
      { ids: [first, second, first], enabled: 'N' },
      { ids: [first], enabled: 'N', unitId: 1 },
      { ids: [first] },
    ];
    for (const body of bodies) {
      const answer = await post(adminYh, personPaths.enableMany, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.code).toBe(400);
    }
    expect(await enabledCount([first, second])).toBe(2);
  });

  it('refuses a caller without the people write permission: 403, logged as a refusal', async () => {
    const ids = await colleaguesOf('buyer', 2);
    const since = await lastLogId();
    const answer = await post(buyer, personPaths.enableMany, { ids, enabled: 'N' });
    expect(answer).toMatchObject({ status: 403, code: 403 });
    expect(await enabledCount(ids)).toBe(ids.length);
    expect((await logsSince(since, 'person')).map((log) => log.action)).toEqual(['refuse']);
  });
});

describe('delete many', () => {
  it('deletes the company’s own roles of 100 and refuses the platform roles among them (403 each)', async () => {
    const companyId = await companyIdOf('admin.yh');
    const own = await addRoles('bulk.own', 50, companyId);
    const platform = await addRoles('bulk.platform', 50, null);
    const ids = own.flatMap((id, index) => [id, platform[index] ?? 0]);
    const since = await lastLogId();
    const answer = await post<BulkResult>(adminYh, roleResource.paths.deleteMany, { ids }, 'en');
    expect(answer.code).toBe(200);
    expect(answer.data.done).toEqual(own);
    expect(answer.data.refused.map((row) => row.id)).toEqual(platform);
    expect(answer.data.refused[0]).toEqual({
      id: platform[0],
      name: 'Bulk bulk.platform 1',
      reason: 'Only a platform administrator can change a platform role.',
    });
    expect(await roleCount(own)).toBe(0);
    expect(await roleCount(platform)).toBe(50);

    const logs = await logsSince(since, 'role');
    expect(logs).toHaveLength(100);
    expect(logs.map((log) => [Number(log.rowId), log.action])).toEqual(
      ids.map((id, index) => [id, index % 2 === 0 ? 'delete' : 'refuse']),
    );
    expect(logs[0]).toMatchObject({ before: { id: own[0], nameEn: 'Bulk bulk.own 1' }, after: null });
    expect(logs[1]?.after).toEqual({
      reason: { zh: '平台角色只能由平台管理员修改', en: 'Only a platform administrator can change a platform role.' },
      url: roleResource.paths.deleteMany,
    });
  });

  it('writes all in one transaction: a failure after the rows leaves every row and no log row', async () => {
    const own = await addRoles('bulk.whole', 10, await companyIdOf('admin.yh'));
    const since = await lastLogId();
    // The log rows are inserted after the rows are deleted, in the same transaction.
    await sql(
      `alter table workbench.operate_logs add constraint no_bulk_delete
        check (not (resource = 'role' and action = 'delete')) not valid`,
    );
    try {
      const answer = await post(adminYh, roleResource.paths.deleteMany, { ids: own });
      expect(answer.code).toBe(500);
    } finally {
      await sql('alter table workbench.operate_logs drop constraint no_bulk_delete');
    }
    expect(await roleCount(own)).toBe(10);
    expect(await logsSince(since, 'role')).toEqual([]);
  });

  it('deletes empty units and refuses those people still belong to, naming them', async () => {
    const companyId = await companyIdOf('admin.yh');
    const units = await sql<{ id: number }>(
      `insert into workbench.units (company_id, name) select $1, '批量部门' || n from generate_series(1, 4) as n
        returning id`,
      [companyId],
    );
    const ids = units.map((unit) => unit.id);
    const [staffed = 0, emptyOne = 0, alsoStaffed = 0, emptyTwo = 0] = ids;
    const [first, second] = await colleaguesOf('admin.yh', 2);
    await sql('update workbench.accounts set unit_id = $1 where id = $2', [staffed, first]);
    await sql('update workbench.accounts set unit_id = $1 where id = $2', [alsoStaffed, second]);
    const since = await lastLogId();
    const answer = await post<BulkResult>(adminYh, unitResource.paths.deleteMany, { ids });
    expect(answer.data.done).toEqual([emptyOne, emptyTwo]);
    expect(answer.data.refused.map((row) => [row.id, row.name])).toEqual([
      [staffed, '批量部门1'],
      [alsoStaffed, '批量部门3'],
    ]);
    expect(answer.data.refused[0]?.reason).toMatch(/^部门下还有 1 人，请先调走：/);
    const left = await sql<{ id: number }>('select id from workbench.units where id = any($1::int[]) order by id', [
      ids,
    ]);
    expect(left.map((unit) => unit.id)).toEqual([staffed, alsoStaffed]);
    expect((await logsSince(since, 'unit')).map((log) => log.action)).toEqual(['refuse', 'delete', 'refuse', 'delete']);
  });

  it('is offered where delete is, and refuses a caller without the write permission: 403', async () => {
    expect(server.app.hasRoute({ method: 'POST', url: roleResource.paths.deleteMany })).toBe(true);
    expect(server.app.hasRoute({ method: 'POST', url: '/share-system/person/deleteMany' })).toBe(false);
    const own = await addRoles('bulk.buyer', 2, await companyIdOf('buyer'));
    const answer = await post(buyer, roleResource.paths.deleteMany, { ids: own });
    expect(answer).toMatchObject({ status: 403, code: 403 });
    expect(await roleCount(own)).toBe(2);
  });

  it('finds the ids of every row a list query matches, in its sort, for "select all matching"', async () => {
    const query = { enabled: 'Y', sortKey: 'account', order: 'asc' };
    const found = await post<MatchingIds>(adminYh, personResource.paths.ids, query);
    const expected = await sql<{ id: number }>(
      `select a.id from workbench.accounts a join workbench.accounts m on m.company_id = a.company_id
        where m.account = 'admin.yh' and a.enabled order by a.account, a.id`,
    );
    expect(found.data.total).toBe(expected.length);
    expect(found.data.ids).toEqual(expected.map((row) => row.id));
    // Paging is not the call's: a page in the body is refused, as any field outside the query.
    expect((await post(adminYh, personResource.paths.ids, { ...query, pageNum: 1 })).status).toBe(400);
    expect(found.data.ids.length).toBeLessThanOrEqual(BULK_MAX);
  });

  it('finds only the rows the caller may read: another company sees none of them', async () => {
    const mine = await post<MatchingIds>(adminYh, personResource.paths.ids, {});
    const theirs = await post<MatchingIds>(buyer, personResource.paths.ids, {});
    if (theirs.code === 200) expect(theirs.data.ids.filter((id) => mine.data.ids.includes(id))).toEqual([]);
    else expect(theirs.code).toBe(403);
  });
});
