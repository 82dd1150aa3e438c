/** Menus, routes, user info and dashboard figures per account (docs/wire-protocol.md). */
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SummaryData, ToDoItem } from '../src/modules/ecommerce/schemas';
import { MENU_TREE, type MenuSeed } from '../src/db/seed/base';
import type { MenuEntry } from '../src/modules/system/service';
import { AttachedAccountData, DetailData } from '../src/modules/userinfo/schemas';
import { call, useDemoServer } from './support';

const demo = useDemoServer();

const codes = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.code, ...codes(entry.children ?? [])]);
const find = (entries: MenuEntry[], code: string): MenuEntry | undefined =>
  entries.flatMap((entry) => [entry, ...(entry.children ?? [])]).find((entry) => entry.code === code);

async function menuTree(token: string, lang: 'zh' | 'en' = 'zh', appId: number | string = 1): Promise<MenuEntry[]> {
  const response = await call(demo.server, '/share-system/menu/getLeftMenuList', { body: { appId }, token, lang });
  expect(response.json().code).toBe(200);
  return response.json().data;
}

describe('/share-system/menu/getLeftMenuList', () => {
  it('gives the platform administrator every entry, hidden ones included', async () => {
    const tree = await menuTree(demo.admin);
    expect(tree.map((entry) => entry.code)).toEqual([
      'organization',
      'system_manage',
      'project_manage',
      'mro_manage',
      'log_manage',
      'delay_ticket_manage',
      'process_manage',
      'report_center',
      'document',
      'user_address',
      'help',
    ]);
    expect(codes(tree)).toEqual(
      expect.arrayContaining([
        'menu_manage',
        'people_manage',
        'operate_log',
        'search_log',
        'company_manage',
        'org_structure',
        'role_auth',
      ]),
    );
    expect(find(tree, 'menu_manage')).toEqual({
      code: 'menu_manage',
      url: 'menuManage',
      name: '菜单管理',
      icon: 'menu',
      hiddenFlag: 'N',
      type: 'in',
      href: '',
      menuTips: '配置各应用的菜单',
    });
    expect(find(tree, 'delay_order_list')).toMatchObject({ hiddenFlag: 'Y', type: 'in', url: 'delayOrderList' });
    expect(find(tree, 'help')).toMatchObject({ type: 'in', href: '', url: 'help', menuTips: '常见任务的操作指南' });
    expect(find(tree, 'organization')?.children?.map((entry) => entry.url)).toEqual([
      'companyManage',
      'orgStructure',
      'peopleManage',
    ]);
  });

  it('gives enterprise staff fewer entries: no menu_manage and no logs, but people_manage', async () => {
    const tree = await menuTree(demo.buyer);
    expect(codes(tree)).toEqual([
      'organization',
      'people_manage',
      'process_manage',
      'process_list',
      'flow_modal',
      'report_center',
      'my_report',
      'report_detail',
      'document',
      'user_address',
      'help',
    ]);
    expect(codes(tree)).not.toContain('menu_manage');
  });

  it('names entries in the language of Accept-Language', async () => {
    const tree = await menuTree(demo.buyer, 'en');
    expect(tree.map((entry) => entry.name)).toEqual([
      'Organisation',
      'Approval processes',
      'Reports',
      'Documents',
      'Addresses',
      'Help centre',
    ]);
    expect(find(tree, 'help')?.menuTips).toBe('How to do common tasks');
  });

  it('accepts appId as a digit string and answers [] for an application without menus', async () => {
    expect(codes(await menuTree(demo.buyer, 'zh', '1'))).toContain('people_manage');
    expect(await menuTree(demo.admin, 'zh', 99)).toEqual([]);
  });
});

describe('/share-system/menu/getRouters', () => {
  it('lists the permitted in-routes flat, hidden ones included, groups and external links left out', async () => {
    const response = await call(demo.server, '/share-system/menu/getRouters', {
      body: { appId: 1 },
      token: demo.admin,
    });
    const routes: MenuEntry[] = response.json().data;
    // Every in-route of the base menu tree, in its order, hidden ones included (the help centre
    // too); the groups are left out.
    const inRoutes = (entries: MenuSeed[]): string[] =>
      entries.flatMap((entry) => [
        ...(entry.url && entry.type !== 'out' ? [entry.code] : []),
        ...inRoutes(entry.children ?? []),
      ]);
    const codes = routes.map((route) => route.code);
    expect(codes).toEqual(inRoutes(MENU_TREE));
    expect(codes).toEqual(expect.arrayContaining(['menu_management', 'resource_management', 'people_manage']));
    expect(codes).not.toContain('system_manage');
    expect(routes.every((route) => route.children === undefined && route.type === 'in')).toBe(true);
    const buyerRoutes = (
      await call(demo.server, '/share-system/menu/getRouters', { body: { appId: 1 }, token: demo.buyer })
    ).json().data;
    expect(buyerRoutes.map((route: MenuEntry) => route.url)).toEqual([
      'peopleManage',
      'processList',
      'flowModal',
      'myReport',
      'reportDetail',
      'document',
      'userAddress',
      'help',
    ]);
  });
});

