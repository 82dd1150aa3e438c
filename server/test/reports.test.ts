/**
 * Reports (docs/screens.md, "Reports"): each kind's figures on the demo data, parameters refused on
 * their field in both languages, who may run a report, the shares, and the export read back.
 */
import { DAY_MS, myReportResource, personPaths, reportPaths, reportResource } from '@workbench/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Envelope, postWith, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager', 'buyer', 'clerk');

type Result = { measure: string; from: number; to: number; rows: { key: string; label: string; value: number }[] };
type Row = { id: number; code: string; shareAccounts: string; shareRoles: string; ownerName: string };

const post = postWith(demo);

/** The id of the demo report of `code` as `token`'s caller lists it among its runnable reports. */
async function reportId(token: string, code: string): Promise<number> {
  const { data } = await post<{ list: Row[] }>(token, myReportResource.paths.list, { pageNum: 1, pageSize: 100 });
  const row = data.list.find((report) => report.code === code);
  if (!row) throw new Error(`${code} is not runnable`);
  return row.id;
}

describe('report kinds', () => {
  it('sums the contracts of the report company per China month over the last year', async () => {
    const id = await reportId(demo.admin, 'spend_by_month');
    const { code, data } = await post<Result>(demo.admin, reportPaths.run, { id });
    expect(code).toBe(200);
    expect(data.measure).toBe('amount');
    expect(data.to - data.from).toBe(366 * DAY_MS);
    // 汇采集团's contracts, 8 months back first (seed: CONTRACTS).
    expect(data.rows.map((row) => row.value)).toEqual([9800, 64000, 480000, 18200, 1338000, 36500.5, 344000]);
    expect(data.rows.every((row) => /^\d{4}-\d{2}$/.test(row.label))).toBe(true);
  });

  it('ranks the suppliers by amount, cut at topN and narrowed to a contract kind', async () => {
    const id = await reportId(demo.manager, 'top_suppliers');
    const all = await post<Result>(demo.manager, reportPaths.run, { id });
    expect(all.data.rows.map((row) => row.value)).toEqual([1730000, 216000, 210200, 88000, 46300.5]);
    const allEn = await post<Result>(demo.manager, reportPaths.run, { id }, 'en');
    const top = await post<Result>(demo.manager, reportPaths.run, { id, topN: 2 }, 'en');
    expect(top.data.rows).toEqual(allEn.data.rows.slice(0, 2));
    expect(top.data.rows[0]?.label).toBe('China Construction Third Bureau');
    const goods = await post<Result>(demo.manager, reportPaths.run, { id, contractKind: 'goods' });
    expect(goods.data.rows.map((row) => row.value)).toEqual([210200, 46300.5]);
  });

  it('counts the applications per status in the period, zeros included', async () => {
    const id = await reportId(demo.manager, 'applications_by_status');
    const month = await post<Result>(demo.manager, reportPaths.run, { id }, 'en');
    expect(month.data.measure).toBe('count');
    expect(month.data.rows).toEqual([
      { key: 'pending', label: 'Pending', value: 4 },
      { key: 'approved', label: 'Approved', value: 1 },
      { key: 'rejected', label: 'Rejected', value: 0 },
    ]);
    const now = demo.server.clock.now;
    const recent = await post<Result>(demo.manager, reportPaths.run, { id, from: now - 30 * 3_600_000, to: now });
    expect(recent.data.rows.map((row) => row.value)).toEqual([3, 0, 0]);
  });
});

