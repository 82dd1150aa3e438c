/**
 * The logs in people's words (docs/behaviour.md, "Lists"; docs/screens.md, "Log manage"): only
 * the searches a person ran are in the search log, marked by the console with `?searchLog=Y` and
 * carrying a filter or a sort, and every export; their conditions read as labelled filters in the
 * reader's language, with units and references by name. A refusal in the operate log names the
 * permission in words and the path called, never its query (a download's token).
 */
import {
  operateLogResource,
  personResource,
  roleResource,
  SEARCH_LOG_PARAM,
  searchLogResource,
} from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { call, useDemoServer } from './support';

const demo = useDemoServer('admin', 'clerk');

type SearchRow = { id: number; resource: string; kind: string; conditions: string; filters: string; total: number };

const marked = (path: string) => `${path}?${SEARCH_LOG_PARAM}=Y`;

async function post<T>(url: string, body: object, lang: 'zh' | 'en' = 'zh') {
  const response = await call(demo.server, url, { body, token: demo.admin, lang });
  expect(response.statusCode).toBe(200);
  return response.json<{ code: number; data: T }>().data;
}

/** The search-log rows written since row `after`, oldest first. */
const loggedSince = (after: number) =>
  demo.server.sql<{ resource: string; kind: string; filters: Record<string, unknown> }>(
    'select resource, kind, filters from workbench.search_logs where id > $1 order by id',
    [after],
  );
const lastId = async () =>
  (await demo.server.sql<{ id: number }>('select coalesce(max(id), 0)::int as id from workbench.search_logs'))[0]?.id ??
  0;

/** The newest search-log row as the search log's list shows it in `lang`. */
async function newest(lang: 'zh' | 'en') {
  const page = await post<{ list: SearchRow[] }>(searchLogResource.paths.list, { pageNum: 1, pageSize: 1 }, lang);
  return page.list[0];
}

describe('which list calls the search log records', () => {
  it('leaves out unmarked calls (selects, cards), marked default loads and marked pages of no search', async () => {
    const before = await lastId();
    await post(personResource.paths.list, { pageNum: 1, pageSize: 100, keyword: '李' });
    await post(roleResource.paths.list, { pageNum: 1, pageSize: 100 });
    await post(marked(personResource.paths.list), { pageNum: 1, pageSize: 10 });
    await post(marked(personResource.paths.list), { pageNum: 3, pageSize: 20 });
    await post(`${personResource.paths.list}?${SEARCH_LOG_PARAM}=N`, { pageNum: 1, pageSize: 10, keyword: '李' });
    expect(await loggedSince(before)).toEqual([]);
  });

  it('writes a marked search with a filter or a sort, with its query', async () => {
    const before = await lastId();
    await post(marked(personResource.paths.list), { pageNum: 1, pageSize: 10, keyword: '李' });
    await post(marked(personResource.paths.list), { pageNum: 1, pageSize: 10, sortKey: 'name', order: 'desc' });
    expect(await loggedSince(before)).toEqual([
      { resource: 'person', kind: 'list', filters: { pageNum: 1, pageSize: 10, keyword: '李' } },
      { resource: 'person', kind: 'list', filters: { pageNum: 1, pageSize: 10, sortKey: 'name', order: 'desc' } },
    ]);
  });

  it('writes every export, marked or not', async () => {
    const before = await lastId();
    const response = await demo.server.app.inject({
      method: 'GET',
      url: `${personResource.paths.export}?token=${demo.admin}&lang=zh&enabled=Y`,
    });
    expect(response.statusCode).toBe(200);
    expect(await loggedSince(before)).toEqual([
      { resource: 'person', kind: 'export', filters: { pageNum: 1, pageSize: 1, enabled: 'Y' } },
    ]);
  });
});

describe('the conditions of a search in words', () => {
  it('labels each filter and names units and references, in zh and en', async () => {
    const [unit] = await demo.server.sql<{ id: number }>("select id from workbench.units where name = '华南仓储'");
    await post(marked(personResource.paths.list), {
      pageNum: 1,
      pageSize: 10,
      keyword: '李',
      unitId: unit?.id,
      enabled: 'Y',
      sortKey: 'createTime',
      order: 'desc',
    });
    expect((await newest('zh'))?.conditions).toBe(
      '搜索姓名或账号：“李” · 所属部门：华南仓储 · 状态：启用 · 按创建时间降序',
    );
    expect((await newest('en'))?.conditions).toMatch(
      /^.+: “李” · .+: 华南仓储 · Status: Enabled · Sorted by .+, descending$/,
    );

    const [type] = await demo.server.sql<{ id: number }>("select id from workbench.role_types where code = 'staff'");
    await post(marked(roleResource.paths.list), { pageNum: 1, pageSize: 10, typeId: type?.id });
    const [names] = await demo.server.sql<{ zh: string; en: string }>(
      "select name_zh as zh, name_en as en from workbench.role_types where code = 'staff'",
    );
    expect((await newest('zh'))?.conditions).toBe(`角色类型：${names?.zh}`);
    expect((await newest('en'))?.conditions).toBe(`Role type: ${names?.en}`);
  });

  it('says an export with no filter takes everything, and shows a filter the definition no longer has by its key', async () => {
    await demo.server.app.inject({ method: 'GET', url: `${personResource.paths.export}?token=${demo.admin}&lang=zh` });
    expect((await newest('zh'))?.conditions).toBe('全部（无筛选条件）');
    await demo.server.sql(
      `insert into workbench.search_logs
         (account_id, account, person_id, person_name, company_id, company_name, created_at, resource, kind, filters, total)
       select account_id, account, person_id, person_name, company_id, company_name, now(), 'person', 'list', $1::jsonb, 0
         from workbench.search_logs order by id desc limit 1`,
      [JSON.stringify({ pageNum: 1, pageSize: 10, shoeSize: 42 })],
    );
    expect((await newest('zh'))?.conditions).toBe('shoeSize（已不是筛选条件）：42');
    expect((await newest('en'))?.conditions).toBe('shoeSize (no longer a filter): 42');
  });
});

describe('a refusal in the operate log', () => {
  it('names the permission in both languages and the path called, not the download token', async () => {
    const response = await demo.server.app.inject({
      method: 'GET',
      url: `${operateLogResource.paths.export}?token=${demo.clerk}&lang=en`,
    });
    expect(response.json()).toMatchObject({ code: 403 });
    const [refusal] = await demo.server.sql<{ after: Record<string, unknown> }>(
      "select after from workbench.operate_logs where action = 'refuse' order by id desc limit 1",
    );
    expect(refusal?.after).toEqual({
      permission: 'log:read',
      permissionName: { zh: '查看日志', en: 'View logs' },
      url: operateLogResource.paths.export,
    });
    expect(JSON.stringify(refusal)).not.toContain(demo.clerk);
  });
});
