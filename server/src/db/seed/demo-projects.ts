/**
 * The demo data set's projects (docs/screens.md, "Projects"): the project ledger with its
 * majors, roles, duties, members, stages and contracts, and the MRO items and requests.
 */
import type { Database } from '../client';
import {
  duties,
  majors,
  projectCodes,
  projectContracts,
  projectMembers,
  projectOrgans,
  projectRoles,
  projectStages,
  projects,
} from '../schema';
import { must } from './base';

/** The demo majors, project roles and duties (docs/screens.md, "Projects"). */
const MAJORS = [
  { code: 'civil', nameZh: '土建', nameEn: 'Civil works' },
  { code: 'electrical', nameZh: '电气', nameEn: 'Electrical' },
  { code: 'hvac', nameZh: '暖通', nameEn: 'HVAC' },
  { code: 'landscape', nameZh: '园林', nameEn: 'Landscape', enabled: false },
];

const PROJECT_ROLES = [
  { code: 'project_manager', nameZh: '项目经理', nameEn: 'Project manager' },
  { code: 'site_engineer', nameZh: '现场工程师', nameEn: 'Site engineer' },
  { code: 'cost_engineer', nameZh: '造价工程师', nameEn: 'Cost engineer' },
];

const DUTIES = [
  { code: 'quality', nameZh: '质量管理', nameEn: 'Quality', description: '施工质量检查与验收' },
  { code: 'safety', nameZh: '安全管理', nameEn: 'Safety', description: '现场安全巡查' },
  { code: 'cost', nameZh: '成本控制', nameEn: 'Cost control', description: '' },
];

/** The demo projects, by company index, major, state and kind code, with their parts. */
const PROJECTS = [
  {
    company: 0,
    code: 'HC-2026-001',
    name: '汇采集团总部办公楼改造',
    unit: '工程采购组',
    major: 'civil',
    state: 'building',
    kind: 'renovation',
    budget: 12_000_000,
    startDate: '2026-03-01',
    manager: '王建国',
    contracts: [
      {
        code: 'C-001',
        supplierName: '华东建设工程有限公司',
        amount: 8_600_000,
        signedDate: '2026-02-20',
        state: 'signed',
      },
      { code: 'C-002', supplierName: '申城机电安装有限公司', amount: 1_250_000, signedDate: '', state: 'draft' },
    ],
    organs: [
      { name: '汇采集团有限公司', kind: 'owner' },
      { name: '华东建设工程有限公司', kind: 'contractor' },
      { name: '诚信工程监理有限公司', kind: 'supervisor' },
    ],
    members: [
      { account: 'manager', role: 'project_manager', duty: 'quality', fromDate: '2026-03-01' },
      { account: 'admin', role: 'cost_engineer', duty: 'cost', fromDate: '2026-03-01' },
    ],
    stages: [
      { name: '立项', state: 'done' },
      { name: '设计', state: 'done' },
      { name: '施工', state: 'active' },
      { name: '竣工验收', state: 'planned' },
    ],
  },
  {
    company: 0,
    code: 'HC-2026-002',
    name: '配电室扩容工程',
    unit: '工程采购组',
    major: 'electrical',
    state: 'preparing',
    kind: 'new_build',
    budget: 2_400_000,
    startDate: '2026-06-15',
    manager: '',
    contracts: [],
    organs: [{ name: '汇采集团有限公司', kind: 'owner' }],
    members: [],
    stages: [{ name: '立项', state: 'active' }],
  },
  {
    company: 1,
    code: 'YH-2026-001',
    name: '华南仓储中心暖通维修',
    unit: '华南仓储',
    major: 'hvac',
    state: 'completed',
    kind: 'maintenance',
    budget: 680_000,
    startDate: '2026-01-05',
    endDate: '2026-04-30',
    manager: '陈海',
    contracts: [
      {
        code: 'C-001',
        supplierName: '岭南暖通设备有限公司',
        amount: 615_000,
        signedDate: '2026-01-02',
        state: 'closed',
      },
    ],
    organs: [{ name: '深圳远航供应链管理有限公司', kind: 'owner' }],
    members: [{ account: 'admin.yh', role: 'project_manager', duty: 'safety', fromDate: '2026-01-05' }],
    stages: [
      { name: '检修', state: 'done' },
      { name: '验收', state: 'done' },
    ],
  },
] as const;

/**
 * The demo MRO items (docs/screens.md, "MRO"), by company index: some at or under their reorder
 * point, so the MRO work bench has something to replenish.
 */
