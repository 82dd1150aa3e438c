/**
 * Application management (docs/screens.md, "System"): unique codes, valid platform codes, every
 * write logged, and `accessV2` answering from the table by platform code.
 */
import { appPaths, appResource } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { postWith, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager');

type Refusal = { fieldErrors?: Record<string, string> } | null;
type Access = { id: number; code: string; name: string; platformCode: string };

const post = postWith(demo);

const { paths } = appResource;
const app = { nameZh: '招采平台', nameEn: 'Tendering', platformCode: 'COLLECT', sort: 7, enabled: 'Y' };

describe('application management', () => {
  it('answers accessV2 from the table: enabled apps of the platforms asked, in sort order, in the language', async () => {
    const zh = await post<Access[]>(demo.admin, appPaths.accessV2, { platformCodes: ['COLLECT'] });
    expect(zh.data).toEqual([
      { id: 3, code: 'purchase', name: '采购平台', platformCode: 'COLLECT' },
      { id: 6, code: 'supply_chain', name: '供应链平台', platformCode: 'COLLECT' },
    ]);
    const en = await post<Access[]>(demo.manager, appPaths.accessV2, { platformCodes: ['BASE', 'MALL'] }, 'en');
    expect(en.data.map((row) => row.name)).toEqual(['Workbench', 'E-commerce', 'Sign-on']);
    expect((await post(demo.admin, appPaths.accessV2, { platformCodes: [] })).status).toBe(400);
    expect((await post(demo.admin, appPaths.accessV2, { platformCodes: ['collect'] })).status).toBe(400);
  });

  it('refuses an enterprise administrator', async () => {
    expect((await post(demo.manager, paths.add, { ...app, code: 'tender' })).code).toBe(403);
  });

  it('adds an application with the next id, refuses a duplicate code and a bad platform code, and logs', async () => {
    const added = await post<{ id: number; platformCode: string }>(demo.admin, paths.add, { ...app, code: 'tender' });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ id: 7, platformCode: 'COLLECT' });

    const duplicate = await post<Refusal>(demo.admin, paths.add, { ...app, code: 'purchase' }, 'en');
    expect(duplicate.status).toBe(400);
    expect(duplicate.data?.fieldErrors?.['code']).toBe('The code purchase is already in use.');
    const duplicateZh = await post<Refusal>(demo.admin, paths.add, { ...app, code: 'purchase' });
    expect(duplicateZh.data?.fieldErrors?.['code']).toBe('编码 purchase 已被使用');

    const badPlatform = await post<Refusal>(demo.admin, paths.add, { ...app, code: 'other', platformCode: 'not ok' });
    expect(badPlatform.status).toBe(400);
    expect(badPlatform.data?.fieldErrors?.['platformCode']).toBeTruthy();

    const logged = await demo.server.sql<{ action: string; row_id: string }>(
      "select action, row_id from workbench.operate_logs where resource = 'app' and action <> 'refuse' order by id",
    );
    expect(logged).toEqual([{ action: 'add', row_id: '7' }]);
  });

  it('leaves a disabled application out of accessV2, and an unauthorised one too', async () => {
    const [managerId] = await demo.server.sql<{ id: number }>(
      "select id from workbench.accounts where account = 'manager'",
    );
    // The new application is authorised for nobody yet.
    const before = await post<Access[]>(demo.admin, appPaths.accessV2, { platformCodes: ['COLLECT'] });
    expect(before.data.map((row) => row.code)).not.toContain('tender');
    await demo.server.sql('insert into workbench.account_apps (account_id, app_id) values ($1, 7)', [managerId?.id]);
    const granted = await post<Access[]>(demo.manager, appPaths.accessV2, { platformCodes: ['COLLECT'] });
    expect(granted.data.map((row) => row.code)).toContain('tender');

    const updated = await post<{ enabled: string }>(demo.admin, paths.update, { id: 7, ...app, enabled: 'N' });
    expect(updated.data.enabled).toBe('N');
    const after = await post<Access[]>(demo.manager, appPaths.accessV2, { platformCodes: ['COLLECT'] });
    expect(after.data.map((row) => row.code)).not.toContain('tender');
  });
});
