/**
 * A person's saved views of a list (docs/behaviour.md, "Lists"; docs/wire-protocol.md, "Saved
 * views"): kept per account and list, unseen and unchangeable by any other account unless shared,
 * shared only by a company administrator and then seen by the company alone, one of them each
 * account's default, what a definition no longer has left out, refusals of a query, columns or
 * name the list would not take in both languages, nothing written on a refusal, and each write in
 * the operate log.
 */
import {
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEWS_MAX,
  savedViewPaths,
  personResource,
  type SavedView,
  type SavedViewList,
  type TableSettings,
} from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
/** Platform administrator of company 0 (a super account). */
let admin: string;
/** Enterprise administrator of company 0. */
let manager: string;
/** Enterprise administrator of company 1. */
let adminYh: string;
/** Staff of company 2. */
let buyer: string;
/** Staff of company 2 too. */
let clerk: string;

beforeAll(async () => {
  server = await startTestServer();
  const token = async (account: string) => (await signIn(server, account)).token;
  [admin, manager, adminYh, buyer, clerk] = [
    await token('admin'),
    await token('manager'),
    await token('admin.yh'),
    await token('buyer'),
    await token('clerk'),
  ];
});
afterAll(() => server.close());

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Refusal = { fieldErrors?: Record<string, string> } | null;

async function post<T = unknown>(token: string, url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(server, url, { body, token, lang });
  return { status: response.statusCode, ...response.json<Envelope<T>>() };
}

/**
 * Gives `account` (signed in as `token`) plain views of the people list named `prefix` and a number,
 * written straight to the table, until it keeps `total`.
 */
async function fillViews(account: string, token: string, prefix: string, total: number) {
  const [row] = await server.sql<{ id: number; company_id: number }>(
    'select id, company_id from workbench.accounts where account = $1',
    [account],
  );
  const kept = (await list(token)).data.length;
  await server.sql(
    `insert into workbench.saved_views (account_id, company_id, view, name, query, shared, created_at, updated_at)
     select $1, $2, 'person', $3 || n, '{"filters":{}}'::jsonb, 'N', now(), now()
     from generate_series(1, $4::int) as n`,
    [row?.id, row?.company_id, prefix, total - kept],
  );
}

/** The list call, its views as `data` and whether the caller may share as `mayShare`. */
async function list(token: string, view = 'person') {
  const { data, ...answer } = await post<SavedViewList | null>(token, savedViewPaths.list, { view });
  return { ...answer, data: data?.views ?? [], mayShare: data?.mayShare };
}
const add = (token: string, body: object, lang: 'zh' | 'en' = 'zh') =>
  post<SavedView | Refusal>(token, savedViewPaths.add, { view: 'person', ...body }, lang);
const update = (token: string, body: object, lang: 'zh' | 'en' = 'zh') =>
  post<SavedView | Refusal>(token, savedViewPaths.update, body, lang);
const remove = (token: string, id: number) => post<null>(token, savedViewPaths.delete, { id });
const setDefault = (token: string, id: number | null, view = 'person') =>
  post<null>(token, savedViewPaths.setDefault, { view, id });

/** A view as `add` answers it, or a failed test. */
async function added(token: string, body: object): Promise<SavedView> {
  const answer = await add(token, body);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data as SavedView;
}

const SETTINGS: TableSettings = {
  columns: [
    { key: 'name', width: 120 },
    { key: 'phone', hidden: true },
  ],
  density: 'compact',
};
const QUERY = { filters: { enabled: 'Y', unitId: 3 }, sortKey: 'name', order: 'asc', pageSize: 20 } as const;

/** How many saved views and operate-log rows of saved views there are. */
const written = async () =>
  (
    await server.sql<{ views: number; logs: number; defaults: number }>(
      `select (select count(*)::int from workbench.saved_views) as views,
              (select count(*)::int from workbench.saved_view_defaults) as defaults,
              (select count(*)::int from workbench.operate_logs where resource = 'savedView' and action <> 'refuse') as logs`,
    )
  )[0];

