/** Addresses of an account (user and e-commerce lists) and the division tree they are checked against. */
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AddressData, AreaTreeData, ProvinceListData } from '../src/modules/address/schemas';
import { call, useDemoServer } from './support';

const AddressList = Type.Array(AddressData);

const demo = useDemoServer();

const USER = '/share-system/userinfo/address';
const SHOP = '/share-ecommerce/address';

/** 北京市 / 市辖区 / 海淀区 and 广东省 / 深圳市 / 南山区. */
const BEIJING = { provinceCode: '11', cityCode: '1101', districtCode: '110108' };
const SHENZHEN = { provinceCode: '44', cityCode: '4403', districtCode: '440305' };
const address = (extra: Record<string, unknown> = {}) => ({
  receiverName: '李晓娜',
  phone: '13800138000',
  ...BEIJING,
  street: '中关村大街 1 号',
  ...extra,
});

async function list(token: string) {
  const response = await call(demo.server, `${USER}/list`, { body: {}, token });
  expect(response.json().code).toBe(200);
  const data = response.json().data as AddressData[];
  expect(Value.Check(AddressList, data)).toBe(true);
  return data;
}

async function add(token: string, body: Record<string, unknown>, prefix = USER) {
  const response = await call(demo.server, `${prefix}/add`, { body, token });
  expect(response.json()).toMatchObject({ code: 200 });
  return response.json().data as AddressData;
}

describe('/share-system/area/tree', () => {
  it('answers the province → city → district tree without a session', async () => {
    const response = await call(demo.server, '/share-system/area/tree', { body: {} });
    expect(response.json().code).toBe(200);
    const tree = response.json().data;
    expect(Value.Check(AreaTreeData, tree)).toBe(true);
    expect(tree.length).toBeGreaterThanOrEqual(31);
    const beijing = tree.find((p: { code: string }) => p.code === '11');
    expect(beijing.name).toBe('北京市');
    expect(beijing.children[0].children.map((d: { name: string }) => d.name)).toContain('海淀区');
  });

  it('refuses an unexpected field (400)', async () => {
    const response = await call(demo.server, '/share-system/area/tree', { body: { x: 1 } });
    expect(response.statusCode).toBe(400);
  });
});

describe('/share-system/userinfo/address/*', () => {
  it('needs a session (603)', async () => {
    for (const path of ['list', 'add', 'update', 'delete', 'default']) {
      const response = await call(demo.server, `${USER}/${path}`, { body: {} });
      expect([400, 200]).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.json().code).toBe(603);
    }
    const response = await call(demo.server, `${USER}/list`, { body: {} });
    expect(response.json()).toMatchObject({ code: 603, data: null });
  });

  it('adds, lists with names, updates, moves the default and deletes', async () => {
    expect(await list(demo.buyer)).toEqual([]);
    const first = await add(demo.buyer, address());
    expect(Value.Check(AddressData, first)).toBe(true);
    expect(first).toMatchObject({
      provinceName: '北京市',
      cityName: '市辖区',
      districtName: '海淀区',
      isDefault: true, // the first address is the default
    });
    const second = await add(demo.buyer, address({ ...SHENZHEN, street: '  科技园  ', phone: '0755-12345678' }));
    expect(second).toMatchObject({ street: '科技园', isDefault: false, districtName: '南山区' });
    const third = await add(demo.buyer, address({ receiverName: '王五', isDefault: true }));
    expect(third.isDefault).toBe(true);
    expect((await list(demo.buyer)).map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);

    const updated = await call(demo.server, `${USER}/update`, {
      body: { id: second.id, ...address({ street: '深南大道 9 号', ...SHENZHEN }) },
      token: demo.buyer,
    });
    expect(updated.json()).toMatchObject({
      code: 200,
      data: { id: second.id, street: '深南大道 9 号', isDefault: false },
    });

    const moved = await call(demo.server, `${USER}/default`, { body: { id: first.id }, token: demo.buyer });
    expect(moved.json()).toMatchObject({ code: 200, data: { id: first.id, isDefault: true } });
    expect((await list(demo.buyer)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([first.id]);

    // Deleting the default promotes the newest remaining address.
    const deleted = await call(demo.server, `${USER}/delete`, { body: { id: first.id }, token: demo.buyer });
    expect(deleted.json()).toMatchObject({ code: 200, data: null });
    expect((await list(demo.buyer)).map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    // Deleting a non-default leaves the default alone; deleting the last leaves none.
    await call(demo.server, `${USER}/delete`, { body: { id: second.id }, token: demo.buyer });
    await call(demo.server, `${USER}/delete`, { body: { id: third.id }, token: demo.buyer });
    expect(await list(demo.buyer)).toEqual([]);
  });

  it.each([
    ['a district of another city', address({ districtCode: '440305' }), '所选省、市、区县不匹配，请重新选择'],
    ['a city of another province', address({ cityCode: '4403' }), '所选省、市、区县不匹配，请重新选择'],
    ['an unknown province', address({ provinceCode: '99' }), '所选省、市、区县不匹配，请重新选择'],
    ['a missing district', address({ districtCode: '' }), '所选省、市、区县不匹配，请重新选择'],
    ['a 10,000-character street', address({ street: '街'.repeat(10_000) }), '详细地址应为 1 到 200 个字符'],
    ['a blank street', address({ street: '   ' }), '详细地址应为 1 到 200 个字符'],
    ['a bad phone', address({ phone: '12345' }), '手机号码格式不正确：应为 11 位手机号或带区号的固定电话'],
    ['a blank receiver', address({ receiverName: ' ' }), '收货人应为 1 到 30 个字符'],
  ])('refuses %s with 400 and a clear message, storing nothing', async (_name, body, msg) => {
    const response = await call(demo.server, `${USER}/add`, { body, token: demo.buyer });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg, data: null });
    expect(await list(demo.buyer)).toEqual([]);
  });

  it('answers the refusal in English', async () => {
    const response = await call(demo.server, `${USER}/add`, {
      body: address({ street: 'x'.repeat(201) }),
      token: demo.buyer,
      lang: 'en',
    });
    expect(response.json()).toMatchObject({ code: 400, msg: 'The street address must be 1 to 200 characters long.' });
  });

  it('accepts a 200-character street', async () => {
    const stored = await add(demo.buyer, address({ street: '路'.repeat(200) }));
    expect([...stored.street].length).toBe(200);
    await call(demo.server, `${USER}/delete`, { body: { id: stored.id }, token: demo.buyer });
  });

  it('refuses a bad update with 400 and keeps the address', async () => {
    const stored = await add(demo.buyer, address());
    const response = await call(demo.server, `${USER}/update`, {
      body: { id: stored.id, ...address({ cityCode: '4403' }) },
      token: demo.buyer,
    });
    expect(response.statusCode).toBe(400);
    expect((await list(demo.buyer))[0]).toEqual(stored);
    await call(demo.server, `${USER}/delete`, { body: { id: stored.id }, token: demo.buyer });
  });

  it("answers code 404 for another account's address and changes nothing", async () => {
    const mine = await add(demo.admin, address({ receiverName: '王明远' }));
    for (const [path, body] of [
      ['update', { id: mine.id, ...address({ street: '改了' }) }],
      ['delete', { id: mine.id }],
      ['default', { id: mine.id }],
    ] as const) {
      const response = await call(demo.server, `${USER}/${path}`, { body, token: demo.buyer });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 404, msg: '没有这个地址', data: null });
    }
    expect(await list(demo.admin)).toEqual([mine]);
    expect(await list(demo.buyer)).toEqual([]);
    // An e-commerce call does not reach a user-list address either.
    const shop = await call(demo.server, `${SHOP}/delete`, { body: { id: mine.id }, token: demo.admin });
    expect(shop.json()).toMatchObject({ code: 404 });
    expect(await list(demo.admin)).toEqual([mine]);
  });

  it('refuses a malformed id (400)', async () => {
    const response = await call(demo.server, `${USER}/delete`, { body: { id: 'x' }, token: demo.buyer });
    expect(response.statusCode).toBe(400);
  });
});