export const MRO_ITEMS = [
  {
    company: 0,
    code: 'BRG-6204',
    nameZh: '深沟球轴承 6204',
    nameEn: 'Ball bearing 6204',
    uom: '个',
    stock: 4,
    reorderPoint: 10,
    location: 'A-01-03',
  },
  {
    company: 0,
    code: 'FLT-AIR-01',
    nameZh: '空调过滤网',
    nameEn: 'Air conditioner filter',
    uom: '片',
    stock: 12,
    reorderPoint: 12,
    location: 'B-02-01',
  },
  {
    company: 0,
    code: 'GLV-NIT',
    nameZh: '丁腈手套',
    nameEn: 'Nitrile gloves',
    uom: '盒',
    stock: 40,
    reorderPoint: 15,
    location: 'C-01-01',
  },
  {
    company: 0,
    code: 'LMP-LED-18',
    nameZh: 'LED 灯管 18W',
    nameEn: 'LED tube 18 W',
    uom: '支',
    stock: 30,
    reorderPoint: 20,
    location: '',
  },
  {
    company: 1,
    code: 'OIL-HYD-46',
    nameZh: '46 号液压油',
    nameEn: 'Hydraulic oil 46',
    uom: '桶',
    stock: 1,
    reorderPoint: 3,
    location: '华南仓储 M-1',
  },
  {
    company: 1,
    code: 'BLT-V-A42',
    nameZh: 'A42 三角带',
    nameEn: 'V-belt A42',
    uom: '条',
    stock: 8,
    reorderPoint: 5,
    location: '华南仓储 M-2',
  },
] as const;

/** The demo replenishment requests: item code within the company, requester account, state. */
export const MRO_REQUESTS = [
  {
    company: 0,
    item: 'GLV-NIT',
    account: 'manager',
    quantity: 20,
    reason: '季度劳保用品补充',
    state: 'received',
    hoursAgo: 24 * 20,
  },
  {
    company: 0,
    item: 'LMP-LED-18',
    account: 'manager',
    quantity: 10,
    reason: '办公区灯管更换',
    state: 'ordered',
    hoursAgo: 24 * 3,
  },
  {
    company: 1,
    item: 'OIL-HYD-46',
    account: 'admin.yh',
    quantity: 4,
    reason: '叉车保养用油',
    state: 'waiting',
    hoursAgo: 6,
  },
] as const;

/** Writes the demo majors, project roles, duties and {@link PROJECTS} with their parts. */
export async function insertDemoProjects(
  tx: Database,
  companyIds: number[],
  accountId: Map<string, number>,
  unitId: Map<string, number>,
): Promise<void> {
  const ids = <T extends { id: number; code: string }>(rows: T[]) => new Map(rows.map((r) => [r.code, r.id]));
  const majorId = ids(await tx.insert(majors).values(MAJORS).returning({ id: majors.id, code: majors.code }));
  const roleId = ids(
    await tx.insert(projectRoles).values(PROJECT_ROLES).returning({ id: projectRoles.id, code: projectRoles.code }),
  );
  const dutyId = ids(await tx.insert(duties).values(DUTIES).returning({ id: duties.id, code: duties.code }));
  const codeRows = await tx
    .select({ id: projectCodes.id, kind: projectCodes.kind, code: projectCodes.code })
    .from(projectCodes);
  const codeId = new Map(codeRows.map((r) => [`${r.kind}:${r.code}`, r.id]));
  for (const project of PROJECTS) {
    const { contracts, organs, members, stages, company, unit, major, state, kind, budget, ...fields } = project;
    const [row] = await tx
      .insert(projects)
      .values({
        ...fields,
        companyId: must(companyIds[company], company),
        unitId: must(unitId.get(unit), unit),
        majorId: must(majorId.get(major), major),
        stateId: must(codeId.get(`state:${state}`), state),
        kindId: must(codeId.get(`kind:${kind}`), kind),
        budget: budget.toFixed(2),
      })
      .returning({ id: projects.id });
    const projectId = must(row, project.code).id;
    if (contracts.length > 0) {
      await tx.insert(projectContracts).values(
        contracts.map(({ amount, signedDate, ...contract }) => ({
          ...contract,
          projectId,
          amount: amount.toFixed(2),
          signedDate: signedDate || null,
        })),
      );
    }
    await tx.insert(projectOrgans).values(organs.map((organ) => ({ ...organ, projectId })));
    if (members.length > 0) {
      await tx.insert(projectMembers).values(
        members.map((member) => ({
          projectId,
          accountId: must(accountId.get(member.account), member.account),
          roleId: must(roleId.get(member.role), member.role),
          dutyId: must(dutyId.get(member.duty), member.duty),
          fromDate: member.fromDate,
        })),
      );
    }
    await tx
      .insert(projectStages)
      .values(stages.map((stage, sort) => ({ ...stage, projectId, sort: (sort + 1) * 10 })));
  }
}
