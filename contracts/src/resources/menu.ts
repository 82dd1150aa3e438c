/**
 * Menus (menu `url` `menuManage`, and `menuManagement` on its own): the menu tree of each
 * application, administered by platform administrators (docs/screens.md, "Access"). An entry that
 * is not a group opens a screen of the console (`url`, one of `SCREEN_URLS`) or an external
 * address (`href`, http or https only), and comes with the `menu` resource that opens it.
 */
import { Type } from 'typebox';
import { defineResource, Flag, Id, Keyword } from '../resource';
import { AppId } from './access';

/**
 * A menu entry's `code`, its path under `/admin/` and its route name: a letter, then letters,
 * digits, `_` or `-`, at most 64 characters, unique in its application (`people_manage`).
 */
export const MENU_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_-]{0,63}$';

/** The longest menu tip (`menuTipsZh`, `menuTipsEn`): 100 characters. */
export const MENU_TIPS_MAX = 100;

/** The longest external address (`href`): 2000 characters. */
export const MENU_HREF_MAX = 2000;

/** How an entry opens: `in` a screen of the console (or nothing, for a group), `out` an external address. */
export const MenuType = Type.Union([Type.Literal('in'), Type.Literal('out')]);

/**
 * Whether `href` is an absolute `http:` or `https:` address (`https://help.example.com/a`): it
 * parses as a URL with a host, and holds no space or control character. `javascript:`, `data:`,
 * relative and protocol-relative addresses are refused: the sidebar renders `href` as a link,
 * and a `javascript:` or `data:` link runs or shows whatever it carries when followed.
 */