describe('/share-ecommerce/address/*', () => {
  it('lists the provinces', async () => {
    const response = await call(demo.server, `${SHOP}/getProArea`, { body: {}, token: demo.buyer });
    expect(Value.Check(ProvinceListData, response.json().data)).toBe(true);
    expect(response.json().data).toContainEqual({ code: '44', name: '广东省' });
  });

  it('keeps its own list: add, update, setDefault, delete, by province', async () => {
    const a = await add(demo.buyer, address(), SHOP);
    const b = await add(demo.buyer, address(SHENZHEN), SHOP);
    const c = await add(demo.buyer, address({ ...SHENZHEN, street: '福田' }), SHOP);
    expect(a.isDefault).toBe(true);
    // The user list is separate.
    expect(await list(demo.buyer)).toEqual([]);

    const byProvince = await call(demo.server, `${SHOP}/getAddressListByProCode`, {
      body: { proCode: '44' },
      token: demo.buyer,
    });
    expect(byProvince.json().data.map((x: AddressData) => x.id)).toEqual([c.id, b.id]);

    const set = await call(demo.server, `${SHOP}/setDefault`, { body: { id: b.id }, token: demo.buyer });
    expect(set.json()).toMatchObject({ code: 200, data: { id: b.id, isDefault: true } });
    const updated = await call(demo.server, `${SHOP}/update`, {
      body: { id: c.id, ...address({ ...SHENZHEN, street: '罗湖' }) },
      token: demo.buyer,
    });
    expect(updated.json()).toMatchObject({ code: 200, data: { street: '罗湖' } });
    const bad = await call(demo.server, `${SHOP}/update`, {
      body: { id: c.id, ...address({ street: '街'.repeat(10_000) }) },
      token: demo.buyer,
    });
    expect(bad.statusCode).toBe(400);

    await call(demo.server, `${SHOP}/delete`, { body: { id: b.id }, token: demo.buyer });
    const after = await call(demo.server, `${SHOP}/getAddressListByProCode`, {
      body: { proCode: '44' },
      token: demo.buyer,
    });
    expect(after.json().data).toMatchObject([{ id: c.id, isDefault: true, street: '罗湖' }]);
    const other = await call(demo.server, `${SHOP}/getAddressListByProCode`, {
      body: { proCode: '11' },
      token: demo.admin,
    });
    expect(other.json().data).toEqual([]);
  });
});