describe('saved views of one account', () => {
  let own: SavedView;

  it('keeps a view with its query and settings, and answers it as the caller’s', async () => {
    own = await added(manager, { name: '在职 · 按姓名', query: QUERY, settings: SETTINGS });
    expect(own).toEqual({
      id: expect.any(Number),
      view: 'person',
      name: '在职 · 按姓名',
      query: QUERY,
      settings: SETTINGS,
      shared: 'N',
      mine: true,
      isDefault: false,
      ownerName: '陈思远',
      updateTime: expect.any(Number),
    });
    expect(Math.abs(own.updateTime - Date.now())).toBeLessThan(60_000);
    expect((await list(manager)).data).toEqual([own]);
    // Another list keeps its own.
    expect((await list(manager, 'company')).data).toEqual([]);
  });

  it('lists them by name, with a view that keeps the person’s own columns', async () => {
    const plain = await added(manager, { name: 'A 全部', query: { filters: {} } });
    expect(plain.settings).toBeNull();
    expect((await list(manager)).data?.map((view) => view.name)).toEqual(['A 全部', '在职 · 按姓名']);
    expect((await remove(manager, plain.id)).code).toBe(200);
  });

  it('answers another account’s unshared view as missing for every call, even in the same company', async () => {
    const before = await written();
    expect((await list(admin)).data).toEqual([]);
    for (const answer of [
      await update(admin, { id: own.id, name: '改名' }),
      await remove(admin, own.id),
      await setDefault(admin, own.id),
      await update(clerk, { id: own.id, name: '改名' }, 'en'),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.code).toBe(404);
      expect(answer.data).toBeNull();
    }
    expect((await remove(admin, own.id)).msg).toBe('没有这个视图');
    expect((await update(admin, { id: own.id, name: 'x' }, 'en')).msg).toBe('No such saved view.');
    expect(await written()).toEqual(before);
    expect((await list(manager)).data).toEqual([own]);
  });

  it('replaces the fields an update gives and keeps the others', async () => {
    const renamed = await update(manager, { id: own.id, name: '在职', settings: null });
    expect(renamed.code).toBe(200);
    expect(renamed.data).toMatchObject({ id: own.id, name: '在职', query: QUERY, settings: null, shared: 'N' });
    own = renamed.data as SavedView;
    const requeried = await update(manager, { id: own.id, query: { filters: { keyword: '王' } } });
    expect((requeried.data as SavedView).query).toEqual({ filters: { keyword: '王' } });
    own = requeried.data as SavedView;
  });

  it('leaves out a column, a filter and a sort key the definition no longer has, without error', async () => {
    await server.sql('update workbench.saved_views set settings = $1::jsonb, query = $2::jsonb where id = $3', [
      JSON.stringify({ columns: [{ key: 'retiredColumn', width: 200 }, ...SETTINGS.columns], density: 'compact' }),
      JSON.stringify({ filters: { retiredFilter: 'x', enabled: 'N' }, sortKey: 'retiredSort', order: 'desc' }),
      own.id,
    ]);
    expect(personResource.columns.map((column) => column.key)).not.toContain('retiredColumn');
    const [view] = (await list(manager)).data;
    expect(view?.settings).toEqual(SETTINGS);
    expect(view?.query).toEqual({ filters: { enabled: 'N' }, order: 'desc' });
  });
});

