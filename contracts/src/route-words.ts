/**
 * The routes of the platform API in words (docs/screens.md, "Access"): "新增人员" / "Add person"
 * for `POST /share-system/person/add`. A route of a resource definition is named by what it does
 * (its path's last segment) and the definition's title; the few routes outside any definition
 * are named one by one. The resource list says which routes check a permission point this way,
 * and the operate log's comparison names the call a refusal stopped.
 */
import type { Lang, ResourceDefinition } from './resource';
import { RESOURCE_DEFINITIONS } from './resources/registry';
import { tableSettingsPaths } from './table-settings';
import { savedViewPaths } from './table-views';

/** What each operation of a resource does, by the last segment of its path; `{title}` is the definition's title. */
const OPERATION_WORDS: Record<Lang, Readonly<Record<string, string>>> = {
  zh: {
    list: '查看{title}列表',
    detail: '查看{title}详情',
    add: '新增{title}',
    update: '修改{title}',
    delete: '删除{title}',
    deleteMany: '批量删除{title}',
    ids: '查找符合条件的全部{title}',
    export: '导出{title}列表',
    enable: '启用或停用{title}',
    enableMany: '批量启用或停用{title}',
    resetPassword: '重置{title}的密码',
    attach: '为{title}关联账号',
    detach: '解除{title}关联的账号',
    accounts: '查看{title}关联的账号',
    tree: '查看{title}树',
    move: '移动{title}',
    grant: '为{title}分配权限',
    getAllResPermissions: '查看{title}的权限',
    fieldPermissions: '查看{title}的表单权限',
    updateFieldPermissions: '设置{title}的表单权限',
    remove: '移除{title}',
    revoke: '吊销{title}',
    publish: '发布{title}',
    schedule: '定时发布{title}',
    withdraw: '撤回{title}',
    approve: '同意{title}',
    reject: '驳回{title}',
    flow: '查看{title}的审批流程',
    run: '运行{title}',
  },
  en: {
    list: 'View the {title} list',
    detail: 'View {title} details',
    add: 'Add {title}',
    update: 'Edit {title}',
    delete: 'Delete {title}',
    deleteMany: 'Delete {title} in bulk',
    ids: 'Find every matching {title}',
    export: 'Export the {title} list',
    enable: 'Enable or disable {title}',
    enableMany: 'Enable or disable {title} in bulk',
    resetPassword: 'Reset {title} passwords',
    attach: 'Attach accounts to {title}',
    detach: 'Detach accounts from {title}',
    accounts: 'View {title} accounts',
    tree: 'View the {title} tree',
    move: 'Move {title}',
    grant: 'Assign {title} permissions',
    getAllResPermissions: 'View {title} permissions',
    fieldPermissions: 'View {title} form permissions',
    updateFieldPermissions: 'Set {title} form permissions',
    remove: 'Remove {title}',
    revoke: 'Revoke {title}',
    publish: 'Publish {title}',
    schedule: 'Schedule {title}',
    withdraw: 'Withdraw {title}',
    approve: 'Approve {title}',
    reject: 'Reject {title}',
    flow: 'View {title} approval flow',
    run: 'Run {title}',
  },
};

/** Routes outside every definition's base path, by path. */
const ROUTE_WORDS: Readonly<Record<string, Record<Lang, string>>> = {
  '/share-system/authorize/selectByAccountId': {
    zh: '查看账号已授权的应用',
    en: "View an account's authorised applications",
  },
  '/share-system/authorize/selectAllByAccountId': {
    zh: '查看账号的应用授权',
    en: "View an account's application authorisations",
  },
  '/share-system/authorize/update': { zh: '修改账号的应用授权', en: "Change an account's application authorisations" },
  '/share-purchase-workflow/cbd/getCBDIdByShareUuid': {
    zh: '查看申请关联的单据',
    en: "View an application's document",
  },
  '/share-project/analysis': { zh: '查看项目分析', en: 'View the project analysis' },
  [tableSettingsPaths.get]: { zh: '查看列表的表格设置', en: "View a list's table settings" },
  [tableSettingsPaths.save]: { zh: '保存列表的表格设置', en: "Save a list's table settings" },
  [tableSettingsPaths.reset]: { zh: '恢复列表的默认表格设置', en: "Reset a list's table settings" },
  [savedViewPaths.list]: { zh: '查看列表的已保存视图', en: "View a list's saved views" },
  [savedViewPaths.add]: { zh: '保存列表的视图', en: 'Save a view of a list' },
  [savedViewPaths.update]: { zh: '修改保存的视图', en: 'Change a saved view' },
  [savedViewPaths.delete]: { zh: '删除保存的视图', en: 'Delete a saved view' },
  [savedViewPaths.setDefault]: { zh: '设置列表的默认视图', en: "Set a list's default view" },
};

/** The definition whose base path `path` is directly under, the longest such base path first. */
function ownerOf(path: string): { definition: ResourceDefinition; operation: string } | undefined {
  let found: { definition: ResourceDefinition; operation: string } | undefined;
  for (const definition of RESOURCE_DEFINITIONS) {
    const prefix = `${definition.basePath}/`;
    if (!path.startsWith(prefix) || (found && found.definition.basePath.length >= definition.basePath.length)) continue;
    const operation = path.slice(prefix.length);
    if (!operation.includes('/')) found = { definition, operation };
  }
  return found;
}

/**
 * The definition whose route `path` is (`/share-system/person/add`: the person definition), a
 * query string ignored; `undefined` for a path outside every definition's base path.
 */
export function definitionOfPath(path: string): ResourceDefinition | undefined {
  return ownerOf(path.split('?')[0] ?? path)?.definition;
}

/**
 * What the route at `path` does, in `lang` ("新增人员" / "Add person"); a query string is ignored.
 * @returns `undefined` for a path no definition and no entry of the catalogue names (a server
 *   test checks every route that needs a permission has words).
 */
export function describeRoute(path: string, lang: Lang): string | undefined {
  const bare = path.split('?')[0] ?? path;
  if (Object.hasOwn(ROUTE_WORDS, bare)) return ROUTE_WORDS[bare]?.[lang];
  const owner = ownerOf(bare);
  if (!owner || !Object.hasOwn(OPERATION_WORDS[lang], owner.operation)) return undefined;
  const words = OPERATION_WORDS[lang][owner.operation] ?? '';
  const title = (owner.definition.messages[lang] as Record<string, string>)[owner.definition.title] ?? '';
  return words.replace('{title}', title);
}
