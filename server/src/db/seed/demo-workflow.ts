/**
 * The demo data set's approvals (docs/screens.md, "Approval processes"): the process type and
 * templates, and the applications submitted and decided through the workflow service.
 */
import { and, desc, eq } from 'drizzle-orm';
import { type Participant, decideTask, submitApplication } from '../../modules/workflow/applications';
import type { Database } from '../client';
import { accounts, documents, persons, processTemplates, processTypes, workflowTasks } from '../schema';
import { must } from './base';

/** The general process type each demo company files its templates under. */
const PROCESS_TYPE = { code: 'general', nameZh: '通用审批', nameEn: 'General approval' } as const;

/** A template step: its names, and the demo accounts who approve it; none: the head of the applicant's unit. */
type StepSeed = [nameZh: string, nameEn: string, approvers?: string[]];

/** The demo process templates, by key: the company (index in {@link COMPANIES}), names and steps. */
const PROCESS_TEMPLATES: Record<string, [company: number, nameZh: string, nameEn: string, steps: StepSeed[]]> = {
  expense: [
    0,
    '费用报销',
    'Expense claim',
    [
      ['部门负责人审批', 'Unit head review'],
      ['财务审批', 'Finance review', ['admin']],
    ],
  ],
  purchase: [
    0,
    '采购申请',
    'Purchase request',
    [
      ['部门负责人审批', 'Unit head review'],
      ['总经理审批', 'General manager approval', ['admin']],
    ],
  ],
  supplier: [0, '供应商准入', 'Supplier admission', [['资质审核', 'Qualification review', ['admin']]]],
  contract: [
    0,
    '合同变更',
    'Contract change',
    [
      ['部门负责人审批', 'Unit head review'],
      ['法务复核', 'Legal review', ['admin']],
    ],
  ],
  equipment: [0, 'IT 设备申请', 'IT equipment request', [['信息技术部审核', 'IT review', ['manager']]]],
  travelYh: [1, '差旅申请', 'Travel request', [['部门经理审批', 'Manager approval', ['admin.yh']]]],
  paymentYh: [
    1,
    '付款申请',
    'Payment request',
    [
      ['部门经理审批', 'Manager approval', ['admin.yh']],
      ['财务审批', 'Finance review', ['admin.yh']],
    ],
  ],
  receiptQh: [2, '到货验收', 'Goods receipt', [['收货确认', 'Receipt confirmation', ['buyer']]]],
  travelQh: [2, '差旅申请', 'Travel request', [['部门经理审批', 'Manager approval', ['clerk']]]],
  worksQh: [2, '工程验收', 'Works acceptance', [['采购复核', 'Purchasing review', ['buyer']]]],
};

/** A demo application: submitted by `applicant` on `template`, then decided step by step, all in the past. */
interface ApplicationSeed {
  template: keyof typeof PROCESS_TEMPLATES;
  applicant: string;
  title: string;
  hoursAgo: number;
  /** The linked document, by its English title. */
  document?: string;
  /** The decisions so far, oldest first: [approver, decision, comment, hours ago]. */
  decisions?: [string, 'approve' | 'reject', string, number][];
}

/**
 * The demo applications by key (reminders link them): company 0 has 4 in review (3 waiting for
 * `admin`, 1 for `manager`) and 1 approved; company 1 has 2 waiting for `admin.yh`; company 2
 * has 3 waiting for `buyer`, 1 approved and 1 rejected; company 3 none, so its cards are empty.
 */
