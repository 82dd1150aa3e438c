/** The goods catalogue of the supply-chain page: open to signed-out visitors, texts per language. */
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoodsDetail, GoodsItem } from '../src/modules/ecommerce/schemas';
import { call, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LIST = '/share-ecommerce/goods/list';
const DETAIL = '/share-ecommerce/goods/detail';

describe('/share-ecommerce/goods/list', () => {
  it('lists the catalogue by SKU in Chinese, without a session, prices as 2-decimal strings', async () => {
    const response = await call(server, LIST, { body: {} });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json<{ code: number; data: GoodsItem[] }>();
    expect(code).toBe(200);
    expect(data).toHaveLength(8);
    expect(data.every((item) => Value.Check(GoodsItem, item))).toBe(true);
    const skus = data.map((item) => item.sku);
    expect(skus).toEqual([...skus].sort());
    expect(data.find((item) => item.sku === 'SKU-200118')).toEqual({
      sku: 'SKU-200118',
      name: 'ABS 安全帽（带透气孔）',
      brand: '3M',
      category: '劳保用品',
      unit: '顶',
      price: '35.50',
      stock: 1200,
    });
    expect(data.filter((item) => item.stock === 0).map((item) => item.sku)).toEqual(['SKU-400088']);
    expect(data.map((item) => item.price)).toContain('135.00');
  });

  it('answers in English for Accept-Language en, and the same with a session', async () => {
    const { token } = await signIn(server, 'buyer');
    for (const options of [{}, { token }]) {
      const data: GoodsItem[] = (await call(server, LIST, { body: {}, lang: 'en', ...options })).json().data;
      expect(data[0]).toEqual({
        sku: 'SKU-100231',
        name: 'A4 copy paper, 70 g/m² (5 reams per box)',
        brand: 'Deli',
        category: 'Office consumables',
        unit: 'box',
        price: '135.00',
        stock: 420,
      });
      expect(data.map((item) => item.category)).toContain('Personal protective equipment');
    }
  });

  it('refuses a body with fields', async () => {
    const response = await call(server, LIST, { body: { page: 1 }, lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: 'Invalid request: the field page is not allowed' });
  });
});

describe('/share-ecommerce/goods/detail', () => {
  it('details an item and its specification sheet in both languages', async () => {
    const zh = (await call(server, DETAIL, { body: { sku: 'SKU-100245' } })).json();
    expect(zh.code).toBe(200);
    expect(Value.Check(GoodsDetail, zh.data)).toBe(true);
    expect(zh.data).toMatchObject({ sku: 'SKU-100245', name: '88A 黑色激光打印硒鼓', brand: 'HP', price: '459.00' });
    expect(zh.data.specs[0]).toEqual({ label: '型号', value: 'CC388A' });
    expect(zh.data.specs[2]).toEqual({ label: '打印页数', value: '约 1500 页（5% 覆盖率）' });

    const en = (await call(server, DETAIL, { body: { sku: 'SKU-100245' }, lang: 'en' })).json().data;
    expect(en).toMatchObject({ name: '88A black laser toner cartridge', unit: 'piece', stock: 86 });
    expect(en.specs.map((line: { label: string }) => line.label)).toEqual([
      'Model',
      'Colour',
      'Page yield',
      'Compatible printers',
    ]);
  });

  it('details the sold-out item with stock 0', async () => {
    const data = (await call(server, DETAIL, { body: { sku: 'SKU-400088' }, lang: 'en' })).json().data;
    expect(data).toMatchObject({ name: 'Desktop label printer', stock: 0 });
    expect(data.specs).toHaveLength(4);
  });

  it('answers an unknown SKU with HTTP 200 and code 404, in the user language', async () => {
    const zh = await call(server, DETAIL, { body: { sku: 'SKU-999999' } });
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toEqual({ code: 404, msg: '没有这个商品', data: null });
    const en = await call(server, DETAIL, { body: { sku: 'sku-100231' }, lang: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ code: 404, msg: 'No item with this SKU.', data: null });
  });

  it('refuses a SKU outside ^[A-Za-z0-9-]{1,32}$, a missing one and extra fields with 400', async () => {
    for (const body of [
      { sku: '' },
      { sku: 'SKU 100231' },
      { sku: "SKU-1' OR '1'='1" },
      { sku: '../SKU-100231' },
      { sku: 'S'.repeat(33) },
      { sku: 100231 },
      {},
      { sku: 'SKU-100231', lang: 'en' },
    ]) {
      const response = await call(server, DETAIL, { body, lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^Invalid request: /),
        data: { fieldErrors: expect.any(Object) },
      });
    }
    expect((await call(server, DETAIL, { body: { sku: 'S'.repeat(32) } })).json().code).toBe(404);
  });
});
