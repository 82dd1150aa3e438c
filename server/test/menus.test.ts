/**
 * Menus and resources (docs/screens.md, "Access"): every rule of an entry refused on its field in
 * both languages with nothing written; an entry's `menu` resource made, renamed and deleted with
 * it; the sidebar's calls follow each change; resources list the routes that check them, and one a
 * route names is not deleted.
 */
import {
  describeRoute,
  MENU_ICONS,
  menuPaths,
  menuResource,
  resourceResource,
  SCREEN_URLS,
} from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../src/modules/system/service';
import { call, type Envelope, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager');

type FieldErrors = { fieldErrors?: Record<string, string> } | null;
type Row = { id: number; parentId: number | null; code: string; sort: number; nameEn: string; hiddenFlag: string };
type ResourceRow = { id: number; code: string; kind: string; routes: string[]; roleCount: number; menuId: number };

async function post<T = unknown>(url: string, body: object, lang: 'zh' | 'en' = 'zh', token = demo.admin) {
  const response = await call(demo.server, url, { body, token, lang });
  return response.json<Envelope<T>>();
}

const sql = <T>(text: string, params: unknown[] = []) => demo.server.sql<T>(text, params);

/** How many rows each table the menu screens write holds. */
async function counts() {
  const [row] = await sql<Record<string, number>>(`select
    (select count(*)::int from workbench.menus) as menus,
    (select count(*)::int from workbench.resources) as resources,
    (select count(*)::int from workbench.role_resources) as grants,
    (select count(*)::int from workbench.operate_logs) as logs`);
  return row;
}

async function menuId(code: string): Promise<number> {
  const [row] = await sql<{ id: number }>('select id from workbench.menus where app_id = 1 and code = $1', [code]);
  if (!row) throw new Error(`no entry ${code}`);
  return row.id;
}

/** A valid add body under `parentId`; `fields` override. */
const entry = (parentId: number | null, fields: Record<string, unknown> = {}) => ({
  appId: 1,
  parentId,
  code: 'test_screen',
  type: 'in',
  url: 'codeList',
  href: '',
  nameZh: '测试页面',
  nameEn: 'Test screen',
  icon: 'list',
  hiddenFlag: 'N',
  menuTipsZh: '',
  menuTipsEn: '',
  ...fields,
});

const flat = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);

async function leftMenu(lang: 'zh' | 'en' = 'zh') {
  return flat((await post<MenuEntry[]>('/share-system/menu/getLeftMenuList', { appId: 1 }, lang)).data);
}
async function routers() {
  return (await post<MenuEntry[]>('/share-system/menu/getRouters', { appId: 1 })).data;
}

describe('the contract lists', () => {
  it('name every url and icon of the seeded menus', async () => {
    const rows = await sql<{ url: string; icon: string }>('select url, icon from workbench.menus');
    for (const { url, icon } of rows) {
      if (url) expect(SCREEN_URLS).toContain(url);
      if (icon) expect(MENU_ICONS).toContain(icon);
    }
  });
});

describe('the routes', () => {
  it('name menu:*, resource:*, menu:read or app:write on every menu, resource and application call but the sidebar two and accessV2', () => {
    const ours = demo.server.app.routeAccess.filter((route) =>
      /^\/share-system\/(menu|resource|app)\//.test(route.url),
    );
    const named = Object.fromEntries(ours.map((route) => [route.url, route.resource]));
    expect(named).toEqual({
      '/share-system/menu/getLeftMenuList': null,
      '/share-system/menu/getRouters': null,
      '/share-system/menu/list': 'menu:read',
      '/share-system/menu/detail': 'menu:read',
      '/share-system/menu/ids': 'menu:read',
      '/share-system/menu/add': 'menu:write',
      '/share-system/menu/update': 'menu:write',
      '/share-system/menu/delete': 'menu:write',
      '/share-system/menu/deleteMany': 'menu:write',
      '/share-system/menu/tree': 'menu:read',
      '/share-system/menu/move': 'menu:write',
      '/share-system/resource/list': 'resource:read',
      '/share-system/resource/detail': 'resource:read',
      '/share-system/resource/ids': 'resource:read',
      '/share-system/resource/add': 'resource:write',
      '/share-system/resource/update': 'resource:write',
      '/share-system/resource/delete': 'resource:write',
      '/share-system/resource/deleteMany': 'resource:write',
      '/share-system/app/list': 'menu:read',
      '/share-system/app/detail': 'menu:read',
      '/share-system/app/ids': 'menu:read',
      '/share-system/app/add': 'app:write',
      '/share-system/app/update': 'app:write',
      '/share-system/app/accessV2': null,
    });
  });
});