export const APPLICATIONS: Record<string, ApplicationSeed> = {
  officeSupplies: {
    template: 'purchase',
    applicant: 'manager',
    title: '季度办公用品补货',
    hoursAgo: 8,
    document: 'Office supplies contract template',
    decisions: [['admin', 'approve', '同意，请控制在预算内', 4]],
  },
  supplierYh: {
    template: 'supplier',
    applicant: 'manager',
    title: '远航供应链准入资料',
    hoursAgo: 6,
    document: 'Supplier admission rules',
  },
  rdRefit: {
    template: 'contract',
    applicant: 'manager',
    title: '研发楼改造工程增加工程量',
    hoursAgo: 50,
    decisions: [['admin', 'approve', '请法务确认预算说明', 44]],
  },
  servers: { template: 'equipment', applicant: 'admin', title: '机房服务器扩容', hoursAgo: 20 },
  travelClaim: {
    template: 'expense',
    applicant: 'manager',
    title: '上海客户拜访差旅报销',
    hoursAgo: 110,
    decisions: [
      ['admin', 'approve', '同意', 104],
      ['admin', 'approve', '同意报销', 100],
    ],
  },
  chengdu: { template: 'travelYh', applicant: 'yh.0001', title: '成都客户拜访', hoursAgo: 7 },
  trunkTransport: {
    template: 'paymentYh',
    applicant: 'yh.0002',
    title: '干线运输服务月结',
    hoursAgo: 28,
    decisions: [['admin.yh', 'approve', '同意', 27]],
  },
  shopDelivery: { template: 'receiptQh', applicant: 'clerk', title: '门店办公用品到货', hoursAgo: 3 },
  beijing: {
    template: 'travelQh',
    applicant: 'buyer',
    title: '北京客户拜访',
    hoursAgo: 34,
    decisions: [['clerk', 'approve', '同意出行', 31]],
  },
  flagship: { template: 'worksQh', applicant: 'clerk', title: '旗舰店装修完工验收', hoursAgo: 60 },
  consumables: { template: 'receiptQh', applicant: 'clerk', title: '办公耗材补货到货', hoursAgo: 75 },
  labelPrinter: {
    template: 'receiptQh',
    applicant: 'clerk',
    title: '标签打印机到货',
    hoursAgo: 120,
    decisions: [['buyer', 'reject', '型号不符，已退货', 118]],
  },
};

/** The head (an account) of some demo units: the approvers of the `unitHead` rule there. */
export const UNIT_HEADS: Record<string, string> = { 总经办: 'admin', 信息技术部: 'admin' };

/**
 * Writes the demo process types and {@link PROCESS_TEMPLATES}, then submits and decides
 * {@link APPLICATIONS} through the workflow service (`submitApplication`, `decideTask`), the
 * code the routes run, so each seeded application opens, shows its steps and log and is decided
 * like one made in the console (docs/screens.md, "Approval processes").
 * @returns the latest task of each application, by key, for the reminders that link one.
 */
export async function insertDemoApplications(
  tx: Database,
  companyIds: number[],
  ago: (hours: number) => Date,
): Promise<Map<string, number>> {
  const people = await tx
    .select({
      account: accounts.account,
      accountId: accounts.id,
      companyId: accounts.companyId,
      personName: persons.name,
    })
    .from(accounts)
    .innerJoin(persons, eq(persons.id, accounts.personId));
  const person = (account: string): Participant =>
    must(
      people.find((row) => row.account === account),
      account,
    );
  const typeIds = await tx
    .insert(processTypes)
    .values(companyIds.map((companyId) => ({ companyId, ...PROCESS_TYPE })))
    .returning({ id: processTypes.id });
  const templateId = new Map<string, number>();
  for (const [key, [company, nameZh, nameEn, steps]] of Object.entries(PROCESS_TEMPLATES)) {
    const [row] = await tx
      .insert(processTemplates)
      .values({
        companyId: must(companyIds[company], company),
        typeId: must(typeIds[company], company).id,
        nameZh,
        nameEn,
        steps: steps.map(([stepZh, stepEn, approvers]) =>
          approvers
            ? {
                nameZh: stepZh,
                nameEn: stepEn,
                rule: 'people' as const,
                accountIds: approvers.map((a) => person(a).accountId),
              }
            : { nameZh: stepZh, nameEn: stepEn, rule: 'unitHead' as const },
        ),
      })
      .returning({ id: processTemplates.id });
    templateId.set(key, must(row, key).id);
  }
  const latestTask = new Map<string, number>();
  for (const [key, seed] of Object.entries(APPLICATIONS)) {
    let documentId: number | null = null;
    if (seed.document) {
      const [found] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.titleEn, seed.document));
      documentId = must(found, seed.document).id;
    }
    const id = await submitApplication(
      tx,
      person(seed.applicant),
      { templateId: must(templateId.get(seed.template), seed.template), title: seed.title, documentId },
      ago(seed.hoursAgo),
    );
    for (const [approver, decision, comment, hoursAgo] of seed.decisions ?? []) {
      const [task] = await tx
        .select({ id: workflowTasks.id })
        .from(workflowTasks)
        .where(
          and(
            eq(workflowTasks.processId, id),
            eq(workflowTasks.assigneeAccountId, person(approver).accountId),
            eq(workflowTasks.status, 'pending'),
          ),
        );
      await decideTask(tx, person(approver), { taskId: must(task, key).id, comment }, decision, ago(hoursAgo));
    }
    const [latest] = await tx
      .select({ id: workflowTasks.id })
      .from(workflowTasks)
      .where(eq(workflowTasks.processId, id))
      .orderBy(desc(workflowTasks.id))
      .limit(1);
    latestTask.set(key, must(latest, key).id);
  }
  return latestTask;
}
