/**
 * Every call of the console is served and made (docs/wire-protocol.md, "Calls of the console"):
 * the section's table is read, and each row must have a route on the server, name a console
 * module that exists and is no test, and that module must name the call: its last path segment
 * as a string or a name, or the `@workbench/contracts` paths constant that holds it.
 */
import * as contracts from '@workbench/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support';

const ROOT = join(import.meta.dirname, '..', '..');

/** The calls the platform's console makes (method and path); removing a row of the table fails. */
const EXPECTED = [
  'POST /authAction/shareLogout',
  'POST /authAction/shareValidate',
  'GET /share-system/system/sca/validatePassword',
  'GET /share-system/system/sca/sendMessage',
  'GET /share-system/system/sca/validateCode',
  'POST /share-system/app/accessV2',
  'POST /ibs/replaceToken',
  'POST /ibs/loginNew',
  'POST /share-system/menu/getLeftMenuList',
  'POST /share-ztrip/ZtripSsoLogin/checkAuth',
  'POST /share-ztrip/ZtripSsoLogin/login',
  'POST /share-trip/index/workBatchClassAmount',
  'POST /share-trip/index/workBatchUnTicket',
  'POST /share-system/authorize/selectByAccountId',
  'POST /share-system/authorize/selectAllByAccountId',
  'POST /share-system/authorize/update',
  'POST /share-system/authorize/getLoginAuthorizeInfo',
  'POST /share-system/userinfo/validateUserInfoComplete',
  'POST /share-system/userinfo/validateSupplierAccount',
  'POST /share-system/role/getAllResPermissions',
  'POST /share-system/role/selectRoleByAccountId',
  'POST /share-system/userinfo/detail',
  'POST /share-system/userinfo/personal/update',
  'POST /share-system/userinfo/password/update',
  'POST /share-system/userinfo/personal/avatarupdate',
  'POST /share-system/userinfo/address/list',
  'POST /share-system/userinfo/address/add',
  'POST /share-system/userinfo/address/update',
  'POST /share-system/userinfo/address/delete',
  'POST /share-system/userinfo/address/default',
  'POST /share-system/userinfo/company/list',
  'POST /share-system/userinfo/updateIdCard',
  'POST /share-system/area/tree',
  'POST /share-system/userCard/getCardTypeList',
  'POST /share-ecommerce/orderRelatedSummary/platformAndCompanySummary',
  'POST /share-ecommerce/apply/getListOfToDo',
  'POST /share-ecommerce/apply/getWorkTodo',
  'POST /share-ecommerce/inquiry/getPubInquiry',
  'POST /purchase/goods/contract/getPurchaseTurnoverSummry',
  'POST /purchase/engineering/contract/getPurchaseTurnoverSummry',
  'POST /purchase/service/contract/getPurchaseTurnoverSummry',
  'POST /purchase/supplier/supplier/getEbiddingSupplier',
  'POST /purchase/supplier/supplier/getGroupQualifiedBusinessCount',
  'POST /purchase/supplier/supplier/getEbiddingQualifiedSupplier',
  'POST /purchase/expert/expert/getHomePageExpertCount',
  'POST /purchase/ebidding/getPurchaseHandle',
  'POST /purchase/ebidding/signIn',
  'POST /purchase/ipConfig/getUrl',
  'POST /share-ecommerce/address/add',
  'POST /share-ecommerce/address/getProArea',
  'POST /share-ecommerce/address/getAddressListByProCode',
  'POST /share-ecommerce/address/delete',
  'POST /share-ecommerce/address/setDefault',
  'POST /share-ecommerce/address/update',
  'POST /share-system/remindMsg/getNotReadMsgList',
  'POST /share-system/remindMsg/createPushKey',
  'POST /share-system/remindMsg/updateReadStatusById',
  'GET /share-system/remindMsg/updateReadStatus',
  'POST /share-system/remindMsg/add',
  'POST /share-purchase-workflow/workflow/bench/page',
  'GET /share-purchase-workflow/cbd/getCBDIdByShareUuid',
  'POST /share-purchase-workflow/workflow/process/task/log/query/single',
] as const;

interface Row {
  method: 'GET' | 'POST';
  path: string;
  module: string;
}

/** The rows of the table under "## Calls of the console" in docs/wire-protocol.md. */
function tableRows(): Row[] {
  const text = readFileSync(join(ROOT, 'docs', 'wire-protocol.md'), 'utf8');
  const section = text.split(/^## Calls of the console$/m)[1]?.split(/^## /m)[0];
  if (section === undefined) throw new Error('docs/wire-protocol.md has no section "Calls of the console"');
  return section
    .split('\n')
    .filter((line) => /^\|\s*(GET|POST)\s*\|/.test(line))
    .map((line) => {
      const [method, path, module] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, ''));
      return { method: method as Row['method'], path: path ?? '', module: module ?? '' };
    });
}

/** `name.property` for every property of a `…Paths` constant of the contracts, by the path it holds. */
function contractNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith('Paths') || typeof value !== 'object' || value === null) continue;
    for (const [property, path] of Object.entries(value)) {
      if (typeof path === 'string') names.set(path, [...(names.get(path) ?? []), `${name}.${property}`]);
    }
  }
  return names;
}

const rows = tableRows();
const byContract = contractNames();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('docs/wire-protocol.md, "Calls of the console"', () => {
  it('lists every call of the console once, and nothing else', () => {
    const listed = rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...EXPECTED].sort());
  });

  it.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s is served', (call, row) => {
    expect(server.app.hasRoute({ method: row.method, url: row.path })).toBe(true);
  });

  it.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s is made by the module the table names',
    (call, row) => {
      expect(row.module).toMatch(/^console\/src\/.+\.tsx?$/);
      expect(row.module).not.toMatch(/\.(test|spec|stories)\.tsx?$/);
      const file = join(ROOT, row.module);
      const segment = row.path.split('/').at(-1) ?? '';
      const names = [segment, ...(byContract.get(row.path) ?? [])];
      const made =
        existsSync(file) &&
        names.some((name) =>
          new RegExp(`(^|[^\\w$])${name.replace(/[.$]/g, '\\$&')}($|[^\\w$])`).test(readFileSync(file, 'utf8')),
        );
      expect(made, `${row.module} exists and names ${names.join(' or ')}`).toBe(true);
    },
  );
});
