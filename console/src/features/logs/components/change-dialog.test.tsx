import { type operateLogResource, type RowOf } from '@workbench/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../../lib/format';
import { setLanguage, settingsStore } from '../../../stores/settings';
import { TestProviders } from '../../../testing/providers';
import { ChangeDialog } from './change-dialog';

/** An application as the operate log stores it: the definition's row, ids and internal keys included. */
const application = {
  id: 7,
  templateId: 3,
  templateName: '采购审批',
  applicant: '陈思远',
  title: '办公用品采购',
  currentStep: 1,
  stepName: '部门审批',
  stepCount: 2,
  status: 'running',
  startTime: 1_795_718_314_595,
  documentId: null,
  documentTitle: null,
  shareUuid: '5b0c6f3e-2f1e-4c55-9f5a-0d1c2b3a4e5f',
};

/** An operate-log entry of `resource` with rows `before` and `after`. */
function entry(resource: string, before: unknown, after: unknown): RowOf<typeof operateLogResource> {
  return {
    id: 1,
    time: 0,
    account: 'admin',
    personName: '管理员',
    companyName: '示例集团',
    action: 'approve',
    resource,
    rowId: '7',
    rowName: '办公用品采购',
    before,
    after,
    requestId: '1',
    clientIp: '127.0.0.1',
  };
}

/** The comparison's row of the field labelled `label` (its row header starts with it): its two value cells. */
function field(label: string) {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent?.startsWith(label));
  if (!row) throw new Error(`no row for ${label}`);
  const [before, after] = within(row).getAllByRole('cell');
  return { row, before, after };
}

function renderDialog(value: RowOf<typeof operateLogResource>) {
  render(
    <TestProviders language={settingsStore.language}>
      <ChangeDialog entry={value} onClose={() => undefined} />
    </TestProviders>,
  );
}

afterEach(() => setLanguage('zh'));

describe('the comparison of an operate-log entry (docs/screens.md, "Log manage")', { timeout: 30_000 }, () => {
  it('labels fields from the definition and shows values as the list does, in zh', () => {
    renderDialog(entry('processList', application, { ...application, status: 'approved', priority: 'high' }));
    expect(screen.getByRole('dialog', { name: '修改前后对比' })).toBeVisible();
    expect(field('状态').before).toHaveTextContent('审批中');
    expect(field('状态').after).toHaveTextContent('已通过');
    expect(within(field('状态').row).getByText('已修改')).toBeVisible();
    expect(field('提交时间').before).toHaveTextContent(formatTimestamp(application.startTime));
    expect(field('流程模板').after).toHaveTextContent('采购审批');
    expect(field('关联文件').after).toHaveTextContent('—');
    const text = screen.getByRole('table').textContent ?? '';
    for (const hidden of ['shareUuid', 'templateId', 'currentStep', '1795718314595', 'running']) {
      expect(text).not.toContain(hidden);
    }
    expect(within(field('priority').row).getByText('已移除的字段')).toBeVisible();
    expect(field('priority').after).toHaveTextContent('high');
  });

  it('speaks English and formats money', async () => {
    await setLanguage('en');
    renderDialog(entry('projectContract', { amount: 1234.5, state: 'signed' }, { amount: 2000, state: 'signed' }));
    expect(field('Amount (yuan)').before).toHaveTextContent('CN¥1,234.50');
    expect(field('Amount (yuan)').after).toHaveTextContent('CN¥2,000.00');
  });

  it('names a parent and counts a position from 1', () => {
    renderDialog(
      entry('menu', { parentId: 4, parentName: '系统管理', sort: 0 }, { parentId: 9, parentName: '日志管理', sort: 2 }),
    );
    expect(field('上级分组').before).toHaveTextContent('系统管理');
    expect(field('上级分组').after).toHaveTextContent('日志管理');
    expect(field('排列位置').before).toHaveTextContent(/^1$/);
    expect(field('排列位置').after).toHaveTextContent(/^3$/);
    expect(screen.queryByText('parentId')).toBeNull();
  });

  it('words a refusal: the permission in the reader language and the call it stopped', async () => {
    await setLanguage('en');
    renderDialog(
      entry('person', null, {
        permission: 'person:write',
        permissionName: { zh: '编辑人员', en: 'Edit people' },
        url: '/share-system/person/add',
      }),
    );
    expect(field('Permission needed').after).toHaveTextContent('Edit people');
    expect(field('Attempted action').after).toHaveTextContent('Add person');
    expect(field('Attempted action').before).toHaveTextContent('—');
    expect(screen.getByRole('table').textContent).not.toMatch(/person:write|\/share-system/);
  });

  it('says so when an entry has nothing to show', () => {
    renderDialog(entry('processList', null, { id: 3, shareUuid: 'x' }));
    expect(screen.getByText('这条记录没有可显示的字段。')).toBeVisible();
  });
});
