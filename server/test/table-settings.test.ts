/**
 * A person's table settings (docs/behaviour.md, "Lists"; docs/wire-protocol.md, "Table
 * settings"): kept on the server per account and list, read back by a new session of the same
 * account and by no other account, columns a definition no longer has left out, refusals of
 * columns the definition never had, named twice or out of bounds in both languages, the list's
 * read permission, and each save and reset in the operate log.
 */
import {
  COLUMN_SETTINGS_MAX,
  COLUMN_WIDTH_MAX,
  COLUMN_WIDTH_MIN,
  operateLogResource,
  personResource,
  tableSettingsPaths,
  type TableSettings,
} from '@workbench/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { postWith, signIn, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager', 'buyer');

type Refusal = { fieldErrors?: Record<string, string> } | null;
type LogRow = { action: string; resource: string };

const post = postWith(demo);

const get = (token: string, view = 'person') => post<TableSettings | null>(token, tableSettingsPaths.get, { view });
const save = (token: string, settings: object, view = 'person', lang: 'zh' | 'en' = 'zh') =>
  post<TableSettings | Refusal>(token, tableSettingsPaths.save, { view, ...settings }, lang);
const reset = (token: string, view = 'person') => post<null>(token, tableSettingsPaths.reset, { view });

/** The people list's settings `admin` saves: an order of its own, one hidden, widths and pins, compact. */
const ADMIN_SETTINGS: TableSettings = {
  columns: [
    { key: 'account', width: 160, pin: 'start' },
    { key: 'name', width: 120 },
    { key: 'phone', hidden: true },
    { key: 'createTime', pin: 'end' },
    { key: 'enabled', pin: 'none', width: COLUMN_WIDTH_MIN },
  ],
  density: 'compact',
};

/** The stored rows of `account`'s settings, as written. */
const storedOf = (account: string) =>
  demo.server.sql<{ id: number; view: string; columns: unknown; density: string }>(
    `select s.id, s.view, s.columns, s.density from workbench.table_settings s
       join workbench.accounts a on a.id = s.account_id where a.account = $1 order by s.view`,
    [account],
  );

/** How many operate-log rows of table settings there are. */
const loggedCount = async () =>
  (
    await demo.server.sql<{ n: number }>(
      "select count(*)::int as n from workbench.operate_logs where resource = 'tableSettings'",
    )
  )[0]?.n ?? 0;

