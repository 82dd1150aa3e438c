/**
 * The project management set (docs/screens.md, "Projects"): the ledger's rules and its contract
 * sums, company isolation of projects and their parts, shared lists never deleted while in use,
 * the one-role-per-person rule, and the analysis' figures, refusals in both languages.
 */
import {
  dutyResource,
  majorResource,
  projectCodeResource,
  projectContractResource,
  projectMemberResource,
  projectOrganResource,
  projectPaths,
  projectResource,
  projectRoleResource,
  projectStageResource,
} from '@workbench/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { postWith, useDemoServer } from './support';

const demo = useDemoServer('admin', 'manager', 'admin.yh');

type Refusal = { fieldErrors?: Record<string, string> } | null;
type ProjectRow = { id: number; code: string; companyName: string; contractAmount: number; contractCount: number };
type Figure = { code: string; name: string; projectCount: number; contractAmount: number };

const post = postWith(demo);

async function idOf(table: string, code: string, kind?: string): Promise<number> {
  const [row] = await demo.server.sql<{ id: number }>(
    `select id from workbench.${table} where code = $1${kind ? ' and kind = $2' : ''}`,
    kind ? [code, kind] : [code],
  );
  if (!row) throw new Error(`no ${table} ${code}`);
  return row.id;
}

async function list<T>(token: string, url: string, filters: object = {}) {
  return (await post<{ total: number; list: T[] }>(token, url, { pageNum: 1, pageSize: 50, ...filters })).data;
}