export function isWebHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (href.length > MENU_HREF_MAX || /[\u0000-\u0020\u007f]/.test(href) || !/^https?:\/\//i.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What a menu entry's fields say, as the add and update bodies carry them. */
export interface MenuEntryFields {
  code: string;
  type: 'in' | 'out';
  url: string;
  href: string;
  nameZh: string;
  nameEn: string;
  icon: string;
  menuTipsZh: string;
  menuTipsEn: string;
}

/** Whether an entry is a group: an `in` entry without a screen. Groups open nothing and have no `menu` resource. */
export function isMenuGroup(entry: { type: 'in' | 'out'; url: string }): boolean {
  return entry.type === 'in' && entry.url === '';
}

// The schemas cap the sizes only; the rules above answer each field with its own message.
const Text = (maxLength: number) => Type.String({ maxLength });

const entryFields = {
  code: Text(100),
  type: MenuType,
  url: Text(100),
  href: Text(MENU_HREF_MAX + 100),
  nameZh: Text(100),
  nameEn: Text(100),
  icon: Text(100),
  hiddenFlag: Flag,
  menuTipsZh: Text(500),
  menuTipsEn: Text(500),
};

/**
 * The menu resource. A row is one entry of an application: `parentId` null at the top, `sort` its
 * place among its siblings (from 0), `url` `''` for a group and for an `out` entry, `href` `''`
 * for an `in` entry, `icon` one of {@link MENU_ICONS} or `''`, `hiddenFlag` `Y` to keep it out of
 * the sidebar (it stays routable). Add puts the entry last under `parentId` (a group of the same
 * application, or null); update changes everything but the place (see {@link menuPaths} `move`).
 * Delete refuses an entry with entries under it, naming them.
 */
export const menuResource = defineResource({
  name: 'menu',
  menuUrl: 'menuManage',
  label: { zh: '菜单', en: 'Menus' },
  basePath: '/share-system/menu',
  permissions: { read: 'menu:read', write: 'menu:write' },
  operations: ['add', 'update', 'delete'],
  idKey: 'id',
  titleKey: { zh: 'nameZh', en: 'nameEn' },
  row: Type.Object({
    id: Type.Integer(),
    appId: Type.Integer(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    /** The parent group's name in the request's language; null at the top. */
    parentName: Type.Union([Type.String(), Type.Null()]),
    code: Type.String(),
    url: Type.String(),
    nameZh: Type.String(),
    nameEn: Type.String(),
    icon: Type.String(),
    hiddenFlag: Flag,
    type: MenuType,
    href: Type.String(),
    menuTipsZh: Type.String(),
    menuTipsEn: Type.String(),
    sort: Type.Integer(),
  }),
  create: Type.Object(
    { appId: AppId, parentId: Type.Union([Id, Type.Null()]), ...entryFields },
    { additionalProperties: false },
  ),
  update: Type.Object({ id: Id, ...entryFields }, { additionalProperties: false }),
  /** `group` `Y` lists the groups only, `N` the entries that open something. */
  filters: { appId: AppId, keyword: Keyword, group: Flag },
  sortKeys: ['sort', 'code'],
  defaultSort: { key: 'sort', order: 'asc' },
  title: 'menu',
  columns: [
    { key: 'nameZh', label: 'nameZh', isRowHeader: true },
    { key: 'nameEn', label: 'nameEn' },
    { key: 'code', label: 'code', sortable: true, format: 'code' },
    { key: 'type', label: 'type', valueLabels: { in: 'type.in', out: 'type.out' } },
    { key: 'url', label: 'url', format: 'code' },
    { key: 'href', label: 'href' },
    { key: 'hiddenFlag', label: 'hiddenFlag', format: 'flag' },
  ],
  details: [
    { key: 'parentName', label: 'parent' },
    { key: 'sort', label: 'sort', format: 'position' },
  ],
  fields: [
    { key: 'code', label: 'code', description: 'codeHint', input: 'text' },
    {
      key: 'type',
      label: 'type',
      input: 'select',
      options: [
        { value: 'in', label: 'type.in' },
        { value: 'out', label: 'type.out' },
      ],
    },
    { key: 'url', label: 'url', description: 'urlHint', input: 'select' },
    { key: 'href', label: 'href', description: 'hrefHint', input: 'text' },
    { key: 'nameZh', label: 'nameZh', input: 'text' },
    { key: 'nameEn', label: 'nameEn', input: 'text' },
    { key: 'icon', label: 'icon', input: 'select' },
    { key: 'hiddenFlag', label: 'hiddenFlag', description: 'hiddenHint', input: 'flag' },
    { key: 'menuTipsZh', label: 'menuTipsZh', input: 'text' },
    { key: 'menuTipsEn', label: 'menuTipsEn', input: 'text' },
  ],
  filterFields: [{ key: 'keyword', label: 'keyword', input: 'search' }],
  messages: {
    zh: {
      menu: '菜单',
      app: '应用',
      nameZh: '中文名称',
      nameEn: '英文名称',
      code: '编码',
      codeHint: '字母开头，可含字母、数字、_ 和 -，不超过 64 个字符；也是页面地址',
      type: '打开方式',
      'type.in': '控制台页面',
      'type.out': '外部链接',
      url: '页面',
      urlHint: '不选则为分组，下面可放菜单项',
      group: '（分组）',
      href: '链接地址',
      hrefHint: '以 http:// 或 https:// 开头的完整地址',
      icon: '图标',
      noIcon: '（无图标）',
      hiddenFlag: '在侧边栏隐藏',
      hiddenHint: '隐藏的菜单项仍可通过地址打开',
      menuTipsZh: '中文提示',
      menuTipsEn: '英文提示',
      parent: '上级分组',
      sort: '排列位置',
      keyword: '搜索名称或编码',
      tree: '菜单树',
      empty: '这个应用还没有菜单，先新增一个顶级菜单',
      actions: '菜单操作',
      addTop: '新增顶级菜单',
      addChild: '新增下级菜单',
      addChildOf: '在“{name}”下新增菜单',
      edit: '编辑',
      editTitle: '编辑“{name}”',
      moveUp: '上移',
      moveDown: '下移',
      move: '移到其他分组',
      moveTitle: '移动“{name}”',
      moveTo: '移到',
      top: '（顶级）',
      delete: '删除',
      deleteTitle: '删除菜单',
      deleteConfirm: '确定删除菜单“{name}”吗？它的资源和授权会一并删除。',
      save: '保存',
      cancel: '取消',
      close: '关闭',
      saved: '已保存',
      moved: '已移动',
      deleted: '已删除',
      hidden: '已隐藏',
      external: '外部链接',
      chooseEntry: '在菜单树中选择一项，这里显示它的详情和操作。',
      'problem.required': '此项为必填项',
      'problem.tooLong': '不能超过 {max} 个字符',
      'problem.codePattern': '编码须以字母开头，只含字母、数字、_ 和 -，不超过 64 个字符',
      'problem.screenUrl': '请从列表中选择一个页面',
      'problem.outUrl': '外部链接不能选择页面',
      'problem.inHref': '控制台页面不能填写链接地址',
      'problem.href': '链接地址须是以 http:// 或 https:// 开头的完整地址',
      'problem.icon': '请从列表中选择一个图标',
    },
    en: {
      menu: 'menu entry',
      app: 'Application',
      nameZh: 'Chinese name',
      nameEn: 'English name',
      code: 'Code',
      codeHint: 'A letter first, then letters, digits, _ or -, at most 64 characters; also its address',
      type: 'Opens',
      'type.in': 'A console screen',
      'type.out': 'An external link',
      url: 'Screen',
      urlHint: 'None makes it a group, which holds other entries',
      group: '(group)',
      href: 'Link address',
      hrefHint: 'A full address starting with http:// or https://',
      icon: 'Icon',
      noIcon: '(no icon)',
      hiddenFlag: 'Hide from the sidebar',
      hiddenHint: 'A hidden entry still opens from its address',
      menuTipsZh: 'Chinese tip',
      menuTipsEn: 'English tip',
      parent: 'Parent group',
      sort: 'Position',
      keyword: 'Search name or code',
      tree: 'Menu tree',
      empty: 'This application has no menu entries yet: add a top-level entry first.',
      actions: 'Menu entry actions',
      addTop: 'Add top-level entry',
      addChild: 'Add entry under',
      addChildOf: 'Add an entry under “{name}”',
      edit: 'Edit',
      editTitle: 'Edit “{name}”',
      moveUp: 'Move up',
      moveDown: 'Move down',
      move: 'Move to another group',
      moveTitle: 'Move “{name}”',
      moveTo: 'Move under',
      top: '(top level)',
      delete: 'Delete',
      deleteTitle: 'Delete menu entry',
      deleteConfirm: 'Delete the menu entry “{name}”? Its resources and their grants go with it.',
      save: 'Save',
      cancel: 'Cancel',
      close: 'Close',
      saved: 'Saved.',
      moved: 'Moved.',
      deleted: 'Deleted.',
      hidden: 'Hidden',
      external: 'External link',
      chooseEntry: 'Choose an entry in the menu tree to see its details and actions here.',
      'problem.required': 'This field is required.',
      'problem.tooLong': 'At most {max} characters.',
      'problem.codePattern': 'A letter first, then only letters, digits, _ or -, at most 64 characters.',
      'problem.screenUrl': 'Choose a screen from the list.',
      'problem.outUrl': 'An external link opens no screen.',
      'problem.inHref': 'A console screen has no link address.',
      'problem.href': 'The link address must be a full address starting with http:// or https://.',
      'problem.icon': 'Choose an icon from the list.',
    },
  },
});

/** The extra paths of the menu resource: one application's whole tree, and moving an entry. */
export const menuPaths = {
  /** `POST` {@link MenuTreeBody}: `data` every entry of the application ({@link MenuTree}). */
  tree: `${menuResource.basePath}/tree`,
  /** `POST` {@link MenuMoveBody}: `data` the moved entry. */
  move: `${menuResource.basePath}/move`,
} as const;

/** The body of the tree call: the application. */
export const MenuTreeBody = Type.Object({ appId: AppId }, { additionalProperties: false });

/** `data` of the tree call: every entry of the application, flat, parents before children, siblings in `sort` order. */
export const MenuTree = Type.Array(menuResource.row);

/**
 * Moves entry `id` under `parentId` (a group of the same application; null: to the top), at
 * `index` among its new siblings (from 0; past the end or absent: last). A move under the entry
 * itself or one of its descendants, or under an entry that is not a group, is refused (400, on the
 * field `parentId`).
 */
export const MenuMoveBody = Type.Object(
  {
    id: Id,
    parentId: Type.Union([Id, Type.Null()]),
    index: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
