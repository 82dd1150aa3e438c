/**
 * MRO items and replenishment requests (docs/screens.md, "MRO"): the `belowReorder` filter in
 * SQL, requests authorised by their resource code and scoped to the caller's company, the
 * caller's own requests, and a received request adding to stock; refusals in both languages.
 */
import { mroItemResource, mroRequestResource } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { postWith, useDemoServer } from './support';

const demo = useDemoServer('manager', 'buyer', 'admin.yh');

type ItemRow = { id: number; code: string; stock: number; reorderPoint: number; shortfall: number };
type RequestRow = {
  id: number;
  itemCode: string;
  quantity: number;
  state: string;
  requesterName: string;
};

const post = postWith(demo);

async function list<T>(token: string, url: string, filters: object = {}) {
  return (await post<{ total: number; list: T[] }>(token, url, { pageNum: 1, pageSize: 50, ...filters })).data;
}

async function itemId(code: string): Promise<number> {
  const [row] = await demo.server.sql<{ id: number }>('select id from workbench.mro_items where code = $1', [code]);
  if (!row) throw new Error(`no item ${code}`);
  return row.id;
}

describe('MRO', () => {
  it('checks each route against its resource code', () => {
    const codes = new Set(
      demo.server.app.routeAccess
        .filter((route) => route.url.startsWith('/share-mro/'))
        .map((route) => `${route.url} ${route.resource}`),
    );
    expect(codes).toContain(`${mroItemResource.paths.list} mroItem:read`);
    expect(codes).toContain(`${mroRequestResource.paths.add} mroRequest:write`);
  });

  it('lists the items at or under their reorder point, in SQL, of the caller company only', async () => {
    const low = await list<ItemRow>(demo.manager, mroItemResource.paths.list, { belowReorder: 'Y' });
    expect(low.list.map((row) => row.code).sort()).toEqual(['BRG-6204', 'FLT-AIR-01']);
    expect(low.list.every((row) => row.stock <= row.reorderPoint)).toBe(true);
    expect(low.list.find((row) => row.code === 'BRG-6204')?.shortfall).toBe(6);
    const enough = await list<ItemRow>(demo.manager, mroItemResource.paths.list, { belowReorder: 'N' });
    expect(enough.list.map((row) => row.code).sort()).toEqual(['GLV-NIT', 'LMP-LED-18']);
    // Another company's low item is not in the list.
    expect((await list<ItemRow>(demo.adminYh, mroItemResource.paths.list, { belowReorder: 'Y' })).total).toBe(1);
  });

  it('refuses a request without the resource code', async () => {
    const refused = await post(demo.buyer, mroRequestResource.paths.add, {
      itemId: await itemId('BRG-6204'),
      quantity: 6,
      reason: '补货',
    });
    expect(refused.code).toBe(403);
  });

  it('answers a request for another company item as a missing item, in both languages', async () => {
    const body = { itemId: await itemId('OIL-HYD-46'), quantity: 2, reason: '补货' };
    const zh = await post(demo.manager, mroRequestResource.paths.add, body);
    expect(zh.code).toBe(404);
    expect(zh.msg).toBe('没有这个物资');
    const en = await post(demo.manager, mroRequestResource.paths.add, body, 'en');
    expect(en.msg).toBe('No such MRO item.');
  });

  it('makes a waiting request of the caller, listed under their own requests', async () => {
    const made = await post<RequestRow>(demo.manager, mroRequestResource.paths.add, {
      itemId: await itemId('BRG-6204'),
      quantity: 6,
      reason: '设备检修备件',
    });
    expect(made.code).toBe(200);
    expect(made.data.state).toBe('waiting');
    const mine = await list<RequestRow>(demo.manager, mroRequestResource.paths.list, { mine: 'Y', state: 'waiting' });
    expect(mine.list.map((row) => row.itemCode)).toEqual(['BRG-6204']);
    // Another company's administrator does not see it, nor their own waiting request among the manager's.
    const theirs = await list<RequestRow>(demo.adminYh, mroRequestResource.paths.list, { state: 'waiting' });
    expect(theirs.list.map((row) => row.itemCode)).toEqual(['OIL-HYD-46']);
    const [log] = await demo.server.sql<{ n: number }>(
      "select count(*)::int as n from workbench.operate_logs where resource = 'mroRequest' and action = 'add' and row_id = $1",
      [String(made.data.id)],
    );
    expect(log?.n).toBe(1);
  });

  it('adds a received request to stock, and changes a closed one no more', async () => {
    const [request] = (
      await list<RequestRow>(demo.manager, mroRequestResource.paths.list, { mine: 'Y', state: 'waiting' })
    ).list;
    if (!request) throw new Error('no waiting request');
    const received = await post(demo.manager, mroRequestResource.paths.update, {
      id: request.id,
      quantity: 6,
      reason: '设备检修备件',
      state: 'received',
    });
    expect(received.code).toBe(200);
    const [item] = (await list<ItemRow>(demo.manager, mroItemResource.paths.list, { keyword: 'BRG-6204' })).list;
    expect(item?.stock).toBe(10);
    const again = { id: request.id, quantity: 6, reason: '设备检修备件', state: 'ordered' };
    const zh = await post<{ fieldErrors: Record<string, string> }>(
      demo.manager,
      mroRequestResource.paths.update,
      again,
    );
    expect(zh.code).toBe(400);
    expect(zh.data.fieldErrors['state']).toBe('已到货或已驳回的申请不能再修改');
    const en = await post<{ fieldErrors: Record<string, string> }>(
      demo.manager,
      mroRequestResource.paths.update,
      again,
      'en',
    );
    expect(en.data.fieldErrors['state']).toBe('A received or rejected request cannot change again.');
  });

  it('keeps an item with requests', async () => {
    const refused = await post(demo.manager, mroItemResource.paths.delete, { id: await itemId('GLV-NIT') }, 'en');
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('Replenishment requests still refer to this item (1); delete them first.');
  });
});
