/**
 * The data dictionary (docs/screens.md, "System"): types and items with unique codes, a type
 * with items never deleted, every write logged, and the public items call answering enabled
 * items in the request's language.
 */
import { dictionaryItemResource, dictionaryPaths, dictionaryTypeResource } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { postWith, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager');

type Refusal = { fieldErrors?: Record<string, string> } | null;

const post = postWith(demo);

const types = dictionaryTypeResource.paths;
const items = dictionaryItemResource.paths;

describe('data dictionary', () => {
  it('needs dictionary:read or dictionary:write on every resource route; the items call needs none', () => {
    const routes = demo.server.app.routeAccess.filter((route) => route.url.startsWith('/share-system/dictionary/'));
    expect(routes.map((route) => `${route.url} ${route.resource}`).sort()).toEqual(
      [
        `${items.add} dictionary:write`,
        `${items.delete} dictionary:write`,
        `${items.deleteMany} dictionary:write`,
        `${items.detail} dictionary:read`,
        `${items.ids} dictionary:read`,
        `${items.list} dictionary:read`,
        `${items.update} dictionary:write`,
        `${dictionaryPaths.items} null`,
        `${types.add} dictionary:write`,
        `${types.delete} dictionary:write`,
        `${types.deleteMany} dictionary:write`,
        `${types.detail} dictionary:read`,
        `${types.ids} dictionary:read`,
        `${types.list} dictionary:read`,
        `${types.update} dictionary:write`,
      ].sort(),
    );
  });

  it('refuses an enterprise administrator', async () => {
    expect((await post(demo.manager, types.list, { pageNum: 1, pageSize: 10 })).code).toBe(403);
  });

  it('answers enabled items of an enabled type in order, in the request language, to any account', async () => {
    const zh = await post<{ code: string; label: string }[]>(demo.manager, dictionaryPaths.items, {
      typeCode: 'invoice_kind',
    });
    expect(zh.data).toEqual([
      { code: 'vat_special', label: '增值税专用发票' },
      { code: 'vat_general', label: '增值税普通发票' },
    ]);
    const en = await post<{ code: string; label: string }[]>(
      demo.manager,
      dictionaryPaths.items,
      { typeCode: 'contract_kind' },
      'en',
    );
    expect(en.data.map((item) => item.label)).toEqual(['Goods', 'Engineering', 'Services']);
    expect((await post(demo.manager, dictionaryPaths.items, { typeCode: 'nothing_here' })).data).toEqual([]);
    expect((await post(demo.manager, dictionaryPaths.items, { typeCode: '1 bad' })).status).toBe(400);
  });

  it('adds a type and items, refuses duplicate codes in both languages, and logs each write', async () => {
    const added = await post<{ id: number; itemCount: number }>(demo.admin, types.add, {
      code: 'priority',
      nameZh: '优先级',
      nameEn: 'Priority',
      enabled: 'Y',
    });
    expect(added.code).toBe(200);
    expect(added.data.itemCount).toBe(0);
    const typeId = added.data.id;

    const duplicateType = await post<Refusal>(
      demo.admin,
      types.add,
      { code: 'priority', nameZh: '重复', nameEn: 'Again', enabled: 'Y' },
      'en',
    );
    expect(duplicateType.status).toBe(400);
    expect(duplicateType.data?.fieldErrors?.['code']).toBe('The code priority is already in use.');

    const item = { typeId, labelZh: '高', labelEn: 'High', order: 1, enabled: 'Y' };
    expect((await post(demo.admin, items.add, { ...item, code: 'high' })).code).toBe(200);
    const duplicateItem = await post<Refusal>(demo.admin, items.add, { ...item, code: 'high' });
    expect(duplicateItem.status).toBe(400);
    expect(duplicateItem.data?.fieldErrors?.['code']).toBe('编码 high 已被使用');
    // The same code in another type is fine.
    const [other] = await demo.server.sql<{ id: number }>(
      "select id from workbench.dictionary_types where code = 'contract_kind'",
    );
    expect((await post(demo.admin, items.add, { ...item, typeId: other?.id, code: 'high' })).code).toBe(200);

    const badOrder = await post(demo.admin, items.add, { ...item, code: 'low', order: -1 });
    expect(badOrder.status).toBe(400);

    const logged = await demo.server.sql<{ resource: string; action: string }>(
      "select resource, action from workbench.operate_logs where resource like 'dictionary%' and action <> 'refuse' order by id",
    );
    expect(logged).toEqual([
      { resource: 'dictionaryType', action: 'add' },
      { resource: 'dictionaryItem', action: 'add' },
      { resource: 'dictionaryItem', action: 'add' },
    ]);
  });

  it('refuses to delete a type that has items, saying how many, and deletes it once empty', async () => {
    const [type] = await demo.server.sql<{ id: number }>(
      "select id from workbench.dictionary_types where code = 'priority'",
    );
    const typeId = type?.id ?? 0;
    const refused = await post(demo.admin, types.delete, { id: typeId }, 'en');
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('Codes still belong to this dictionary type (1); delete them in the code list first.');
    const refusedZh = await post(demo.admin, types.delete, { id: typeId });
    expect(refusedZh.msg).toContain('1 个代码');

    const list = await post<{ list: { id: number; code: string }[] }>(demo.admin, items.list, {
      pageNum: 1,
      pageSize: 10,
      typeId,
    });
    expect(list.data.list.map((row) => row.code)).toEqual(['high']);
    expect((await post(demo.admin, items.delete, { id: list.data.list[0]?.id })).code).toBe(200);
    expect((await post(demo.admin, types.delete, { id: typeId })).code).toBe(200);
  });

  it('hides the items of a disabled type from the items call', async () => {
    const [type] = await demo.server.sql<{ id: number }>(
      "select id from workbench.dictionary_types where code = 'contract_kind'",
    );
    const disabled = await post<{ enabled: string }>(demo.admin, types.update, {
      id: type?.id,
      nameZh: '合同类别',
      nameEn: 'Contract kind',
      enabled: 'N',
    });
    expect(disabled.data.enabled).toBe('N');
    expect((await post(demo.manager, dictionaryPaths.items, { typeCode: 'contract_kind' })).data).toEqual([]);
  });
});