describe('shared views', () => {
  let shared: SavedView;

  it('tells the list call whether the caller may share: a company administrator, not its staff', async () => {
    expect((await list(manager)).mayShare).toBe(true);
    expect((await list(admin)).mayShare).toBe(true);
    expect((await list(buyer)).mayShare).toBe(false);
    expect((await list(clerk)).mayShare).toBe(false);
  });

  it('lets a company administrator share a view, seen by the company only', async () => {
    shared = await added(manager, { name: '公司共享', query: { filters: { enabled: 'Y' } }, shared: 'Y' });
    expect(shared.shared).toBe('Y');
    const seen = (await list(admin)).data;
    expect(seen).toEqual([{ ...shared, mine: false }]);
    // Another company's administrator, and staff of a third, see none of it.
    expect((await list(adminYh)).data).toEqual([]);
    expect((await list(buyer)).data).toEqual([]);
    expect((await setDefault(adminYh, shared.id)).code).toBe(404);
    expect((await update(adminYh, { id: shared.id, name: 'x' })).code).toBe(404);
  });

  it('may be the default of another person of the company, who still may not change or delete it', async () => {
    expect((await setDefault(admin, shared.id)).code).toBe(200);
    expect((await list(admin)).data).toEqual([{ ...shared, mine: false, isDefault: true }]);
    // The owner's own default is its own business.
    expect((await list(manager)).data?.find((view) => view.id === shared.id)?.isDefault).toBe(false);
    const before = await written();
    expect((await update(admin, { id: shared.id, name: '别人的' })).code).toBe(404);
    expect((await remove(admin, shared.id)).code).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('is no longer anyone else’s default once unshared, and no longer seen', async () => {
    expect((await update(manager, { id: shared.id, shared: 'N' })).code).toBe(200);
    expect((await list(admin)).data).toEqual([]);
    const defaults = await server.sql('select 1 from workbench.saved_view_defaults where saved_view_id = $1', [
      shared.id,
    ]);
    expect(defaults).toEqual([]);
    expect((await update(manager, { id: shared.id, shared: 'Y' })).code).toBe(200);
  });

  it('refuses to share for an account that administers no company, with 403, logged, writing nothing', async () => {
    const buyerId = (await server.sql<{ id: number }>("select id from workbench.accounts where account = 'buyer'"))[0]
      ?.id;
    const refusals = async () =>
      (
        await server.sql<{ n: number }>(
          "select count(*)::int as n from workbench.operate_logs where account_id = $1 and action = 'refuse' and resource = 'savedView'",
          [buyerId],
        )
      )[0]?.n ?? 0;
    const before = await written();
    const refused = await refusals();
    const answer = await add(buyer, { name: '想共享', query: { filters: {} }, shared: 'Y' }, 'en');
    expect(answer.status).toBe(403);
    expect(answer.code).toBe(403);
    expect(answer.msg).toBe('Only a company administrator can share a view.');
    expect(await written()).toEqual(before);
    expect(await refusals()).toBe(refused + 1);
    // Nor may staff share a view of its own later.
    const mine = await added(buyer, { name: '自己的', query: { filters: {} } });
    const later = await update(buyer, { id: mine.id, shared: 'Y' });
    expect(later.status).toBe(403);
    expect(later.msg).toBe('只有企业管理员可以共享视图');
    expect((await list(buyer)).data?.map((view) => view.shared)).toEqual(['N']);
    expect(await refusals()).toBe(refused + 2);
    const [refusal] = await server.sql<{ after: Record<string, unknown> }>(
      "select after from workbench.operate_logs where account_id = $1 and action = 'refuse' order by id desc limit 1",
      [buyerId],
    );
    expect(refusal?.after).toMatchObject({ url: savedViewPaths.update });
    // A colleague of the same company sees no unshared view of it.
    expect((await list(clerk)).data).toEqual([]);
    expect((await remove(buyer, mine.id)).code).toBe(200);
  });
});

describe('default views', () => {
  it('sets, moves and clears the default, and forgets it with its view', async () => {
    const first = await added(adminYh, { name: '一', query: { filters: {} } });
    const second = await added(adminYh, { name: '二', query: { filters: {} } });
    const defaultOf = async () => (await list(adminYh)).data?.filter((view) => view.isDefault).map((view) => view.id);
    expect(await defaultOf()).toEqual([]);
    expect((await setDefault(adminYh, first.id)).code).toBe(200);
    expect(await defaultOf()).toEqual([first.id]);
    expect((await setDefault(adminYh, second.id)).code).toBe(200);
    expect(await defaultOf()).toEqual([second.id]);
    expect((await setDefault(adminYh, null)).code).toBe(200);
    expect(await defaultOf()).toEqual([]);
    expect((await setDefault(adminYh, first.id)).code).toBe(200);
    expect((await remove(adminYh, first.id)).code).toBe(200);
    expect(await defaultOf()).toEqual([]);
    expect(
      await server.sql('select 1 from workbench.saved_view_defaults where saved_view_id = $1', [first.id]),
    ).toEqual([]);
    // A view of another list is no default of this one.
    expect((await setDefault(adminYh, second.id, 'company')).code).toBe(404);
  });

  it('writes an operate-log row for each add, update, delete and change of default', async () => {
    const [latest] = await server.sql<{ id: number }>(
      'select coalesce(max(id), 0)::int as id from workbench.operate_logs',
    );
    const since = latest?.id ?? 0;
    const view = await added(adminYh, { name: '记录', query: { filters: { enabled: 'Y' } }, settings: SETTINGS });
    expect((await update(adminYh, { id: view.id, name: '记录二' })).code).toBe(200);
    expect((await setDefault(adminYh, view.id)).code).toBe(200);
    // Choosing the default it already is changes nothing and logs nothing.
    expect((await setDefault(adminYh, view.id)).code).toBe(200);
    expect((await remove(adminYh, view.id)).code).toBe(200);
    const rows = await server.sql<{ action: string; row_id: string; before: unknown; after: unknown }>(
      "select action, row_id, before, after from workbench.operate_logs where id > $1 and resource = 'savedView' order by id",
      [since],
    );
    const logged = {
      resource: 'person',
      viewName: '记录',
      viewQuery: { filters: { enabled: 'Y' } },
      ...SETTINGS,
      shared: 'N',
    };
    const id = String(view.id);
    expect(rows).toEqual([
      { action: 'add', row_id: id, before: null, after: logged },
      { action: 'update', row_id: id, before: logged, after: { ...logged, viewName: '记录二' } },
      {
        action: 'update',
        row_id: id,
        before: { resource: 'person', defaultView: null },
        after: { resource: 'person', defaultView: '记录二' },
      },
      { action: 'delete', row_id: id, before: { ...logged, viewName: '记录二' }, after: null },
    ]);
  });
});

describe('refused views', () => {
  /** Adds `body` as staff, expects HTTP 400, code 400 and that nothing was written. */
  async function refused(body: object, lang: 'zh' | 'en' = 'zh') {
    const before = await written();
    const answer = await add(buyer, body, lang);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(400);
    expect(await written()).toEqual(before);
    return answer;
  }

  it('refuses a sort key, a filter or a filter value the list would not take, naming it in zh and en', async () => {
    const sort = await refused({ name: 'v', query: { filters: {}, sortKey: 'salary' } }, 'en');
    expect(sort.msg).toBe('sortKey is not a filter or sort of this list, or its value is not valid.');
    expect((sort.data as Refusal)?.fieldErrors).toEqual({ 'query.sortKey': sort.msg });
    const value = await refused({ name: 'v', query: { filters: { unitId: 'abc' } } });
    expect(value.msg).toBe('unitId 不是此列表的筛选或排序，或者它的值不正确');
    expect((value.data as Refusal)?.fieldErrors).toEqual({ 'query.filters.unitId': value.msg });
    const unknown = await refused({ name: 'v', query: { filters: { salary: 5 } } }, 'en');
    expect((unknown.data as Refusal)?.fieldErrors).toEqual({ 'query.filters.salary': unknown.msg });
    // A filter named like a paging field is no filter of the list.
    const paging = await refused({ name: 'v', query: { filters: { pageSize: 500 } } });
    expect(Object.keys((paging.data as Refusal)?.fieldErrors ?? {})).toEqual(['query.filters.pageSize']);
  });

  it('refuses a column the list does not have', async () => {
    const answer = await refused({
      name: 'v',
      query: { filters: {} },
      settings: { columns: [{ key: 'salary' }], density: 'default' },
    });
    expect((answer.data as Refusal)?.fieldErrors).toEqual({ 'settings.columns.0.key': answer.msg });
  });

  it('refuses a name over 64 characters, blank or with markup, saying the rule in zh and en', async () => {
    const long = await refused({ name: 'x'.repeat(SAVED_VIEW_NAME_MAX + 1), query: { filters: {} } });
    expect(long.msg).toBe('视图名称应为 1 到 64 个字符，不能全是空格，也不能包含 < 或 >');
    expect((long.data as Refusal)?.fieldErrors).toEqual({ name: long.msg });
    const markup = await refused({ name: '<b>x</b>', query: { filters: {} } }, 'en');
    expect(markup.msg).toBe('The view name must be 1 to 64 characters long, not only spaces, and without < or >.');
    expect((markup.data as Refusal)?.fieldErrors).toEqual({ name: markup.msg });
    await refused({ name: '   ', query: { filters: {} } });
    expect((await added(buyer, { name: 'x'.repeat(SAVED_VIEW_NAME_MAX), query: { filters: {} } })).name).toHaveLength(
      SAVED_VIEW_NAME_MAX,
    );
  });

  it('refuses a name the account already gave a view of the list, on add and on rename', async () => {
    const first = await added(buyer, { name: '常用', query: { filters: {} } });
    const taken = await refused({ name: '常用', query: { filters: {} } }, 'en');
    expect(taken.msg).toBe('You already have a view of this list named “常用”.');
    expect((taken.data as Refusal)?.fieldErrors).toEqual({ name: taken.msg });
    const other = await added(buyer, { name: '其他', query: { filters: {} } });
    const rename = await update(buyer, { id: other.id, name: '常用' });
    expect(rename.status).toBe(400);
    expect((rename.data as Refusal)?.fieldErrors).toEqual({ name: '此列表已有名为“常用”的视图' });
    // Another account may use the same name.
    expect((await add(clerk, { view: 'person', name: '常用', query: { filters: {} } })).code).toBe(200);
    expect((await update(buyer, { id: first.id, name: '常用' })).code).toBe(200);
  });

  it(`refuses more than ${SAVED_VIEWS_MAX} views of one list`, async () => {
    await fillViews('clerk', clerk, 'v', SAVED_VIEWS_MAX);
    const before = await written();
    const answer = await add(clerk, { name: '再一个', query: { filters: {} } }, 'en');
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe(`A list keeps at most ${SAVED_VIEWS_MAX} saved views; delete one you no longer use first.`);
    expect(await written()).toEqual(before);
    // Another list has room.
    expect((await add(admin, { view: 'company', name: '再一个', query: { filters: {} } })).code).toBe(200);
  });

  it('lets adds sent at once take the last places one at a time, never past the limit', async () => {
    await fillViews('admin.yh', adminYh, 'w', SAVED_VIEWS_MAX - 2);
    const answers = await Promise.all(
      ['一', '二', '三', '四'].map((name) => add(adminYh, { name: `同时${name}`, query: { filters: {} } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 400, 400]);
    expect((await list(adminYh)).data).toHaveLength(SAVED_VIEWS_MAX);
  });

  it('answers 404 for a list that does not exist and 403 without the list’s read permission', async () => {
    const none = await post(buyer, savedViewPaths.list, { view: 'noSuchList' });
    expect([none.status, none.code]).toEqual([200, 404]);
    expect((await add(buyer, { view: 'company', name: 'v', query: { filters: {} } })).status).toBe(403);
    expect((await list(buyer, 'company')).status).toBe(403);
    expect((await setDefault(buyer, null, 'company')).status).toBe(403);
  });
});