describe('projects', () => {
  let project: Record<string, unknown>;

  beforeAll(async () => {
    project = {
      code: 'T-100',
      name: '测试项目',
      unitId: null,
      majorId: await idOf('majors', 'civil'),
      stateId: await idOf('project_codes', 'building', 'state'),
      kindId: await idOf('project_codes', 'new_build', 'kind'),
      budget: 500000,
      startDate: '2026-05-01',
      endDate: '',
      manager: '',
    };
  });

  it('checks each route against its resource code', () => {
    const routes = demo.server.app.routeAccess.filter((route) => route.url.startsWith('/share-project/'));
    const codes = new Set(routes.map((route) => `${route.url} ${route.resource}`));
    expect(codes).toContain(`${projectResource.paths.add} project:write`);
    expect(codes).toContain(`${projectResource.paths.list} project:read`);
    expect(codes).toContain(`${majorResource.paths.delete} major:write`);
    expect(codes).toContain(`${projectMemberResource.paths.add} projectMember:write`);
    expect(codes).toContain(`${projectPaths.analysis} projectAnalysis:read`);
    expect(routes.every((route) => typeof route.resource === 'string')).toBe(true);
  });

  it('lists each company its own projects, with the sum of their contracts from SQL', async () => {
    const mine = await list<ProjectRow>(demo.manager, projectResource.paths.list);
    expect(mine.list.map((row) => row.code).sort()).toEqual(['HC-2026-001', 'HC-2026-002']);
    const office = mine.list.find((row) => row.code === 'HC-2026-001');
    expect(office?.contractAmount).toBe(9_850_000);
    expect(office?.contractCount).toBe(2);
    const theirs = await list<ProjectRow>(demo.adminYh, projectResource.paths.list);
    expect(theirs.list.map((row) => row.code)).toEqual(['YH-2026-001']);
    const all = await list<ProjectRow>(demo.admin, projectResource.paths.list);
    expect(all.total).toBe(3);
    const sorted = await list<ProjectRow>(demo.admin, projectResource.paths.list, {
      sortKey: 'contractAmount',
      order: 'desc',
    });
    expect(sorted.list.map((row) => row.code)).toEqual(['HC-2026-001', 'YH-2026-001', 'HC-2026-002']);
  });

  it("answers another company's project, contract and people as missing, and refuses adding to it", async () => {
    const yhProject = (await list<ProjectRow>(demo.adminYh, projectResource.paths.list)).list[0]?.id ?? 0;
    expect((await post(demo.manager, projectResource.paths.detail, { id: yhProject })).code).toBe(404);
    const contracts = await list<{ projectId: number }>(demo.manager, projectContractResource.paths.list, {
      projectId: yhProject,
    });
    expect(contracts.total).toBe(0);
    const refused = await post<Refusal>(
      demo.manager,
      projectContractResource.paths.add,
      { projectId: yhProject, code: 'X-1', supplierName: '某公司', amount: 1, signedDate: '', state: 'draft' },
      'en',
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.fieldErrors?.['projectId']).toBe('No such project.');
  });

  it('adds a project to the caller company, refusing a taken code, a bad day and an end before the start', async () => {
    const added = await post<ProjectRow & { companyName: string }>(demo.manager, projectResource.paths.add, project);
    expect(added.code).toBe(200);
    expect(added.data.companyName).toBe('汇采集团');
    expect(added.data.contractAmount).toBe(0);

    const taken = await post<Refusal>(demo.manager, projectResource.paths.add, project, 'en');
    expect(taken.data?.fieldErrors?.['code']).toBe('The code T-100 is already in use.');
    // The same code in another company is fine.
    expect((await post(demo.adminYh, projectResource.paths.add, project)).code).toBe(200);

    const badDay = await post<Refusal>(demo.manager, projectResource.paths.add, {
      ...project,
      code: 'T-101',
      startDate: '2026-02-30',
    });
    expect(badDay.status).toBe(400);
    expect(badDay.data?.fieldErrors?.['startDate']).toBe('请填写有效日期，格式 yyyy-MM-dd');
    const backwards = await post<Refusal>(
      demo.manager,
      projectResource.paths.add,
      { ...project, code: 'T-101', endDate: '2026-04-30' },
      'en',
    );
    expect(backwards.data?.fieldErrors?.['endDate']).toBe('The end cannot be before the start.');
    const wrongKind = await post<Refusal>(demo.manager, projectResource.paths.add, {
      ...project,
      code: 'T-101',
      stateId: project['kindId'],
    });
    expect(wrongKind.data?.fieldErrors?.['stateId']).toBe('请从列表中选择一项');
    const disabledMajor = await post<Refusal>(demo.manager, projectResource.paths.add, {
      ...project,
      code: 'T-101',
      majorId: await idOf('majors', 'landscape'),
    });
    expect(disabledMajor.data?.fieldErrors?.['majorId']).toBe('请从列表中选择一项');
    expect(
      (await post(demo.manager, projectResource.paths.add, { ...project, code: 'T-101', budget: -1 })).status,
    ).toBe(400);
    expect((await post(demo.manager, projectResource.paths.add, { ...project, code: 'T-101', extra: 1 })).status).toBe(
      400,
    );

    const logged = await demo.server.sql<{ action: string }>(
      "select action from workbench.operate_logs where resource = 'project' and action <> 'refuse' order by id",
    );
    expect(logged.map((row) => row.action)).toEqual(['add', 'add']);
  });

  it('sums a new contract into its project and requires a signing day once signed', async () => {
    const projectId = (await list<ProjectRow>(demo.manager, projectResource.paths.list, { keyword: 'T-100' })).list[0]
      ?.id;
    const contract = {
      projectId,
      code: 'C-9',
      supplierName: '测试供应商',
      amount: 1234.5,
      signedDate: '',
      state: 'signed',
    };
    const unsigned = await post<Refusal>(demo.manager, projectContractResource.paths.add, contract, 'en');
    expect(unsigned.data?.fieldErrors?.['signedDate']).toBe('A signed or closed contract needs its signing day.');
    expect(
      (await post(demo.manager, projectContractResource.paths.add, { ...contract, signedDate: '2026-05-02' })).code,
    ).toBe(200);
    const row = (await post<ProjectRow>(demo.manager, projectResource.paths.detail, { id: projectId })).data;
    expect(row.contractAmount).toBe(1234.5);
  });

  it('refuses deleting a project with contracts, a major, a role or a duty in use, losing nothing', async () => {
    const projectId = (await list<ProjectRow>(demo.manager, projectResource.paths.list, { keyword: 'T-100' })).list[0]
      ?.id;
    const refusedProject = await post(demo.manager, projectResource.paths.delete, { id: projectId }, 'en');
    expect(refusedProject.code).toBe(400);
    expect(refusedProject.msg).toBe('Contracts (1) and people (0) still belong to this project; delete them first.');

    const civil = await idOf('majors', 'civil');
    const refusedMajor = await post(demo.admin, majorResource.paths.delete, { id: civil }, 'en');
    expect(refusedMajor.code).toBe(400);
    expect(refusedMajor.msg).toBe('3 projects are on this major; move them to another major first.');
    expect((await post(demo.admin, majorResource.paths.delete, { id: civil })).msg).toContain('3 个项目');

    const manager_ = await idOf('project_roles', 'project_manager');
    const refusedRole = await post(demo.admin, projectRoleResource.paths.delete, { id: manager_ });
    expect(refusedRole.msg).toBe('还有 2 人在项目上担任此角色，请先在项目人员中移除');
    const refusedDuty = await post(
      demo.admin,
      dutyResource.paths.delete,
      { id: await idOf('duties', 'quality') },
      'en',
    );
    expect(refusedDuty.msg).toBe('1 people carry this duty on projects; change them in project people first.');
    const refusedState = await post(demo.admin, projectCodeResource.paths.delete, {
      id: await idOf('project_codes', 'building', 'state'),
    });
    expect(refusedState.code).toBe(400);

    const [counts] = await demo.server.sql<{ majors: number; roles: number; projects: number }>(
      `select (select count(*)::int from workbench.majors) as majors,
              (select count(*)::int from workbench.project_roles) as roles,
              (select count(*)::int from workbench.projects) as projects`,
    );
    expect(counts).toEqual({ majors: 4, roles: 3, projects: 5 });

    // An unused one goes.
    expect((await post(demo.admin, majorResource.paths.delete, { id: await idOf('majors', 'landscape') })).code).toBe(
      200,
    );
  });

  it('lets only platform administrators change the shared lists', async () => {
    const refused = await post(demo.manager, majorResource.paths.add, {
      code: 'steel',
      nameZh: '钢结构',
      nameEn: 'Steel',
      enabled: 'Y',
    });
    expect(refused.code).toBe(403);
    expect((await list(demo.manager, majorResource.paths.list)).total).toBeGreaterThan(0);
  });

  it('puts a person on a project once per role, from the project company only', async () => {
    const projectId = (await list<ProjectRow>(demo.manager, projectResource.paths.list, { keyword: 'T-100' })).list[0]
      ?.id;
    const [clerk] = await demo.server.sql<{ id: number }>("select id from workbench.accounts where account = 'buyer'");
    const [own] = await demo.server.sql<{ id: number }>("select id from workbench.accounts where account = 'manager'");
    const member = {
      projectId,
      accountId: own?.id,
      roleId: await idOf('project_roles', 'site_engineer'),
      dutyId: null,
      fromDate: '2026-05-01',
      toDate: '',
    };
    const added = await post<{ personName: string; roleName: string; dutyName: string | null }>(
      demo.manager,
      projectMemberResource.paths.add,
      member,
      'en',
    );
    expect(added.code).toBe(200);
    expect(added.data.roleName).toBe('Site engineer');
    expect(added.data.dutyName).toBeNull();
    const again = await post<Refusal>(demo.manager, projectMemberResource.paths.add, member, 'en');
    expect(again.data?.fieldErrors?.['roleId']).toBe('This person already holds this role on the project.');
    const outsider = await post<Refusal>(demo.manager, projectMemberResource.paths.add, {
      ...member,
      accountId: clerk?.id,
    });
    expect(outsider.data?.fieldErrors?.['accountId']).toBe('只能选择项目所属企业的人员');
    const early = await post<Refusal>(demo.manager, projectMemberResource.paths.add, {
      ...member,
      roleId: await idOf('project_roles', 'cost_engineer'),
      toDate: '2026-04-01',
    });
    expect(early.data?.fieldErrors?.['toDate']).toBe('结束日期不能早于开始日期');
  });

  it('keeps one active stage per project and an organisation once per part', async () => {
    const projectId = (await list<ProjectRow>(demo.manager, projectResource.paths.list, { keyword: 'T-100' })).list[0]
      ?.id;
    const stage = { projectId, name: '施工', order: 20, state: 'active' };
    expect((await post(demo.manager, projectStageResource.paths.add, stage)).code).toBe(200);
    const second = await post<Refusal>(demo.manager, projectStageResource.paths.add, { ...stage, name: '验收' }, 'en');
    expect(second.data?.fieldErrors?.['state']).toBe('The project already has an active stage; finish it first.');
    expect(
      (await post(demo.manager, projectStageResource.paths.add, { ...stage, name: '立项', order: 10, state: 'done' }))
        .code,
    ).toBe(200);
    const stages = await list<{ name: string }>(demo.manager, projectStageResource.paths.list, { projectId });
    expect(stages.list.map((row) => row.name)).toEqual(['立项', '施工']);

    const organ = { projectId, name: '某监理公司', kind: 'supervisor' };
    expect((await post(demo.manager, projectOrganResource.paths.add, organ)).code).toBe(200);
    const twice = await post<Refusal>(demo.manager, projectOrganResource.paths.add, organ);
    expect(twice.data?.fieldErrors?.['name']).toBe('此项目已有同一角色的单位 某监理公司');
    expect((await post(demo.manager, projectOrganResource.paths.add, { ...organ, kind: 'owner' })).code).toBe(200);
  });

  it('answers the analysis per state and per major, each company its own figures', async () => {
    const mine = await post<{ byState: Figure[]; byMajor: Figure[] }>(demo.manager, projectPaths.analysis, {}, 'en');
    expect(mine.code).toBe(200);
    expect(mine.data.byState.map((figure) => [figure.code, figure.projectCount])).toEqual([
      ['preparing', 1],
      ['building', 2],
      ['suspended', 0],
      ['completed', 0],
    ]);
    const civil = mine.data.byMajor.find((figure) => figure.code === 'civil');
    expect(civil).toEqual({ code: 'civil', name: 'Civil works', projectCount: 2, contractAmount: 9_851_234.5 });
    const theirs = await post<{ byState: Figure[]; byMajor: Figure[] }>(demo.adminYh, projectPaths.analysis, {});
    expect(theirs.data.byMajor.find((figure) => figure.code === 'hvac')?.contractAmount).toBe(615_000);
    expect(theirs.data.byMajor.find((figure) => figure.code === 'civil')).toMatchObject({
      name: '土建',
      projectCount: 1,
      contractAmount: 0,
    });
    expect((await post(demo.manager, projectPaths.analysis, { extra: 1 })).status).toBe(400);
  });
});