describe('/share-system/userinfo', () => {
  it('details the account, the companies of the person and the user info', async () => {
    const response = await call(demo.server, '/share-system/userinfo/detail', { body: {}, token: demo.admin });
    const data = response.json().data;
    expect(Value.Check(DetailData, data)).toBe(true);
    expect(data.account).toMatchObject({ account: 'admin' });
    expect(data.userInfo).toEqual({
      name: '王明远',
      avatarUrl: '/static/avatars/wang-mingyuan.svg',
      idCardName: null,
      idCardMasked: null,
    });
    expect(data.companyList).toEqual([
      expect.objectContaining({
        name: '汇采集团',
        default: 'Y',
        logoUrl: '/static/logos/huicai.svg',
        companyId: data.account.companyId,
      }),
      expect.objectContaining({ name: '远航供应链', default: 'N', logoUrl: '/static/logos/yuanhang.svg' }),
    ]);
    const buyerData = (await call(demo.server, '/share-system/userinfo/detail', { body: {}, token: demo.buyer })).json()
      .data;
    expect(buyerData.userInfo).toEqual({ name: '李晓娜', avatarUrl: null, idCardName: null, idCardMasked: null });
    expect(buyerData.companyList.map((company: { logoUrl: string | null }) => company.logoUrl)).toEqual([null, null]);
  });

  it('lists the attached company accounts', async () => {
    const response = await call(demo.server, '/share-system/userinfo/company/list', { body: {}, token: demo.buyer });
    const data = response.json().data;
    expect(data.every((item: unknown) => Value.Check(AttachedAccountData, item))).toBe(true);
    expect(data.map((item: { account: string; companyName: string }) => [item.account, item.companyName])).toEqual([
      ['buyer', '杭州青禾贸易有限公司'],
      ['buyer.bc', '北京北辰工程技术有限公司'],
    ]);
  });

  it('refuses a body with fields and a call without a session', async () => {
    expect(
      (await call(demo.server, '/share-system/userinfo/detail', { body: { id: 1 }, token: demo.admin })).statusCode,
    ).toBe(400);
    expect((await call(demo.server, '/share-system/userinfo/company/list', { body: {} })).json().code).toBe(603);
  });
});

describe('/share-ecommerce dashboard', () => {
  it('computes order figures from the order rows, platform-wide and per company', async () => {
    const adminSummary = (
      await call(demo.server, '/share-ecommerce/orderRelatedSummary/platformAndCompanySummary', {
        body: {},
        token: demo.admin,
      })
    ).json().data;
    expect(Value.Check(SummaryData, adminSummary)).toBe(true);
    expect(adminSummary).toEqual({
      platform: { orderCount: 18, orderAmount: 261581.09 },
      company: { orderCount: 6, orderAmount: 84970.8 },
    });
    const buyerSummary = (
      await call(demo.server, '/share-ecommerce/orderRelatedSummary/platformAndCompanySummary', {
        body: {},
        token: demo.buyer,
      })
    ).json().data;
    expect(buyerSummary.company).toEqual({ orderCount: 4, orderAmount: 19949.5 });
  });

  it("lists the company's applications in review (流程申请's 审批中), newest first, by the titles their applicants gave", async () => {
    const response = await call(demo.server, '/share-ecommerce/apply/getListOfToDo', {
      body: {},
      token: demo.buyer,
      lang: 'en',
    });
    const items: ToDoItem[] = response.json().data;
    expect(items.every((item) => Value.Check(ToDoItem, item))).toBe(true);
    // A title is what the applicant typed: the same in every request language.
    expect(items.map((item) => item.title)).toEqual(['门店办公用品到货', '旗舰店装修完工验收', '办公耗材补货到货']);
    expect(items[0]!.createTime).toBeGreaterThan(items[1]!.createTime);
  });
});

describe('/share-system/theme (a company shares its brand colour)', () => {
  it('answers null for the default, stores a colour for the caller company only, and clears it', async () => {
    const get = async (token: string) =>
      (await call(demo.server, '/share-system/theme/get', { body: {}, token })).json();
    expect(await get(demo.admin)).toMatchObject({ code: 200, data: { primary: null } });

    const update = await call(demo.server, '/share-system/theme/update', {
      body: { primary: '#E6A23C' },
      token: demo.admin,
    });
    expect(update.json()).toMatchObject({ code: 200, data: { primary: '#e6a23c' } });
    expect(await get(demo.admin)).toMatchObject({ data: { primary: '#e6a23c' } });
    expect(await get(demo.buyer)).toMatchObject({ data: { primary: null } });

    await call(demo.server, '/share-system/theme/update', { body: { primary: null }, token: demo.admin });
    expect(await get(demo.admin)).toMatchObject({ data: { primary: null } });
  });

  it('refuses a value that is not #rrggbb, in the user language, and keeps the colour', async () => {
    await call(demo.server, '/share-system/theme/update', { body: { primary: '#112233' }, token: demo.buyer });
    for (const primary of ['red', '#12345', 'url(javascript:1)', 42]) {
      const response = await call(demo.server, '/share-system/theme/update', {
        body: { primary },
        token: demo.buyer,
        lang: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/primary/) });
    }
    expect((await call(demo.server, '/share-system/theme/get', { body: {}, token: demo.buyer })).json().data).toEqual({
      primary: '#112233',
    });
  });
});
