/** Excel downloads (docs/behaviour.md, "Downloads"; wire protocol, "Downloads"). */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token: admin } = await signIn(server, 'admin'));
});
afterAll(() => server.close());

const MESSAGES = '/share-system/remindMsg/export';
const PEOPLE = '/share-system/person/export';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CHINA_OFFSET_MS = 8 * 3_600_000;

const get = (url: string, query: Record<string, string>) => server.app.inject({ method: 'GET', url, query });

const postForm = (url: string, form: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** The first sheet of the answer, read back with exceljs. */
async function sheetOf(response: InjectResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer.
  await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

/** The values of each row, header row first (exceljs rows are 1-based). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  return sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
}

describe('reminder message export', () => {
  it('downloads every message of the caller in Chinese by default, under a UTF-8 file name', async () => {
    const response = await get(MESSAGES, { token: admin });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=reminder-messages.xlsx; filename*=UTF-8''${encodeURIComponent('提醒消息.xlsx')}`,
    );
    const sheet = await sheetOf(response);
    expect(sheet.name).toBe('提醒消息');
    const [header, ...rows] = rowsOf(sheet);
    expect(header).toEqual(['标题', '内容', '已读', '创建时间']);
    expect(rows.map((row) => [row[0], row[2]])).toEqual([
      ['采购申请待审批', '否'],
      ['新供应商入驻', '否'],
      ['系统维护通知', '否'],
      ['月度报表已生成', '是'],
    ]);
    expect(rows[0]?.[1]).toBe('办公用品采购申请等待您审批。');
    // A date cell showing China time: the seed wrote the newest message 1 hour before the clock.
    const created = rows[0]?.[3];
    expect(created).toBeInstanceOf(Date);
    const ageMs = server.clock.now + CHINA_OFFSET_MS - (created as Date).getTime();
    expect(ageMs).toBeGreaterThanOrEqual(3_600_000);
    expect(ageMs).toBeLessThan(3_600_000 + 600_000);
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('answers a hidden-form POST, in English with lang=en, under the ASCII file name', async () => {
    const response = await postForm(MESSAGES, { token: admin, lang: 'en', sku: 'ignored' });
    expect(response.headers['content-disposition']).toBe('attachment; filename=reminder-messages.xlsx');
    const [header, first] = rowsOf(await sheetOf(response));
    expect(header).toEqual(['Title', 'Content', 'Read', 'Created']);
    expect(first?.slice(0, 3)).toEqual([
      'Purchase request awaiting approval',
      'An office supplies purchase request is waiting for your approval.',
      'No',
    ]);
  });

  it('writes values that look like formulas as plain text', async () => {
    const titles = ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)'];
    for (const title of titles) {
      const added = await call(server, '/share-system/remindMsg/add', {
        body: { account: 'admin', title, content: '=1+1' },
        token: admin,
      });
      expect(added.json().code).toBe(200);
    }
    const sheet = await sheetOf(await get(MESSAGES, { token: admin, lang: 'en' }));
    const cells = titles.map((_, i) => sheet.getCell(`A${2 + i}`));
    expect(cells.map((cell) => cell.value)).toEqual([...titles].reverse());
    for (const cell of [...cells, sheet.getCell('B2')]) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
  });

  it('sets no-store, the security headers and the request number', async () => {
    const response = await get(MESSAGES, { token: admin });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^\d+$/);
    const head = await server.app.inject({ method: 'HEAD', url: MESSAGES, query: { token: admin } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(XLSX);
  });
});

describe('people export (the person resource, docs/screens.md)', () => {
  it("lists the people of the caller's company with a Chinese file name", async () => {
    const { token } = await signIn(server, 'manager');
    const response = await get(PEOPLE, { token, lang: 'zh' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=person.xlsx; filename*=UTF-8''${encodeURIComponent('人员.xlsx')}`,
    );
    const sheet = await sheetOf(response);
    const [header, ...rows] = rowsOf(sheet);
    expect(header).toEqual(['姓名', '账号', '手机号码', '所属企业', '所属部门', '角色', '状态', '创建时间']);
    // Newest first, as the list starts.
    expect(rows.map((row) => row.slice(0, 7))).toEqual([
      ['陈思远', 'manager', '0571-88886666', '汇采集团', '信息技术部', '企业管理员', '启用'],
      ['王明远', 'admin', '13800138000', '汇采集团', '总经办', '平台管理员', '启用'],
    ]);
    expect(rows[0]?.[7]).toBeInstanceOf(Date);
  });

  it('follows the session: another company, English headers over a form POST', async () => {
    const { token } = await signIn(server, 'buyer.bc');
    const [header, ...rows] = rowsOf(await sheetOf(await postForm(PEOPLE, { token, lang: 'en' })));
    expect(header).toEqual(['Name', 'Account', 'Phone', 'Company', 'Unit', 'Roles', 'Status', 'Created']);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([['李晓娜', 'buyer.bc', '13900139000', '北辰工程']]);
  });
});

describe('download refusals', () => {
  it('answers 603 in the envelope without a token, or with an unknown or expired one', async () => {
    const { token } = await signIn(server, 'buyer');
    const answers = [
      await get(MESSAGES, {}),
      await get(PEOPLE, { token: 'unknown.token' }),
      await postForm(MESSAGES, { lang: 'en' }),
      // On a POST only the form carries the token.
      await postForm(`${PEOPLE}?token=${encodeURIComponent(admin)}`, { lang: 'en' }),
    ];
    server.clock.now += 86_400_000;
    try {
      answers.push(await get(PEOPLE, { token }));
    } finally {
      server.clock.now -= 86_400_000;
    }
    expect(answers).toHaveLength(5);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 603, data: null });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 700 for an ended session', async () => {
    const { token } = await signIn(server, 'buyer');
    expect((await call(server, '/authAction/shareLogout', { body: { token } })).json().code).toBe(200);
    const response = await postForm(PEOPLE, { token });
    expect(response.json()).toMatchObject({ code: 700, data: null });
  });

  it('refuses a repeated query name, a repeated token field and an unknown language with 400', async () => {
    const repeated = await server.app.inject({
      method: 'GET',
      url: `${MESSAGES}?token=${encodeURIComponent(admin)}&lang=zh&lang=en`,
      headers: { 'accept-language': 'en' },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ code: 400, msg: 'Duplicate parameter lang.', data: null });
    const form = await server.app.inject({
      method: 'POST',
      url: PEOPLE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(admin)}&token=other`,
    });
    expect(form.statusCode).toBe(400);
    expect((await get(PEOPLE, { token: admin, lang: 'fr' })).statusCode).toBe(400);
  });

  it('caps the form at 1 MiB (413 in the envelope)', async () => {
    const response = await postForm(MESSAGES, { token: admin, pad: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, data: null });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reads urlencoded forms only (415 for JSON)', async () => {
    const response = await server.app.inject({ method: 'POST', url: MESSAGES, payload: { token: admin } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415, data: null });
  });
});
