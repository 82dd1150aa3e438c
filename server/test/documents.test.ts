/**
 * Documents (wire protocol, "Work bench, travel, workflow and documents"): the signed
 * list and the unsigned download.
 */
import { Value } from 'typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocumentListData } from '../src/modules/document/schemas';
import { call, signIn, useDemoServer } from './support';

const demo = useDemoServer();
let buyerBc: string;

beforeAll(async () => {
  ({ token: buyerBc } = await signIn(demo.server, 'buyer.bc'));
});

const LIST = '/share-system/document/list';
const DOWNLOAD = '/share-system/document/download';

async function list(token: string, body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') {
  const response = await call(demo.server, LIST, { body: { pageNum: 1, pageSize: 100, ...body }, token, lang });
  expect(response.json().code).toBe(200);
  return response.json<{ data: DocumentListData }>().data;
}

const download = (query: Record<string, string>) => demo.server.app.inject({ method: 'GET', url: DOWNLOAD, query });

describe('document list', () => {
  it("lists the company's and the shared documents, newest first, with sizes in bytes", async () => {
    const admin = await list(demo.admin, {});
    expect(Value.Check(DocumentListData, admin)).toBe(true);
    expect(admin.total).toBe(8);
    const times = admin.list.map((item) => item.updateTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const guide = admin.list.find((item) => item.title === 'Work bench guide');
    const text = 'Work bench guide\n\nThis file is Workbench demo data, for reference only.\n';
    expect(guide).toMatchObject({ category: 'Manuals', fileName: 'work-bench-guide.txt', size: text.length });
    const zh = await list(demo.admin, {}, 'zh');
    const zhGuide = zh.list.find((item) => item.id === guide?.id);
    expect(zhGuide?.size).toBe(Buffer.byteLength('工作台使用指南\n\n本文件为工作台演示数据，内容仅供参考。\n'));

    expect((await list(demo.buyer, {})).total).toBe(8);
    const bc = await list(buyerBc, {});
    expect(bc.total).toBe(6);
    const adminOwn = new Set(admin.list.map((item) => item.id));
    const buyerOwn = (await list(demo.buyer, {})).list.filter((item) => !bc.list.some((d) => d.id === item.id));
    expect(buyerOwn.some((item) => adminOwn.has(item.id))).toBe(false);
  });

  it('pages the list', async () => {
    const all = await list(demo.admin, {});
    const second = await list(demo.admin, { pageNum: 2, pageSize: 3 });
    expect(second.total).toBe(8);
    expect(second.list.map((item) => item.id)).toEqual(all.list.slice(3, 6).map((item) => item.id));
  });

  it('counts every match on a page past the end', async () => {
    expect(await list(demo.admin, { pageNum: 4, pageSize: 3 })).toEqual({ total: 8, list: [] });
  });

  it('matches the keyword in title or file name, case-insensitively, % and _ literally', async () => {
    expect((await list(demo.admin, { keyword: 'GROUP' })).list.map((item) => item.title)).toEqual([
      'Group purchasing policy',
    ]);
    expect((await list(demo.admin, { keyword: 'e-BIDDING-man' })).list.map((item) => item.fileName)).toEqual([
      'e-bidding-manual.txt',
    ]);
    expect((await list(demo.admin, { keyword: '采购' }, 'zh')).total).toBe(3);
    expect((await list(demo.admin, { keyword: '%' })).list.map((item) => item.title)).toEqual([
      '100% delivery inspection checklist',
    ]);
    expect((await list(demo.admin, { keyword: '_' })).list.map((item) => item.fileName)).toEqual([
      'supplier_admission_rules.txt',
    ]);
    expect((await list(demo.admin, { keyword: '\\' })).total).toBe(0);
    // Company 2 has no document with "%": the keyword is not a wildcard.
    expect((await list(buyerBc, { keyword: '%' })).total).toBe(0);
    expect((await list(demo.admin, { keyword: '  ' })).total).toBe(8);
  });

  it('refuses pageSize 0 or 101, a 51-character keyword or an extra field with 400', async () => {
    for (const body of [
      { pageNum: 1, pageSize: 0 },
      { pageNum: 1, pageSize: 101 },
      { pageNum: 0, pageSize: 10 },
      { pageNum: 1, pageSize: 10, keyword: 'k'.repeat(51) },
      { pageNum: 1, pageSize: 10, companyId: 2 },
    ]) {
      const response = await call(demo.server, LIST, { body, token: demo.admin });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, data: { fieldErrors: expect.any(Object) } });
    }
    expect((await call(demo.server, LIST, { body: { pageNum: 1, pageSize: 10 } })).json()).toMatchObject({
      code: 603,
    });
  });
});

describe('document download', () => {
  it('answers an own or shared document as a UTF-8 text attachment in the download language', async () => {
    const admin = await list(demo.admin, {}, 'zh');
    const plan = admin.list.find((item) => item.title === '汇采集团年度采购计划');
    if (!plan) throw new Error('company 1 has its annual plan in the seed');
    const zh = await download({ id: String(plan.id), token: demo.admin });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(zh.headers['content-disposition']).toBe(
      `attachment; filename=annual-purchasing-plan.txt; filename*=UTF-8''${encodeURIComponent('年度采购计划.txt')}`,
    );
    expect(zh.body).toBe('汇采集团年度采购计划\n\n本文件为工作台演示数据，内容仅供参考。\n');
    expect(Buffer.byteLength(zh.body)).toBe(plan.size);

    const en = await download({ id: String(plan.id), token: demo.admin, lang: 'en' });
    expect(en.headers['content-disposition']).toBe('attachment; filename=annual-purchasing-plan.txt');
    expect(en.body.startsWith('Huicai annual purchasing plan\n')).toBe(true);

    const shared = (await list(buyerBc, { keyword: 'policy' })).list[0];
    if (!shared) throw new Error('the group policy is shared in the seed');
    const form = await demo.server.app.inject({
      method: 'POST',
      url: DOWNLOAD,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: String(shared.id), token: buyerBc, lang: 'en' }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(form.body.startsWith('Group purchasing policy\n')).toBe(true);
  });

  it("refuses another company's document and an unknown id with code 404, a bad id with 400, no token with 603", async () => {
    const plan = (await list(demo.admin, { keyword: 'annual' })).list[0];
    if (!plan) throw new Error('company 1 has its annual plan in the seed');
    for (const query of [
      { id: String(plan.id), token: demo.buyer },
      { id: '999999', token: demo.admin },
    ]) {
      const response = await download(query);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toEqual({ code: 404, msg: '没有这个文档', data: null });
    }
    for (const id of ['0', 'abc', '1e3', '1234567890']) {
      expect((await download({ id, token: demo.admin })).statusCode).toBe(400);
    }
    expect((await download({ token: demo.admin })).statusCode).toBe(400);
    expect((await download({ id: String(plan.id) })).json()).toMatchObject({ code: 603, data: null });
  });
});