describe('table settings', () => {
  it('answers null before any are saved', async () => {
    const answer = await get(demo.admin);
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(200);
    expect(answer.data).toBeNull();
  });

  it('keeps the order, hidden columns, widths, pins and density, and answers them on save and on get', async () => {
    const saved = await save(demo.admin, ADMIN_SETTINGS);
    expect(saved.code).toBe(200);
    expect(saved.data).toEqual(ADMIN_SETTINGS);
    expect((await get(demo.admin)).data).toEqual(ADMIN_SETTINGS);
  });

  it('reads the same settings from a new session of the same account', async () => {
    const again = (await signIn(demo.server, 'admin')).token;
    expect(again).not.toBe(demo.admin);
    expect((await get(again)).data).toEqual(ADMIN_SETTINGS);
  });

  it('replaces them whole on the next save', async () => {
    const next: TableSettings = { columns: [{ key: 'roleNames', width: COLUMN_WIDTH_MAX }], density: 'relaxed' };
    expect((await save(demo.admin, next)).data).toEqual(next);
    expect((await storedOf('admin')).map((row) => row.columns)).toEqual([next.columns]);
    expect((await save(demo.admin, ADMIN_SETTINGS)).data).toEqual(ADMIN_SETTINGS);
  });

  it('keeps each account its own: another reads none, and its reset leaves the first one’s', async () => {
    expect((await get(demo.manager)).data).toBeNull();
    const own: TableSettings = { columns: [{ key: 'unitName', hidden: true }], density: 'default' };
    expect((await save(demo.manager, own)).data).toEqual(own);
    expect((await get(demo.admin)).data).toEqual(ADMIN_SETTINGS);
    expect((await reset(demo.manager)).data).toBeNull();
    expect((await get(demo.manager)).data).toBeNull();
    expect((await get(demo.admin)).data).toEqual(ADMIN_SETTINGS);
    expect(await storedOf('manager')).toEqual([]);
  });

  it('keeps each list its own', async () => {
    const companies: TableSettings = { columns: [], density: 'relaxed' };
    expect((await save(demo.admin, companies, 'company')).data).toEqual(companies);
    expect((await get(demo.admin, 'company')).data).toEqual(companies);
    expect((await get(demo.admin)).data).toEqual(ADMIN_SETTINGS);
    expect((await storedOf('admin')).map((row) => row.view)).toEqual(['company', 'person']);
  });

  it('leaves out a column the definition no longer has, without error', async () => {
    const [row] = (await storedOf('admin')).filter((stored) => stored.view === 'person');
    if (!row) throw new Error('no stored settings of the people list');
    const retired = { key: 'retiredColumn', width: 200 };
    await demo.server.sql('update workbench.table_settings set columns = $1::jsonb where id = $2', [
      JSON.stringify([retired, ...ADMIN_SETTINGS.columns]),
      row.id,
    ]);
    expect(personResource.columns.map((column) => column.key)).not.toContain(retired.key);
    expect((await storedOf('admin')).find((stored) => stored.view === 'person')?.columns).toContainEqual(retired);
    const answer = await get(demo.admin);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual(ADMIN_SETTINGS);
    // The next save writes what it is given.
    await save(demo.admin, ADMIN_SETTINGS);
    expect((await storedOf('admin')).find((stored) => stored.view === 'person')?.columns).toEqual(
      ADMIN_SETTINGS.columns,
    );
  });

  it('writes an operate-log row for each save and reset, with the list and the settings before and after', async () => {
    const [latest] = await demo.server.sql<{ id: number }>(
      'select coalesce(max(id), 0)::int as id from workbench.operate_logs',
    );
    const since = latest?.id ?? 0;
    const next: TableSettings = { columns: [{ key: 'name', hidden: false }], density: 'default' };
    expect((await save(demo.admin, next)).code).toBe(200);
    expect((await reset(demo.admin)).code).toBe(200);
    // A reset with nothing stored changes nothing and logs nothing.
    expect((await reset(demo.admin)).code).toBe(200);
    const rows = await demo.server.sql<{ action: string; row_id: string; before: unknown; after: unknown }>(
      "select action, row_id, before, after from workbench.operate_logs where id > $1 and resource = 'tableSettings' order by id",
      [since],
    );
    expect(rows).toEqual([
      {
        action: 'update',
        row_id: expect.stringMatching(/^\d+$/),
        before: { resource: 'person', ...ADMIN_SETTINGS },
        after: { resource: 'person', ...next },
      },
      { action: 'delete', row_id: rows[0]?.row_id, before: { resource: 'person', ...next }, after: null },
    ]);
    expect((await get(demo.admin)).data).toBeNull();
    // The operate log's list finds them by their resource.
    const page = await post<{ list: LogRow[] }>(demo.admin, operateLogResource.paths.list, {
      pageNum: 1,
      pageSize: 2,
      resource: 'tableSettings',
    });
    expect(page.code).toBe(200);
    expect(page.data.list.map((row) => `${row.action} ${row.resource}`)).toEqual([
      'delete tableSettings',
      'update tableSettings',
    ]);
  });
});

