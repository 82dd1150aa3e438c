/**
 * Values a body may carry stop at what the database keeps (docs/wire-protocol.md, "What the server
 * checks"): a day of the years 1900 to 9999, a time before the year 10000, an id within `integer`, text without U+0000.
 * Beyond them a call answers HTTP 400 with the envelope naming the field, never 500.
 */
import {
  announcementPaths,
  EPOCH_MS_MAX,
  INT4_MAX,
  operateLogResource,
  projectResource,
  roleLossResource,
} from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { call, useDemoServer } from './support';

const demo = useDemoServer();

/** 2^31: one past the largest `integer`. */
const BEYOND_INT4 = INT4_MAX + 1;
/** 10000-01-01T00:00:00.000Z in epoch ms: one past the latest time. */
const YEAR_10000 = EPOCH_MS_MAX + 1;

/** Sends `body` to `path` as admin and expects HTTP 400, envelope code 400, naming `field`. */
async function expectRefused(path: string, body: Record<string, unknown>, field: string, lang: 'zh' | 'en' = 'en') {
  const response = await call(demo.server, path, { body, token: demo.admin, lang });
  expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
  const envelope = response.json<{ code: number; msg: string; data: { fieldErrors: Record<string, string> } }>();
  expect(envelope.code).toBe(400);
  expect(envelope.data.fieldErrors[field]).toBe(envelope.msg);
  return envelope.msg;
}

describe('ids beyond the database integer', () => {
  it('are refused on the address calls with 400', async () => {
    for (const path of [
      '/share-system/userinfo/address/delete',
      '/share-system/userinfo/address/default',
      '/share-ecommerce/address/delete',
      '/share-ecommerce/address/setDefault',
    ]) {
      expect(await expectRefused(path, { id: BEYOND_INT4 }, 'id')).toBe(
        `Invalid request: id must be at most ${INT4_MAX}`,
      );
    }
    await expectRefused(
      '/share-system/userinfo/address/update',
      {
        id: BEYOND_INT4,
        receiverName: '李晓娜',
        phone: '13800138000',
        provinceCode: '11',
        cityCode: '1101',
        districtCode: '110108',
        street: '中关村大街 1 号',
      },
      'id',
    );
  });

  it('are refused on the reminder and task calls and a resource detail with 400', async () => {
    await expectRefused('/share-system/remindMsg/updateReadStatusById', { id: BEYOND_INT4 }, 'id');
    await expectRefused(
      '/share-purchase-workflow/workflow/process/task/log/query/single',
      { taskId: BEYOND_INT4 },
      'taskId',
    );
    await expectRefused(projectResource.paths.detail, { id: BEYOND_INT4 }, 'id');
  });
});

describe('days outside the years 1900 to 9999', () => {
  it('are refused with words for the bound, in both languages', async () => {
    const body = {
      code: 'P-LIMIT',
      name: 'Limits',
      majorId: 1,
      stateId: 1,
      kindId: 1,
      unitId: null,
      budget: 0,
      startDate: '0000-01-01',
      endDate: '',
      manager: '',
    };
    expect(await expectRefused(projectResource.paths.add, body, 'startDate')).toBe(
      'Invalid request: startDate must be a day of the years 1900 to 9999, as yyyy-MM-dd',
    );
    expect(await expectRefused(projectResource.paths.add, body, 'startDate', 'zh')).toBe(
      '请求参数不正确：startDate 应为 1900 到 9999 年之间的日期，格式 yyyy-MM-dd',
    );
    // An end day may also be '' (none): the bound is still what the refusal names.
    expect(
      await expectRefused(
        projectResource.paths.add,
        { ...body, startDate: '2026-01-01', endDate: '1899-12-31' },
        'endDate',
      ),
    ).toMatch(/endDate must be a day of the years 1900 to 9999/);
  });
});

describe('times past the year 9999', () => {
  it('are refused in list filters and a schedule with 400', async () => {
    const page = { pageNum: 1, pageSize: 10 };
    expect(await expectRefused(operateLogResource.paths.list, { ...page, to: YEAR_10000 }, 'to')).toBe(
      'Invalid request: to must be a time before the year 10000',
    );
    await expectRefused(roleLossResource.paths.list, { ...page, from: YEAR_10000 }, 'from', 'zh');
    await expectRefused(announcementPaths.schedule, { id: 1, publishTime: YEAR_10000 }, 'publishTime');
  });

  it('answer the latest time itself as any other', async () => {
    const response = await call(demo.server, operateLogResource.paths.list, {
      body: { pageNum: 1, pageSize: 10, to: EPOCH_MS_MAX },
      token: demo.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(200);
  });
});

describe('text holding U+0000', () => {
  it('is refused with 400 naming the field, in a write, a search and a download', async () => {
    expect(await expectRefused('/share-system/userinfo/personal/update', { name: 'Li\u0000Na' }, 'name')).toBe(
      'Invalid request: name must not contain the NUL character (U+0000)',
    );
    await expectRefused(
      operateLogResource.paths.list,
      { pageNum: 1, pageSize: 10, keyword: 'a\u0000' },
      'keyword',
      'zh',
    );
    const download = await demo.server.app.inject({
      method: 'GET',
      url: operateLogResource.paths.export,
      query: { token: demo.admin, keyword: '\u0000' },
    });
    expect(download.statusCode).toBe(400);
    expect(download.json().data.fieldErrors.keyword).toContain('U+0000');
  });
});