describe('menu entries', () => {
  it('refuses each broken rule on its field in zh and en, and writes nothing', async () => {
    const system = await menuId('system_manage');
    const people = await menuId('people_manage');
    const long = (n: number) => 'x'.repeat(n);
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { code: '9lives' },
        'code',
        '编码须以字母开头，只含字母、数字、_ 和 -，不超过 64 个字符',
        'The code must start with a letter and hold only letters, digits, _ or -, at most 64 characters.',
      ],
      [
        { code: 'has space' },
        'code',
        '编码须以字母开头，只含字母、数字、_ 和 -，不超过 64 个字符',
        'The code must start with a letter and hold only letters, digits, _ or -, at most 64 characters.',
      ],
      [{ code: '' }, 'code', '此项为必填项', 'This field is required.'],
      [{ code: 'people_manage' }, 'code', '编码 people_manage 已被使用', 'The code people_manage is already in use.'],
      [
        { url: 'notAScreen' },
        'url',
        '页面须是控制台的页面之一（不选则为分组）',
        "The screen must be one of the console's screens (none makes a group).",
      ],
      [
        { href: 'https://example.com' },
        'href',
        '控制台页面不能填写链接地址',
        'A console screen has no link address: leave it empty.',
      ],
      ...[
        'javascript:alert(1)',
        'data:text/html,hi',
        '/relative',
        '//evil.example.com',
        'ftp://example.com',
        'https://',
        'https://exa mple.com',
        '',
      ].map((href): [Record<string, unknown>, string, string, string] => [
        { type: 'out', url: '', href },
        'href',
        href === '' ? '此项为必填项' : '链接地址须是以 http:// 或 https:// 开头的完整地址',
        href === ''
          ? 'This field is required.'
          : 'The link address must be a full address starting with http:// or https://.',
      ]),
      [
        { type: 'out', url: 'codeList', href: 'https://example.com' },
        'url',
        '外部链接不能选择页面',
        'An external link opens no screen: leave the screen empty.',
      ],
      [{ icon: 'rocket' }, 'icon', '图标须是侧边栏能显示的图标之一', 'The icon must be one the sidebar can show.'],
      [{ nameZh: '  ' }, 'nameZh', '此项为必填项', 'This field is required.'],
      [{ nameEn: long(31) }, 'nameEn', '不能超过 30 个字符', 'At most 30 characters.'],
      [{ menuTipsEn: long(101) }, 'menuTipsEn', '不能超过 100 个字符', 'At most 100 characters.'],
      [
        { parentId: people },
        'parentId',
        '菜单项只能放在同一应用的分组之下',
        'An entry can only go under a group of the same application.',
      ],
      [{ parentId: 999_999 }, 'parentId', '没有这个菜单项', 'No such menu entry.'],
      [{ appId: 999 }, 'appId', '没有这个应用', 'No such application.'],
    ];
    const before = await counts();
    for (const [fields, field, zh, en] of cases) {
      for (const [lang, msg] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const answer = await post<FieldErrors>(menuResource.paths.add, entry(system, fields), lang);
        expect(answer, `${JSON.stringify(fields)} ${lang}`).toMatchObject({ code: 400, msg });
        expect(answer.data?.fieldErrors?.[field]).toBe(msg);
      }
    }
    // An update is checked by the same rules.
    const bad = await post<FieldErrors>(
      menuResource.paths.update,
      {
        ...entry(null),
        appId: undefined,
        parentId: undefined,
        id: people,
        code: 'people_manage',
        url: 'javascript:alert(1)',
      },
      'en',
    );
    expect(bad.data?.fieldErrors?.['url']).toBe(
      "The screen must be one of the console's screens (none makes a group).",
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses an update to a javascript: or data: link on href in zh and en, for an out entry and an in entry made out, changing nothing', async () => {
    // A `type` `out` entry's `href` is an absolute http: or https: address (docs/screens.md,
    // "Access", "Menus"), on an update as on an add.
    type Stored = {
      code: string;
      type: string;
      url: string;
      href: string;
      name_zh: string;
      name_en: string;
      icon: string;
      hidden_flag: string;
      menu_tips_zh: string;
      menu_tips_en: string;
    };
    const stored = async (id: number) =>
      (await sql<Stored>('select * from workbench.menus where id = $1', [id]))[0] as Stored | undefined;
    // The base data has no link entry: one is made for the test, and removed after it.
    const link = await post<Row>(
      menuResource.paths.add,
      entry(await menuId('system_manage'), {
        code: 'test_link',
        type: 'out',
        url: '',
        href: 'https://help.example.com/',
      }),
    );
    expect(link.code).toBe(200);
    const before = await counts();
    for (const [code, type] of [
      ['test_link', 'out'],
      ['document', 'in'],
    ] as const) {
      const id = await menuId(code);
      const row = await stored(id);
      expect(row?.type).toBe(type);
      for (const href of ['javascript:alert(1)', 'data:text/html,<b>x</b>']) {
        for (const [lang, msg] of [
          ['zh', '链接地址须是以 http:// 或 https:// 开头的完整地址'],
          ['en', 'The link address must be a full address starting with http:// or https://.'],
        ] as const) {
          const answer = await post<FieldErrors>(
            menuResource.paths.update,
            {
              id,
              code: row?.code,
              type: 'out',
              url: '',
              href,
              nameZh: row?.name_zh,
              nameEn: row?.name_en,
              icon: row?.icon,
              hiddenFlag: row?.hidden_flag,
              menuTipsZh: row?.menu_tips_zh,
              menuTipsEn: row?.menu_tips_en,
            },
            lang,
          );
          expect(answer, `${code} ${href} ${lang}`).toMatchObject({ code: 400, msg });
          expect(answer.data?.fieldErrors?.['href']).toBe(msg);
        }
      }
      expect(await stored(id)).toEqual(row);
    }
    expect(await counts()).toEqual(before);
    expect((await post(menuResource.paths.delete, { id: link.data.id })).code).toBe(200);
  });

  it('adds an entry under a group with its menu resource, and the sidebar shows it', async () => {
    const system = await menuId('system_manage');
    const siblings = await sql<{ n: number }>('select count(*)::int as n from workbench.menus where parent_id = $1', [
      system,
    ]);
    const added = await post<Row>(menuResource.paths.add, entry(system));
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ parentId: system, code: 'test_screen', sort: siblings[0]?.n });
    const [opener] = await sql<{ code: string; name_zh: string; name_en: string; kind: string; menu_id: number }>(
      "select code, name_zh, name_en, kind, menu_id from workbench.resources where code = 'app1:test_screen'",
    );
    expect(opener).toEqual({
      code: 'app1:test_screen',
      name_zh: '打开测试页面',
      name_en: 'Open Test screen',
      kind: 'menu',
      menu_id: added.data.id,
    });
    const logged = await sql<{ action: string; resource: string }>(
      "select action, resource from workbench.operate_logs where account = 'admin' order by id desc limit 2",
    );
    expect(logged).toEqual([
      { action: 'add', resource: 'menu' },
      { action: 'add', resource: 'resource' },
    ]);
    expect((await leftMenu()).find((e) => e.code === 'test_screen')).toMatchObject({
      name: '测试页面',
      url: 'codeList',
    });

    // A group has no resource of its own.
    const group = await post<Row>(menuResource.paths.add, entry(null, { code: 'test_group', url: '', icon: '' }));
    expect(group.code).toBe(200);
    expect(await sql("select 1 from workbench.resources where code = 'app1:test_group'")).toEqual([]);
  });

  it('renames the entry and its resource; getRouters and the English menu follow; hidden stays routable', async () => {
    const id = await menuId('test_screen');
    const update = (fields: Record<string, unknown>) =>
      post<Row>(menuResource.paths.update, { ...entry(null), appId: undefined, parentId: undefined, id, ...fields });
    expect((await update({ code: 'test_renamed', nameEn: 'Renamed screen' })).code).toBe(200);
    const [opener] = await sql<{ code: string; name_en: string }>(
      'select code, name_en from workbench.resources where menu_id = $1',
      [id],
    );
    expect(opener).toEqual({ code: 'app1:test_renamed', name_en: 'Open Renamed screen' });
    expect((await leftMenu('en')).find((e) => e.code === 'test_renamed')?.name).toBe('Renamed screen');
    expect((await routers()).map((r) => r.code)).toContain('test_renamed');
    expect((await routers()).map((r) => r.code)).not.toContain('test_screen');

    expect((await update({ code: 'test_renamed', nameEn: 'Renamed screen', hiddenFlag: 'Y' })).code).toBe(200);
    expect((await leftMenu()).find((e) => e.code === 'test_renamed')?.hiddenFlag).toBe('Y');
    expect((await routers()).find((r) => r.code === 'test_renamed')).toMatchObject({ hiddenFlag: 'Y' });
  });

  it('moves entries among their siblings and under groups, never under themselves or a non-group', async () => {
    const id = await menuId('test_renamed');
    const group = await menuId('test_group');
    const tree = async () => (await post<Row[]>(menuPaths.tree, { appId: 1 })).data;

    const top = await post<Row>(menuPaths.move, { id, parentId: null, index: 0 });
    expect(top.data).toMatchObject({ parentId: null, sort: 0 });
    expect((await tree())[0]?.id).toBe(id);
    const down = await post<Row>(menuPaths.move, { id, parentId: null, index: 1 });
    expect(down.data.sort).toBe(1);
    expect(
      (await tree())
        .filter((r) => r.parentId === null)
        .map((r) => r.id)
        .indexOf(id),
    ).toBe(1);

    const under = await post<Row>(menuPaths.move, { id, parentId: group });
    expect(under.data).toMatchObject({ parentId: group, sort: 0 });
    // Parents come before their children in the tree.
    const ordered = (await tree()).map((r) => r.id);
    expect(ordered.indexOf(group)).toBeLessThan(ordered.indexOf(id));

    const inner = await post<Row>(menuResource.paths.add, entry(group, { code: 'test_inner', url: '' }));
    const before = await counts();
    for (const [parentId, zh, en] of [
      [group, '不能把菜单项移到它自己或它的下级之下', 'An entry cannot move under itself or one of its own entries.'],
      [
        inner.data.id,
        '不能把菜单项移到它自己或它的下级之下',
        'An entry cannot move under itself or one of its own entries.',
      ],
      [
        await menuId('people_manage'),
        '菜单项只能放在同一应用的分组之下',
        'An entry can only go under a group of the same application.',
      ],
    ] as const) {
      for (const [lang, msg] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const answer = await post<FieldErrors>(menuPaths.move, { id: group, parentId }, lang);
        expect(answer).toMatchObject({ code: 400, msg });
        expect(answer.data?.fieldErrors?.['parentId']).toBe(msg);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses to delete a group with entries, naming them, and an entry whose resources routes check', async () => {
    const group = await menuId('test_group');
    const before = await counts();
    const refused = await post(menuResource.paths.delete, { id: group }, 'en');
    expect(refused).toMatchObject({
      code: 400,
      msg: 'The entry still has entries under it; delete or move them first: Renamed screen、Test screen',
    });
    const routed = await post(menuResource.paths.delete, { id: await menuId('people_manage') });
    expect(routed).toMatchObject({ code: 400, msg: '以下资源仍有操作需要，不能删除这个菜单项：查看人员、编辑人员' });
    expect(await counts()).toEqual(before);
  });

  it('deletes an entry with its resources and their grants, logging each', async () => {
    const id = await menuId('test_renamed');
    const [role] = await sql<{ id: number }>("select id from workbench.roles where code = 'enterprise_staff'");
    await sql(
      'insert into workbench.role_resources (role_id, resource_id) select $1, id from workbench.resources where menu_id = $2',
      [role?.id, id],
    );
    const before = await counts();
    expect((await post(menuResource.paths.delete, { id })).code).toBe(200);
    expect(await sql('select 1 from workbench.resources where menu_id = $1', [id])).toEqual([]);
    expect(await counts()).toEqual({
      ...before,
      menus: (before?.menus ?? 0) - 1,
      resources: (before?.resources ?? 0) - 1,
      grants: (before?.grants ?? 0) - 1,
      logs: (before?.logs ?? 0) + 2,
    });
    expect((await routers()).map((r) => r.code)).not.toContain('test_renamed');
  });

  it('refuses an enterprise administrator, logging the refusal', async () => {
    const answer = await post(menuResource.paths.list, { pageNum: 1, pageSize: 10 }, 'zh', demo.manager);
    expect(answer.code).toBe(403);
    const [refusal] = await sql<{ resource: string }>(
      "select resource from workbench.operate_logs where account = 'manager' and action = 'refuse' order by id desc limit 1",
    );
    expect(refusal?.resource).toBe('menu');
  });
});