describe('refused settings', () => {
  beforeAll(async () => {
    expect((await save(demo.admin, ADMIN_SETTINGS)).code).toBe(200);
  });

  /** Saves `settings` as admin, expects HTTP 400, code 400, and that nothing changed or was logged. */
  async function refused(settings: object, lang: 'zh' | 'en' = 'zh') {
    const logged = await loggedCount();
    const answer = await save(demo.admin, settings, 'person', lang);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(400);
    expect((await get(demo.admin)).data).toEqual(ADMIN_SETTINGS);
    expect(await loggedCount()).toBe(logged);
    return answer;
  }

  it('refuses a column the definition does not have, naming it in zh and en', async () => {
    const settings = { columns: [{ key: 'name' }, { key: 'salary' }], density: 'default' };
    const zh = await refused(settings);
    expect(zh.msg).toBe('列 salary 不是此列表的列，或出现了不止一次');
    expect((zh.data as Refusal)?.fieldErrors).toEqual({ 'columns.1.key': zh.msg });
    const en = await refused(settings, 'en');
    expect(en.msg).toBe('The column salary is not a column of this list, or is named more than once.');
  });

  it('refuses a column named twice', async () => {
    const twice = await refused({
      columns: [{ key: 'name' }, { key: 'phone' }, { key: 'name', width: 90 }],
      density: 'default',
    });
    expect(twice.msg).toBe('列 name 不是此列表的列，或出现了不止一次');
    expect((twice.data as Refusal)?.fieldErrors).toEqual({ 'columns.2.key': twice.msg });
  });

  it('refuses a width under 40 px or over 2,000 px', async () => {
    const narrow = await refused({ columns: [{ key: 'name', width: COLUMN_WIDTH_MIN - 1 }], density: 'default' }, 'en');
    expect(narrow.msg).toBe('Invalid request: columns.0.width must be at least 40');
    const wide = await refused({ columns: [{ key: 'name', width: COLUMN_WIDTH_MAX + 1 }], density: 'default' });
    expect(wide.msg).toBe('请求参数不正确：columns.0.width 不能大于 2000');
  });

  it('refuses more than 64 columns, a property of its own and a density it does not know', async () => {
    const many = Array.from({ length: COLUMN_SETTINGS_MAX + 1 }, () => ({ key: 'name' }));
    await refused({ columns: many, density: 'default' });
    await refused({ columns: [{ key: 'name', colour: 'red' }], density: 'default' });
    await refused({ columns: [], density: 'dense' });
    await refused({ columns: [] });
  });

  it('answers 404 for a view that names no list, in zh and en', async () => {
    for (const answer of [
      await post(demo.admin, tableSettingsPaths.get, { view: 'noSuchList' }),
      await post(demo.admin, tableSettingsPaths.save, { view: 'noSuchList', columns: [], density: 'default' }),
      await post(demo.admin, tableSettingsPaths.reset, { view: 'noSuchList' }, 'en'),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.code).toBe(404);
      expect(answer.data).toBeNull();
    }
    expect((await post(demo.admin, tableSettingsPaths.get, { view: 'noSuchList' })).msg).toBe('没有这个列表');
    expect((await post(demo.admin, tableSettingsPaths.get, { view: 'noSuchList' }, 'en')).msg).toBe('No such list.');
  });

  it('refuses an account without the list’s read permission with 403, logged, and changes nothing', async () => {
    // buyer (enterprise staff) reads the people list but not the companies list.
    expect((await get(demo.buyer)).code).toBe(200);
    const account = await demo.server.sql<{ id: number }>("select id from workbench.accounts where account = 'buyer'");
    const buyerId = account[0]?.id;
    const refusals = async () =>
      (
        await demo.server.sql<{ n: number }>(
          "select count(*)::int as n from workbench.operate_logs where account_id = $1 and action = 'refuse' and resource = 'company'",
          [buyerId],
        )
      )[0]?.n ?? 0;
    const before = await refusals();
    for (const answer of [
      await get(demo.buyer, 'company'),
      await save(demo.buyer, { columns: [{ key: 'name' }], density: 'compact' }, 'company'),
      await reset(demo.buyer, 'company'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.code).toBe(403);
    }
    expect(await refusals()).toBe(before + 3);
    expect(await storedOf('buyer')).toEqual([]);
    const [refusal] = await demo.server.sql<{ after: Record<string, unknown> }>(
      "select after from workbench.operate_logs where account_id = $1 and action = 'refuse' order by id desc limit 1",
      [buyerId],
    );
    expect(refusal?.after).toMatchObject({ permission: 'company:read', url: tableSettingsPaths.reset });
  });
});
