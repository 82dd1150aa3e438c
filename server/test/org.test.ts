/**
 * The management resources over the demo data set (docs/screens.md): companies, units, people
 * and the logs, made by the CRUD factory from their definitions. Lists are checked against
 * independent SQL over the 1,200 generated people; every write is authorised and logged.
 */
import {
  companyResource,
  LOGO_MAX_BYTES,
  personPaths,
  personResource,
  unitPaths,
  unitResource,
} from '@workbench/contracts';
import { dataUrl, gifHeader, pngHeader } from '@workbench/contracts/testing';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PEOPLE } from '../src/db/seed/demo-organisation';
import { call, encryptPassword, PASSWORD, postWith, publicKey, pushKeyQuery, signIn, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager', 'buyer', 'admin.yh');

type Page<T> = { total: number; list: T[] };
type PersonRow = {
  id: number;
  account: string;
  name: string;
  unitId: number | null;
  enabled: 'Y' | 'N';
  companyId: number;
};

const post = postWith(demo);

const sql = <T>(text: string, params: unknown[] = []) => demo.server.sql<T>(text, params);

/** How many operate-log rows there are, of every action. */
async function operateLogCount() {
  return (await sql<{ n: number }>('select count(*)::int as n from workbench.operate_logs'))[0]?.n;
}

/**
 * Runs `write` while the database refuses new operate-log rows of `resource` with one of `actions`:
 * the log row is written after the change, in its transaction, so the write fails halfway
 * (docs/screens.md, "Management screens": a failure anywhere leaves neither the change nor its
 * log row). Other log rows (a refusal, say) may still be written, so counting them means something.
 */
async function whileLogWritesFail<T>(resource: string, actions: string[], write: () => Promise<T>): Promise<T> {
  const listed = actions.map((action) => `'${action}'`).join(', ');
  await sql(
    `alter table workbench.operate_logs add constraint no_more
      check (not (resource = '${resource}' and action in (${listed}))) not valid`,
  );
  try {
    return await write();
  } finally {
    await sql('alter table workbench.operate_logs drop constraint no_more');
  }
}

async function companyIdOf(binCodePrefix: string) {
  const [row] = await sql<{ id: number }>('select id from workbench.companies where bin_code like $1', [
    `${binCodePrefix}%`,
  ]);
  return row?.id ?? 0;
}

describe('the people list against independent SQL (1,200 generated people)', () => {
  const ORDER_BY: Record<string, string> = {
    account: 'a.account',
    name: 'p.name',
    unitName: '(select u.name from workbench.units u where u.id = a.unit_id)',
    createTime: 'a.created_at',
  };

  async function expectSame(query: Record<string, unknown>, where: string, params: unknown[], orderBy: string) {
    const companyId = await companyIdOf('91440300');
    const page = await post<Page<PersonRow>>(demo.adminYh, personResource.paths.list, {
      pageNum: 2,
      pageSize: 20,
      ...query,
    });
    expect(page.code).toBe(200);
    const base = `from workbench.accounts a join workbench.persons p on p.id = a.person_id
      where a.company_id = $1 ${where ? `and ${where}` : ''}`;
    const [counted] = await sql<{ n: number }>(`select count(*)::int as n ${base}`, [companyId, ...params]);
    const ids = await sql<{ id: number }>(`select a.id ${base} order by ${orderBy} limit 20 offset 20`, [
      companyId,
      ...params,
    ]);
    expect(page.data.total).toBe(counted?.n);
    expect(page.data.list.map((row) => row.id)).toEqual(ids.map((row) => row.id));
  }

  it('holds the generated people in company 2', async () => {
    const page = await post<Page<PersonRow>>(demo.adminYh, personResource.paths.list, { pageNum: 1, pageSize: 10 });
    expect(page.data.total).toBeGreaterThan(GENERATED_PEOPLE);
  });

  for (const key of personResource.sortKeys) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by ${key} ${order} as SQL does, ties broken by id`, async () => {
        await expectSame({ sortKey: key, order }, '', [], `${ORDER_BY[key]} ${order}, a.id ${order}`);
      });
    }
  }

  it('filters by keyword (name or account, literally) as SQL does', async () => {
    await expectSame(
      { keyword: '王' },
      "(p.name ilike '%王%' or a.account ilike '%王%')",
      [],
      'a.created_at desc, a.id desc',
    );
    await expectSame(
      { keyword: 'yh.00' },
      "(p.name ilike '%yh.00%' or a.account ilike '%yh.00%')",
      [],
      'a.created_at desc, a.id desc',
    );
  });

  it('filters by unit, status and user type as SQL does', async () => {
    const [unit] = await sql<{ id: number }>("select id from workbench.units where name = '华南仓储'");
    await expectSame({ unitId: unit?.id }, 'a.unit_id = $2', [unit?.id], 'a.created_at desc, a.id desc');
    await expectSame({ enabled: 'N' }, 'a.enabled = false', [], 'a.created_at desc, a.id desc');
    await expectSame({ userType: 'enterprise', sortKey: 'name' }, "a.user_type = 'enterprise'", [], 'p.name, a.id');
  });

  it('filters by company (a platform administrator) as SQL does', async () => {
    const companyId = await companyIdOf('91440300');
    const page = await post<Page<PersonRow>>(demo.admin, personResource.paths.list, {
      pageNum: 3,
      pageSize: 50,
      companyId,
      sortKey: 'account',
      order: 'desc',
    });
    const [counted] = await sql<{ n: number }>(
      'select count(*)::int as n from workbench.accounts where company_id = $1',
      [companyId],
    );
    const ids = await sql<{ id: number }>(
      'select id from workbench.accounts where company_id = $1 order by account desc, id desc limit 50 offset 100',
      [companyId],
    );
    expect(page.data.total).toBe(counted?.n);
    expect(page.data.list.map((row) => row.id)).toEqual(ids.map((row) => row.id));
  });

  it('filters by user type over the whole platform (a platform administrator), where both types exist, as SQL does', async () => {
    // Company 远航 holds enterprise accounts only, where an ignored filter would answer the same;
    // the platform administrator sees every account, of both types (docs/screens.md, "People manage").
    const list = (query: Record<string, unknown>) =>
      post<Page<PersonRow>>(demo.admin, personResource.paths.list, {
        pageNum: 1,
        pageSize: 50,
        sortKey: 'account',
        order: 'asc',
        ...query,
      });
    const all = await list({});
    expect(all.code).toBe(200);
    const totals: number[] = [];
    for (const userType of ['platform', 'enterprise'] as const) {
      const page = await list({ userType });
      expect(page.code).toBe(200);
      const [counted] = await sql<{ n: number }>(
        'select count(*)::int as n from workbench.accounts where user_type = $1',
        [userType],
      );
      const ids = await sql<{ id: number }>(
        'select id from workbench.accounts where user_type = $1 order by account asc, id asc limit 50',
        [userType],
      );
      expect(page.data.total, userType).toBe(counted?.n);
      expect(page.data.total, userType).toBeGreaterThan(0);
      expect(page.data.total, userType).toBeLessThan(all.data.total);
      expect(page.data.list.map((row) => row.id)).toEqual(ids.map((row) => row.id));
      totals.push(page.data.total);
    }
    expect((totals[0] ?? 0) + (totals[1] ?? 0)).toBe(all.data.total);
  });

  it('takes %, _ and \\ in a keyword literally', async () => {
    // Unescaped, `%` and `_` would match every person and `\\` would escape the closing `%`:
    // each finds exactly the one person whose name holds it.
    const added = await post<PersonRow>(demo.adminYh, personResource.paths.add, {
      account: 'literal.chars',
      name: '百分%下划_反斜\\人',
      phone: '',
      unitId: null,
    });
    expect(added.code).toBe(200);
    for (const keyword of ['%', '_', '\\', '%下划_反斜\\']) {
      const page = await post<Page<PersonRow>>(demo.adminYh, personResource.paths.list, {
        pageNum: 1,
        pageSize: 10,
        keyword,
      });
      expect(
        page.data.list.map((row) => row.account),
        keyword,
      ).toEqual(['literal.chars']);
      expect(page.data.total).toBe(1);
    }
  });

  it('refuses a sort key outside the definition and pageSize 0 or 101 (400)', async () => {
    for (const body of [
      { pageNum: 1, pageSize: 10, sortKey: 'passwordHash' },
      { pageNum: 1, pageSize: 0 },
      { pageNum: 1, pageSize: 101 },
    ]) {
      const answer = await post(demo.adminYh, personResource.paths.list, body);
      expect(answer.status).toBe(400);
      expect(answer.code).toBe(400);
    }
  });

  it("writes a person's search to the search log with its filters and total", async () => {
    await post(demo.adminYh, `${personResource.paths.list}?searchLog=Y`, { pageNum: 1, pageSize: 10, keyword: '李' });
    const [row] = await sql<{ kind: string; filters: { keyword: string }; total: number }>(
      "select kind, filters, total from workbench.search_logs where resource = 'person' order by id desc limit 1",
    );
    expect(row?.kind).toBe('list');
    expect(row?.filters.keyword).toBe('李');
    expect(row?.total).toBeGreaterThan(0);
  });
});

describe('permissions', () => {
  it('refuses a call without the permission with 403 in the user language, and logs the refusal', async () => {
    const before = await sql<{ n: number }>(
      "select count(*)::int as n from workbench.operate_logs where action = 'refuse'",
    );
    const answer = await post(
      demo.buyer,
      companyResource.paths.update,
      {
        id: 1,
        binCode: '91310000MA1HC00001',
        name: 'x',
        companyName: 'x',
        defaultFlag: 'N',
      },
      'en',
    );
    expect([answer.status, answer.code]).toEqual([403, 403]);
    expect(answer.msg).toBe('You do not have permission to do this.');
    const after = await sql<{ n: number }>(
      "select count(*)::int as n from workbench.operate_logs where action = 'refuse'",
    );
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });

  it("answers 404 to a company administrator reaching another company's row, and shows nothing of it", async () => {
    const [other] = await sql<{ id: number }>("select id from workbench.accounts where account = 'yh.0001'");
    const detail = await post<PersonRow | null>(demo.manager, personResource.paths.detail, { id: other?.id });
    expect(detail.code).toBe(404);
    expect(detail.data).toBeNull();
    const update = await post(demo.manager, personResource.paths.update, {
      id: other?.id,
      name: '改名',
      phone: '',
      unitId: null,
    });
    expect(update.code).toBe(404);
    const [unchanged] = await sql<{ name: string }>(
      'select p.name from workbench.persons p join workbench.accounts a on a.person_id = p.id where a.id = $1',
      [other?.id],
    );
    expect(unchanged?.name).not.toBe('改名');
  });

  it("lists only the administrator's own company's people", async () => {
    const page = await post<Page<PersonRow>>(demo.manager, personResource.paths.list, { pageNum: 1, pageSize: 100 });
    const companyId = await companyIdOf('91310000');
    expect(page.data.list.every((row) => row.companyId === companyId)).toBe(true);
  });
});

describe('companies', () => {
  const good = {
    binCode: '91320000MA7XY00009',
    name: '新星科技',
    companyName: '南京新星科技有限公司',
    defaultFlag: 'N',
    logo: dataUrl('image/png', pngHeader(80, 80)),
  };

  it('adds a company with a valid logo, and logs the add with the row after', async () => {
    const answer = await post<{ id: number; logoUrl: string; name: string }>(
      demo.admin,
      companyResource.paths.add,
      good,
    );
    expect(answer.code).toBe(200);
    expect(answer.data.name).toBe('新星科技');
    const [log] = await sql<{ action: string; before: unknown; after: { name: string } }>(
      "select action, before, after from workbench.operate_logs where resource = 'company' order by id desc limit 1",
    );
    expect(log).toMatchObject({ action: 'add', before: null, after: { name: '新星科技' } });
  });

  it('refuses a logo of 81 x 80, a GIF, a GIF named PNG and 6 MB, on the logo field', async () => {
    const cases: [string, string][] = [
      [dataUrl('image/png', pngHeader(81, 80)), '企业标志须为 80 × 80 像素'],
      [dataUrl('image/gif', gifHeader(80, 80)), '企业标志须为 JPG、JPEG、PNG 或 BMP 图片'],
      [dataUrl('image/png', gifHeader(80, 80)), '企业标志须为 JPG、JPEG、PNG 或 BMP 图片'],
      [dataUrl('image/png', pngHeader(80, 80, 6 * 1024 * 1024)), '企业标志须小于 5 MB'],
    ];
    for (const [logo, message] of cases) {
      const answer = await post<{ fieldErrors: Record<string, string> }>(demo.admin, companyResource.paths.add, {
        ...good,
        binCode: '91320000MA7XY00010',
        logo,
      });
      expect(answer.code).toBe(400);
      expect(answer.data.fieldErrors['logo']).toBe(message);
    }
    expect(await sql("select id from workbench.companies where bin_code = '91320000MA7XY00010'")).toEqual([]);
  });

  it('refuses a 31-character name and a duplicate binCode on their fields', async () => {
    const long = await post<{ fieldErrors: Record<string, string> }>(demo.admin, companyResource.paths.add, {
      ...good,
      binCode: '91320000MA7XY00011',
      name: '名'.repeat(31),
    });
    expect(long.code).toBe(400);
    expect(Object.keys(long.data.fieldErrors)).toEqual(['name']);
    const duplicate = await post<{ fieldErrors: Record<string, string> }>(
      demo.admin,
      companyResource.paths.add,
      good,
      'en',
    );
    expect(duplicate.data.fieldErrors['binCode']).toBe('The code 91320000MA7XY00009 is already in use.');
  });

  it('keeps one default company: setting one clears the other', async () => {
    const [company] = await sql<{ id: number }>(
      "select id from workbench.companies where bin_code = '91320000MA7XY00009'",
    );
    await post(demo.admin, companyResource.paths.update, {
      ...good,
      id: company?.id,
      defaultFlag: 'Y',
      logo: undefined,
    });
    const [other] = await sql<{ id: number }>(
      "select id from workbench.companies where bin_code = '91440300MA5YH00002'",
    );
    await post(demo.admin, companyResource.paths.update, {
      id: other?.id,
      binCode: '91440300MA5YH00002',
      name: '远航供应链',
      companyName: '深圳远航供应链管理有限公司',
      defaultFlag: 'Y',
    });
    const defaults = await sql<{ id: number }>("select id from workbench.companies where default_flag = 'Y'");
    expect(defaults).toEqual([{ id: other?.id }]);
  });

  it('leaves neither the change nor a log row when the write fails halfway', async () => {
    const before = await operateLogCount();
    // The log row is written after the company row: make it fail.
    const answer = await whileLogWritesFail('company', ['add'], () =>
      post(demo.admin, companyResource.paths.add, { ...good, binCode: '91320000MA7XY00012' }),
    );
    expect(answer.code).toBe(500);
    expect(await sql("select id from workbench.companies where bin_code = '91320000MA7XY00012'")).toEqual([]);
    expect(await operateLogCount()).toBe(before);
  });
});

describe('units', () => {
  type Unit = { id: number; parentId: number | null; name: string; peopleCount: number };
  const tree = async () => (await post<Unit[]>(demo.manager, unitPaths.tree, {})).data;

  it("answers another company's tree to a platform account only, 404 to anyone else", async () => {
    const companyOf = async (account: string) =>
      (
        await demo.server.sql<{ id: number }>('select company_id as id from workbench.accounts where account = $1', [
          account,
        ])
      )[0]?.id ?? 0;
    const [own, yh] = [await companyOf('manager'), await companyOf('admin.yh')];
    const yhTree = (await post<Unit[]>(demo.adminYh, unitPaths.tree, {})).data;
    expect(yhTree.length).toBeGreaterThan(0);
    expect((await post<Unit[]>(demo.admin, unitPaths.tree, { companyId: yh })).data).toEqual(yhTree);
    const refused = await post(demo.adminYh, unitPaths.tree, { companyId: own }, 'en');
    expect([refused.status, refused.code, refused.msg]).toEqual([200, 404, 'No such company.']);
    expect((await post(demo.admin, unitPaths.tree, { companyId: 2_000_000 })).code).toBe(404);
    // Its own company named is the same as none named.
    expect((await post<Unit[]>(demo.adminYh, unitPaths.tree, { companyId: yh })).data).toEqual(yhTree);
  });

  it('adds, renames, moves and deletes units of the own company, refusing a move under its own descendant', async () => {
    const top = (await post<Unit>(demo.manager, unitResource.paths.add, { parentId: null, name: '新部门' })).data;
    const child = (await post<Unit>(demo.manager, unitResource.paths.add, { parentId: top.id, name: '小组' })).data;
    expect(child.parentId).toBe(top.id);
    expect((await post<Unit>(demo.manager, unitResource.paths.update, { id: child.id, name: '一组' })).data.name).toBe(
      '一组',
    );

    const loop = await post<{ fieldErrors: Record<string, string> }>(demo.manager, unitPaths.move, {
      id: top.id,
      parentId: child.id,
    });
    expect(loop.code).toBe(400);
    expect(loop.data.fieldErrors['parentId']).toBe('不能把部门移到它自己或它的下级部门之下');

    const finance = (await tree()).find((unit) => unit.name === '财务部');
    await post(demo.manager, unitPaths.move, { id: child.id, parentId: finance?.id ?? null });
    expect((await tree()).find((unit) => unit.id === child.id)?.parentId).toBe(finance?.id);

    expect((await post(demo.manager, unitResource.paths.delete, { id: child.id })).code).toBe(200);
    expect((await post(demo.manager, unitResource.paths.delete, { id: top.id })).code).toBe(200);
    expect((await tree()).some((unit) => unit.id === top.id)).toBe(false);
  });

  it('refuses to delete a unit that still holds people, naming them', async () => {
    const unit = (await tree()).find((u) => u.name === '信息技术部');
    const answer = await post(demo.manager, unitResource.paths.delete, { id: unit?.id });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('陈思远');
  });

  it('leaves neither a rename, nor a move, nor a log row when the write fails halfway', async () => {
    // docs/screens.md, "Management screens": a move renumbers its siblings too, all in one transaction.
    const snapshot = () => sql('select id, parent_id, name, sort, head_account_id from workbench.units order by id');
    const before = await snapshot();
    const logs = await operateLogCount();
    const units = await tree();
    const finance = units.find((u) => u.name === '财务部');
    const buying = units.find((u) => u.name === '采购部');
    const [renamed, moved] = await whileLogWritesFail('unit', ['update', 'move'], async () => [
      await post(demo.manager, unitResource.paths.update, { id: finance?.id, name: '财务中心' }),
      await post(demo.manager, unitPaths.move, { id: finance?.id, parentId: buying?.id, index: 0 }),
    ]);
    expect([renamed?.code, moved?.code]).toEqual([500, 500]);
    expect(await snapshot()).toEqual(before);
    expect(await operateLogCount()).toBe(logs);
  });

  it("sets and clears a unit's head, an account of the own company only, and keeps it when an update leaves it out", async () => {
    type Headed = Unit & { headAccountId: number | null; headName: string | null };
    const unit = (await tree()).find((u) => u.name === '采购部') as Headed;
    const [own] = await sql<{ id: number }>("select id from workbench.accounts where account = 'manager'");
    const [foreign] = await sql<{ id: number }>("select id from workbench.accounts where account = 'admin.yh'");
    const set = await post<Headed>(demo.manager, unitResource.paths.update, {
      id: unit.id,
      name: unit.name,
      headAccountId: own?.id,
    });
    expect(set.data).toMatchObject({ headAccountId: own?.id, headName: expect.any(String) });
    const renamed = await post<Headed>(demo.manager, unitResource.paths.update, { id: unit.id, name: unit.name });
    expect(renamed.data.headAccountId).toBe(own?.id);
    const refused = await post<{ fieldErrors: Record<string, string> }>(
      demo.manager,
      unitResource.paths.update,
      { id: unit.id, name: unit.name, headAccountId: foreign?.id },
      'en',
    );
    expect([refused.code, refused.data.fieldErrors['headAccountId']]).toEqual([400, 'No such account.']);
    const cleared = await post<Headed>(demo.manager, unitResource.paths.update, {
      id: unit.id,
      name: unit.name,
      headAccountId: null,
    });
    expect(cleared.data).toMatchObject({ headAccountId: null, headName: null });
  });

  it("shows a company administrator no other company's unit", async () => {
    const [other] = await sql<{ id: number }>("select id from workbench.units where name = '华南仓储'");
    expect((await post(demo.manager, unitResource.paths.update, { id: other?.id, name: 'x' })).code).toBe(404);
  });
});

describe('people and their accounts', () => {
  it('adds a person with a blank password, who signs in with the default password', async () => {
    const added = await post<PersonRow>(demo.manager, personResource.paths.add, {
      account: 'new.hire',
      name: '新同事',
      phone: '',
      unitId: null,
    });
    expect(added.code).toBe(200);
    await signIn(demo.server, 'new.hire', PASSWORD);
  });

  it('refuses a duplicate account name on its field and a password that breaks the rule', async () => {
    const duplicate = await post<{ fieldErrors: Record<string, string> }>(demo.manager, personResource.paths.add, {
      account: 'buyer',
      name: '重名',
      phone: '',
      unitId: null,
    });
    expect(duplicate.data.fieldErrors['account']).toBe('账号 buyer 已被使用');
    const weak = await post<{ fieldErrors: Record<string, string> }>(demo.manager, personResource.paths.add, {
      account: 'weak.one',
      name: '弱密码',
      phone: '',
      unitId: null,
      password: encryptPassword(await publicKey(demo.server), 'short'),
    });
    expect(Object.keys(weak.data.fieldErrors)).toEqual(['password']);
  });

  it('disables an account: its session answers 700 and it cannot sign in (1003); enabling undoes it', async () => {
    await post(demo.manager, personResource.paths.add, {
      account: 'to.disable',
      name: '待停用',
      phone: '',
      unitId: null,
    });
    const { token } = await signIn(demo.server, 'to.disable');
    const [row] = await sql<{ id: number }>("select id from workbench.accounts where account = 'to.disable'");
    const disabled = await post<PersonRow>(demo.manager, personPaths.enable, { id: row?.id, enabled: 'N' });
    expect(disabled.data.enabled).toBe('N');
    expect((await post(token, '/share-system/userinfo/detail', {})).code).toBe(700);
    const login = await call(demo.server, '/ibs/loginNew', {
      body: { account: 'to.disable', password: encryptPassword(await publicKey(demo.server), PASSWORD) },
    });
    expect(login.json().code).toBe(1003);
    await post(demo.manager, personPaths.enable, { id: row?.id, enabled: 'Y' });
    await signIn(demo.server, 'to.disable');
    const [log] = await sql<{ action: string; before: { enabled: string }; after: { enabled: string } }>(
      "select action, before, after from workbench.operate_logs where resource = 'person' and action = 'disable' order by id desc limit 1",
    );
    expect(log).toMatchObject({ before: { enabled: 'Y' }, after: { enabled: 'N' } });
  });

  it('resets a password to the default', async () => {
    const [row] = await sql<{ id: number }>("select id from workbench.accounts where account = 'new.hire'");
    await sql("update workbench.accounts set password_hash = 'scrypt$1$1$1$AA$AA' where account = 'new.hire'");
    expect((await post(demo.manager, personPaths.resetPassword, { id: row?.id })).code).toBe(200);
    await signIn(demo.server, 'new.hire', PASSWORD);
  });

  it('attaches a second company account, which the person can switch to, and detaches it', async () => {
    const [row] = await sql<{ id: number }>("select id from workbench.accounts where account = 'new.hire'");
    const yuanhang = await companyIdOf('91440300');
    const attached = await post<PersonRow>(demo.admin, personPaths.attach, {
      id: row?.id,
      companyId: yuanhang,
      account: 'new.hire.yh',
    });
    expect(attached.code).toBe(200);
    const { token } = await signIn(demo.server, 'new.hire');
    const companies = await post<{ account: string }[]>(token, '/share-system/userinfo/company/list', {});
    expect(companies.data.map((c) => c.account)).toContain('new.hire.yh');
    const again = await post<{ fieldErrors: Record<string, string> }>(demo.admin, personPaths.attach, {
      id: row?.id,
      companyId: yuanhang,
      account: 'new.hire.yh2',
    });
    expect(Object.keys(again.data.fieldErrors)).toEqual(['companyId']);
    const [second] = await sql<{ id: number }>("select id from workbench.accounts where account = 'new.hire.yh'");
    // A live-socket key still waiting for its handshake goes with the account's sessions.
    await pushKeyQuery(demo.server, (await signIn(demo.server, 'new.hire.yh')).token);
    expect((await post(demo.admin, personPaths.detach, { id: second?.id })).code).toBe(200);
    expect((await post(demo.admin, personPaths.detach, { id: row?.id })).code).toBe(400);
  });

  it('leaves neither the person, nor the account, nor a log row when an add fails halfway', async () => {
    // docs/screens.md, "Management screens": the person, the account and the log row are one transaction.
    const people = async () =>
      (
        await sql<{ persons: number; accounts: number }>(`select
          (select count(*)::int from workbench.persons) as persons,
          (select count(*)::int from workbench.accounts) as accounts`)
      )[0];
    const before = await people();
    const logs = await operateLogCount();
    const answer = await whileLogWritesFail('person', ['add'], () =>
      post(demo.manager, personResource.paths.add, { account: 'half.way', name: '半途', phone: '', unitId: null }),
    );
    expect(answer.code).toBe(500);
    expect(await sql("select id from workbench.accounts where account = 'half.way'")).toEqual([]);
    expect(await people()).toEqual(before);
    expect(await operateLogCount()).toBe(logs);
  });

  it('refuses an enterprise administrator attaching an account in another company', async () => {
    const [row] = await sql<{ id: number }>("select id from workbench.accounts where account = 'new.hire'");
    const answer = await post<{ fieldErrors: Record<string, string> }>(demo.manager, personPaths.attach, {
      id: row?.id,
      companyId: await companyIdOf('91440300'),
      account: 'sneaky',
    });
    expect(answer.code).toBe(400);
    expect(await sql("select id from workbench.accounts where account = 'sneaky'")).toEqual([]);
  });
});

describe('export', () => {
  it('exports the people filtered by unit: as many rows as the filtered total', async () => {
    const [unit] = await sql<{ id: number }>("select id from workbench.units where name = '大客户部'");
    const page = await post<Page<PersonRow>>(demo.adminYh, personResource.paths.list, {
      pageNum: 1,
      pageSize: 10,
      unitId: unit?.id,
    });
    const response = await demo.server.app.inject({
      method: 'GET',
      url: personResource.paths.export,
      query: { token: demo.adminYh, lang: 'en', unitId: String(unit?.id) },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Name');
    expect((sheet?.rowCount ?? 0) - 1).toBe(page.data.total);
  });

  it('exports the people filtered by a keyword holding %, _ or \\: exactly the rows of the list', async () => {
    // docs/screens.md, "Management screens": keywords are matched literally, in the export as in the list.
    const added = await post(demo.adminYh, personResource.paths.add, {
      account: 'literal.export',
      name: '导出%下划_反斜\\人',
      phone: '',
      unitId: null,
    });
    expect(added.code).toBe(200);
    for (const keyword of ['%', '_', '\\', '出%下划_反斜\\']) {
      const page = await post<Page<PersonRow>>(demo.adminYh, personResource.paths.list, {
        pageNum: 1,
        pageSize: 100,
        keyword,
      });
      expect(page.data.list.map((row) => row.account)).toContain('literal.export');
      expect(page.data.total, keyword).toBeLessThan(10);
      const response = await demo.server.app.inject({
        method: 'GET',
        url: personResource.paths.export,
        query: { token: demo.adminYh, lang: 'en', keyword },
      });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).getCell(2).value).toBe('Account');
      const accounts: unknown[] = [];
      sheet?.eachRow((row, number) => {
        if (number > 1) accounts.push(row.getCell(2).value);
      });
      expect(accounts.sort(), keyword).toEqual(page.data.list.map((row) => row.account).sort());
    }
  });

  it('refuses an export filter that does not fit the list query', async () => {
    const response = await demo.server.app.inject({
      method: 'GET',
      url: personResource.paths.export,
      query: { token: demo.adminYh, unitId: 'abc' },
    });
    expect(response.json().code).toBe(400);
  });
});

describe("bad input, refused in the user's language with nothing written", () => {
  const HAN = /\p{Script=Han}/u;
  type Refusal = { status: number; code: number; msg: string; data: { fieldErrors?: Record<string, string> } | null };

  /** Every count a refused write could have changed. */
  async function counts() {
    const [row] = await sql<Record<string, number | string>>(`select
      (select count(*)::int from workbench.companies) as companies,
      (select count(*)::int from workbench.units) as units,
      (select count(*)::int from workbench.accounts) as accounts,
      (select count(*)::int from workbench.persons) as persons,
      (select count(*)::int from workbench.operate_logs where action <> 'refuse') as writes,
      (select string_agg(id || ':' || coalesce(parent_id, 0) || ':' || name, ',' order by id)
        from workbench.units) as tree,
      (select string_agg(p.name, ',' order by p.id) from workbench.persons p) as names`);
    return row;
  }

  const company = {
    binCode: '91320000MA7XY00020',
    name: '语言测试',
    companyName: '语言测试有限公司',
    defaultFlag: 'N',
  };

  /**
   * Each bad input: the call, the envelope code it answers, the HTTP status (400 for a field or a
   * schema refusal, else 200 with the code in the envelope: docs/screens.md), and the field its
   * message belongs on (if any).
   */
  const cases: {
    name: string;
    code: number;
    http?: number;
    field?: string;
    /** The exact message in each language, where the case names it. */
    messages?: Record<'zh' | 'en', string>;
    send: (lang: 'zh' | 'en') => Promise<Refusal>;
  }[] = [
    {
      name: 'a company name of 31 characters',
      code: 400,
      field: 'name',
      send: (lang) => post(demo.admin, companyResource.paths.add, { ...company, name: '名'.repeat(31) }, lang),
    },
    {
      name: 'a duplicate binCode',
      code: 400,
      field: 'binCode',
      send: (lang) => post(demo.admin, companyResource.paths.add, { ...company, binCode: '91310000MA1HC00001' }, lang),
    },
    {
      name: 'a duplicate account name',
      code: 400,
      field: 'account',
      send: (lang) =>
        post(demo.manager, personResource.paths.add, { account: 'buyer', name: '重名', phone: '', unitId: null }, lang),
    },
    {
      name: 'a logo of the wrong dimensions',
      code: 400,
      field: 'logo',
      send: (lang) =>
        post(
          demo.admin,
          companyResource.paths.add,
          { ...company, logo: dataUrl('image/png', pngHeader(81, 80)) },
          lang,
        ),
    },
    {
      name: 'a data URL whose bytes are another type',
      code: 400,
      field: 'logo',
      send: (lang) =>
        post(
          demo.admin,
          companyResource.paths.add,
          { ...company, logo: dataUrl('image/png', gifHeader(80, 80)) },
          lang,
        ),
    },
    {
      // docs/screens.md, "Company manage": a JPG, PNG or BMP only.
      name: 'a logo that is a GIF',
      code: 400,
      field: 'logo',
      messages: {
        zh: '企业标志须为 JPG、JPEG、PNG 或 BMP 图片',
        en: 'The logo must be a JPG, JPEG, PNG or BMP image.',
      },
      send: (lang) =>
        post(
          demo.admin,
          companyResource.paths.add,
          { ...company, logo: dataUrl('image/gif', gifHeader(80, 80)) },
          lang,
        ),
    },
    {
      // docs/screens.md, "Company manage": under 5 MB; one byte over, with a good 80 x 80 header.
      name: 'a logo of 5 MB',
      code: 400,
      field: 'logo',
      messages: { zh: '企业标志须小于 5 MB', en: 'The logo must be under 5 MB.' },
      send: (lang) =>
        post(
          demo.admin,
          companyResource.paths.add,
          { ...company, logo: dataUrl('image/png', pngHeader(80, 80, LOGO_MAX_BYTES + 1)) },
          lang,
        ),
    },
    {
      name: 'a unit moved under its own descendant',
      code: 400,
      field: 'parentId',
      send: async (lang) => {
        const units = (
          await post<{ id: number; parentId: number | null; name: string }[]>(demo.manager, unitPaths.tree, {})
        ).data;
        const child = units.find((unit) => unit.parentId !== null);
        return post(demo.manager, unitPaths.move, { id: child?.parentId, parentId: child?.id }, lang);
      },
    },
    {
      // docs/screens.md, "Org structure": the refusal names the people (陈思远, the manager).
      name: 'deleting a unit that still holds people',
      code: 400,
      http: 200,
      messages: {
        zh: '部门下还有 1 人，请先调走：陈思远',
        en: 'People still belong to the unit (1); move them first: 陈思远',
      },
      send: async (lang) => {
        const units = (await post<{ id: number; name: string }[]>(demo.manager, unitPaths.tree, {})).data;
        return post(
          demo.manager,
          unitResource.paths.delete,
          { id: units.find((u) => u.name === '信息技术部')?.id },
          lang,
        );
      },
    },
    {
      name: 'a sort key outside the definition',
      code: 400,
      send: (lang) =>
        post(demo.manager, personResource.paths.list, { pageNum: 1, pageSize: 10, sortKey: 'password' }, lang),
    },
    {
      name: 'pageSize 0',
      code: 400,
      send: (lang) => post(demo.manager, personResource.paths.list, { pageNum: 1, pageSize: 0 }, lang),
    },
    {
      name: 'pageSize 101',
      code: 400,
      send: (lang) => post(demo.manager, personResource.paths.list, { pageNum: 1, pageSize: 101 }, lang),
    },
    {
      name: 'a call without the permission',
      code: 403,
      send: (lang) => post(demo.buyer, unitResource.paths.add, { parentId: null, name: '越权部门' }, lang),
    },
    {
      name: "a company administrator editing another company's person",
      code: 404,
      send: async (lang) => {
        const [other] = await sql<{ id: number }>("select id from workbench.accounts where account = 'yh.0002'");
        return post(
          demo.manager,
          personResource.paths.update,
          { id: other?.id, name: '越界', phone: '', unitId: null },
          lang,
        );
      },
    },
  ];

  for (const { name, code, http = code === 400 || code === 403 ? code : 200, field, messages: named, send } of cases) {
    it(`${name}: ${code}, a message in zh and in en, nothing written`, async () => {
      const before = await counts();
      const messages: Record<'zh' | 'en', string> = { zh: '', en: '' };
      for (const lang of ['zh', 'en'] as const) {
        const answer = await send(lang);
        expect([answer.status, answer.code]).toEqual([http, code]);
        const message = field ? answer.data?.fieldErrors?.[field] : answer.msg;
        expect(message, `${lang} message`).toBeTruthy();
        messages[lang] = message ?? '';
      }
      expect(messages.zh).toMatch(HAN);
      // Names from the data (陈思远) are the only Han characters an English message may hold.
      expect(messages.en.replaceAll('陈思远', '')).not.toMatch(HAN);
      expect(messages.en).not.toBe(messages.zh);
      if (named) expect(messages).toEqual(named);
      expect(await counts()).toEqual(before);
    });
  }
});