describe('resources', () => {
  const list = async (filters: Record<string, unknown>) =>
    (
      await post<{ total: number; list: ResourceRow[] }>(resourceResource.paths.list, {
        pageNum: 1,
        pageSize: 100,
        ...filters,
      })
    ).data;

  it('lists the routes that check each code', async () => {
    const [row] = (await list({ keyword: 'person:write' })).list;
    expect(row?.routes).toEqual(expect.arrayContaining(['新增人员', '启用或停用人员', '重置人员的密码']));
    expect(row?.routes.join(' ')).not.toMatch(/POST|GET|\/share-/);
    const english = (
      await post<{ list: ResourceRow[] }>(
        resourceResource.paths.list,
        { pageNum: 1, pageSize: 1, keyword: 'person:read' },
        'en',
      )
    ).data.list[0];
    expect(english?.routes).toEqual([
      'View the person list',
      'Find every matching person',
      'View person details',
      'View person accounts',
      'Export the person list',
    ]);
    expect(row?.roleCount).toBeGreaterThan(0);
    const menus = await list({ kind: 'menu', menuId: await menuId('people_manage') });
    expect(menus.list.map((r) => r.code)).toEqual(['app1:people_manage']);
    expect((await list({ appId: 2 })).total).toBe(0);
  });

  it('has words for every route that needs a permission, in zh and en', () => {
    const guarded = demo.server.app.routeAccess.filter((route) => typeof route.resource === 'string');
    expect(guarded.length).toBeGreaterThan(100);
    const unnamed = guarded
      .filter((route) => !describeRoute(route.url, 'zh') || !describeRoute(route.url, 'en'))
      .map((route) => `${route.method} ${route.url}`);
    expect(unnamed).toEqual([]);
  });

  it('adds, edits and deletes an action point; refuses menu points, groups, reserved and taken codes', async () => {
    const screen = await menuId('code_list');
    const body = {
      menuId: screen,
      code: 'codeList:write',
      nameZh: '编辑代码',
      nameEn: 'Edit codes',
      kind: 'action',
      platformOnly: 'Y',
    };
    const before = await counts();
    for (const [fields, field, zh, en] of [
      [
        { kind: 'menu' },
        'kind',
        '“打开菜单”类资源随菜单项创建，不能手工新增，请选择操作或查询',
        'A resource that opens an entry comes with the entry; choose Action or Read.',
      ],
      [
        { code: 'app1:code_list_2' },
        'code',
        '以 app<应用编号>: 开头的编码留给菜单项的“打开菜单”资源',
        'Codes starting app<application id>: are kept for the resources that open menu entries.',
      ],
      [{ code: 'person:read' }, 'code', '编码 person:read 已被使用', 'The code person:read is already in use.'],
      [
        { menuId: await menuId('system_manage') },
        'menuId',
        '资源须属于打开页面或链接的菜单项，不能属于分组',
        'A resource belongs to an entry that opens a screen or a link, not to a group.',
      ],
    ] as const) {
      for (const [lang, msg] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const answer = await post<FieldErrors>(resourceResource.paths.add, { ...body, ...fields }, lang);
        expect(answer).toMatchObject({ code: 400, msg });
        expect(answer.data?.fieldErrors?.[field]).toBe(msg);
      }
    }
    expect(await counts()).toEqual(before);

    const added = await post<ResourceRow>(resourceResource.paths.add, body);
    expect(added.data).toMatchObject({ code: 'codeList:write', kind: 'action', routes: [], roleCount: 0 });
    const edited = await post<ResourceRow>(resourceResource.paths.update, {
      id: added.data.id,
      menuId: screen,
      nameZh: '维护代码',
      nameEn: 'Maintain codes',
      kind: 'api',
      platformOnly: 'N',
    });
    expect(edited.data).toMatchObject({ kind: 'api', nameEn: 'Maintain codes', platformOnly: 'N' });
    const [role] = await sql<{ id: number }>("select id from workbench.roles where code = 'enterprise_staff'");
    await sql('insert into workbench.role_resources (role_id, resource_id) values ($1, $2)', [role?.id, added.data.id]);
    expect((await post(resourceResource.paths.delete, { id: added.data.id })).code).toBe(200);
    expect(await sql('select 1 from workbench.role_resources where resource_id = $1', [added.data.id])).toEqual([]);
  });

  it('keeps a menu point with its entry and refuses to delete a point a route names', async () => {
    const [opener] = (await list({ keyword: 'app1:people_manage' })).list;
    const [write] = (await list({ keyword: 'person:write' })).list;
    const before = await counts();
    const kind = await post<FieldErrors>(
      resourceResource.paths.update,
      { id: opener?.id, menuId: opener?.menuId, nameZh: '打开', nameEn: 'Open', kind: 'action', platformOnly: 'N' },
      'en',
    );
    expect(kind.data?.fieldErrors?.['kind']).toBe(
      'A resource that opens an entry follows its entry: its kind and entry cannot change.',
    );
    expect(await post(resourceResource.paths.delete, { id: opener?.id }, 'en')).toMatchObject({
      code: 400,
      msg: 'A resource that opens an entry is deleted with the entry, never on its own.',
    });
    const routed = await post(resourceResource.paths.delete, { id: write?.id });
    expect(routed.code).toBe(400);
    expect(routed.msg).toMatch(/^以下操作需要此资源，删除后除超级账号外无人能再执行：新增人员、修改人员、/);
    expect(await counts()).toEqual(before);
  });
});