describe('run parameters', () => {
  it.each([
    ['zh', { topN: 51 }, 'topN'],
    ['en', { topN: 0 }, 'topN'],
    ['zh', { topN: '1; drop table reports' }, 'topN'],
    ['en', { contractKind: "goods'; drop table reports; --" }, 'contractKind'],
    ['en', { from: -1 }, 'from'],
  ] as const)('refuses %s %j on its field', async (lang, params, field) => {
    const id = await reportId(demo.admin, 'spend_by_month');
    const answer = await post<{ fieldErrors: Record<string, string> }>(
      demo.admin,
      reportPaths.run,
      { id, ...params },
      lang,
    );
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(400);
    expect(Object.keys(answer.data.fieldErrors)).toEqual([field]);
    expect(answer.msg).toMatch(lang === 'zh' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
  });

  it('refuses a period longer than 366 days or reversed, in the caller language', async () => {
    const id = await reportId(demo.admin, 'spend_by_month');
    const now = demo.server.clock.now;
    const long = await post<{ fieldErrors: Record<string, string> }>(demo.admin, reportPaths.run, {
      id,
      from: now - 367 * DAY_MS,
      to: now,
    });
    expect(long.status).toBe(400);
    expect(long.data.fieldErrors).toEqual({ to: '统计期间不能超过 366 天' });
    const reversed = await post<{ fieldErrors: Record<string, string> }>(
      demo.admin,
      reportPaths.run,
      { id, from: now, to: now - DAY_MS },
      'en',
    );
    expect(reversed.data.fieldErrors).toEqual({ to: 'The end must not be before the start.' });
  });
});

describe('who may run a report', () => {
  it('answers 404 for a report of another company and for one not shared with the caller', async () => {
    const qinghe = await reportId(demo.buyer, 'qh_spend_by_month');
    const otherCompany = await post(demo.admin, reportPaths.run, { id: qinghe });
    expect(otherCompany.code).toBe(404);
    // clerk works at the same company as buyer, who shared it with nobody.
    const notShared = await post(demo.clerk, reportPaths.run, { id: qinghe }, 'en');
    expect(notShared.code).toBe(404);
    expect(notShared.msg).toBe('No such record.');
    const detail = await post(demo.clerk, myReportResource.paths.detail, { id: qinghe });
    expect(detail.code).toBe(404);
  });

  it('lists the reports made by, shared with the account of, or with a role of the caller', async () => {
    const { data } = await post<{ list: Row[] }>(demo.manager, myReportResource.paths.list, {
      pageNum: 1,
      pageSize: 100,
    });
    // Through the enterprise administrator role, the account, and its own.
    expect(data.list.map((row) => row.code)).toEqual(['applications_by_status', 'spend_by_month', 'top_suppliers']);
  });

  it('shares a new report with an account and a role of the company; unknown names refused on their field', async () => {
    const body = {
      code: 'qh_applications',
      nameZh: '青禾申请',
      nameEn: 'Qinghe applications',
      description: '',
      kind: 'applicationsByStatus',
      chart: 'donut',
      rangeDays: 30,
      topN: 10,
      contractKind: 'all',
      shareAccounts: 'clerk',
      shareRoles: '',
    };
    // buyer holds no report:write.
    expect((await post(demo.buyer, reportResource.paths.add, body)).code).toBe(403);
    const unknown = await post<{ fieldErrors: Record<string, string> }>(
      demo.admin,
      reportResource.paths.add,
      { ...body, shareAccounts: 'clerk, nobody.here' },
      'en',
    );
    // admin's company is 汇采集团: clerk is another company's account.
    expect(unknown.data.fieldErrors).toEqual({ shareAccounts: 'The company has no such accounts: clerk, nobody.here' });
    const added = await post<Row>(demo.admin, reportResource.paths.add, {
      ...body,
      shareAccounts: 'manager',
      shareRoles: 'enterprise_staff',
    });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ shareAccounts: 'manager', shareRoles: 'enterprise_staff', ownerName: '王明远' });
    expect(await reportId(demo.manager, 'qh_applications')).toBe(added.data.id);
    const badRole = await post<{ fieldErrors: Record<string, string> }>(demo.admin, reportResource.paths.update, {
      ...body,
      id: added.data.id,
      code: undefined,
      shareAccounts: 'manager',
      shareRoles: 'no_such_role',
    });
    expect(badRole.data.fieldErrors).toEqual({ shareRoles: '没有可共享的这些角色：no_such_role' });
    // An enterprise administrator sees only their company's definitions.
    const other = await post(demo.manager, reportResource.paths.detail, {
      id: await reportId(demo.buyer, 'qh_spend_by_month'),
    });
    expect(other.code).toBe(404);
  });
});

describe('an owner detached', () => {
  it('leaves the report with its company, without an owner', async () => {
    // A second account of admin's person, at 青禾贸易, owns a report, then is detached.
    const [own] = await demo.server.sql<{ id: number }>("select id from workbench.accounts where account = 'admin'");
    const [qinghe] = await demo.server.sql<{ id: number }>(
      "select company_id as id from workbench.accounts where account = 'buyer'",
    );
    const attached = await post(demo.admin, personPaths.attach, {
      id: own?.id,
      companyId: qinghe?.id,
      account: 'wang.qh',
    });
    expect(attached.code).toBe(200);
    const [second] = await demo.server.sql<{ id: number }>(
      "select id from workbench.accounts where account = 'wang.qh'",
    );
    const [report] = await demo.server.sql<{ id: number }>(
      `insert into workbench.reports (company_id, code, name_zh, name_en, kind, chart, range_days, top_n, contract_kind, owner_id)
       values ($1, 'qh_owned', '青禾报表', 'Qinghe report', 'spendByMonth', 'bar', 30, 10, 'all', $2) returning id`,
      [qinghe?.id, second?.id],
    );
    expect((await post<Row>(demo.admin, reportResource.paths.detail, { id: report?.id })).data.ownerName).toBe(
      '王明远',
    );
    expect((await post(demo.admin, personPaths.detach, { id: second?.id })).code).toBe(200);
    const after = await post<Row>(demo.admin, reportResource.paths.detail, { id: report?.id });
    expect(after.code).toBe(200);
    expect(after.data.ownerName).toBe('');
  });
});

describe('report export', () => {
  it('is a real .xlsx of the result with the parameters of the run', async () => {
    const id = await reportId(demo.manager, 'top_suppliers');
    const response = await demo.server.app.inject({
      method: 'GET',
      url: reportPaths.export,
      query: { token: demo.manager, lang: 'en', id: String(id), topN: '3' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Top suppliers by contract spend');
    const rows = (sheet?.getSheetValues() ?? []).flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
    expect(rows[0]).toEqual(['Category', 'Amount (yuan)']);
    expect(rows.slice(1).map((row) => row[1])).toEqual([1730000, 216000, 210200]);
  });

  it('refuses parameters that do not fit and reports the caller may not run', async () => {
    const id = await reportId(demo.manager, 'top_suppliers');
    const bad = await demo.server.app.inject({
      method: 'GET',
      url: reportPaths.export,
      query: { token: demo.manager, id: String(id), topN: '1; drop table reports' },
    });
    expect(bad.statusCode).toBe(400);
    const notMine = await demo.server.app.inject({
      method: 'GET',
      url: reportPaths.export,
      query: { token: demo.clerk, id: String(id) },
    });
    expect(notMine.json<Envelope>().code).toBe(404);
  });
});
