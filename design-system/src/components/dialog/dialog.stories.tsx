import { parseDate } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { DateField } from '../date-field/date-field';
import { TextField } from '../text-field/text-field';
import { Dialog, DialogTrigger } from './dialog';
import { useState } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Dialog',
  component: Dialog,
};

interface DialogStoryArgs {
  trigger: string;
  title: string;
  closeLabel: string;
  cancel: string;
  save: string;
  fieldLabel: string;
  size?: 'sm' | 'md' | 'lg';
  defaultOpen?: boolean;
}

function EditSupplier({ trigger, title, closeLabel, cancel, save, fieldLabel, size, defaultOpen }: DialogStoryArgs) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>{trigger}</Button>
      <Dialog
        title={title}
        closeLabel={closeLabel}
        size={size}
        footer={(close) => (
          <>
            <Button variant="outline" onPress={close}>
              {cancel}
            </Button>
            <Button onPress={close}>{save}</Button>
          </>
        )}
      >
        <TextField label={fieldLabel} defaultValue="Acme Paper" />
      </Dialog>
    </DialogTrigger>
  );
}

const EN: DialogStoryArgs = {
  trigger: 'Edit supplier',
  title: 'Edit supplier',
  closeLabel: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  fieldLabel: 'Name',
};

const ZH: DialogStoryArgs = {
  trigger: '编辑供应商',
  title: '编辑供应商',
  closeLabel: '关闭',
  cancel: '取消',
  save: '保存',
  fieldLabel: '名称',
};

export const Closed = (args: DialogStoryArgs) => (
  <StoryFrame>
    <EditSupplier {...args} />
  </StoryFrame>
);
Closed.args = EN;

export const Open = (args: DialogStoryArgs) => (
  <StoryFrame>
    <EditSupplier {...args} />
  </StoryFrame>
);
Open.args = { ...EN, defaultOpen: true };

export const ChineseOpen = (args: DialogStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <EditSupplier {...args} />
  </StoryFrame>
);
ChineseOpen.args = { ...ZH, defaultOpen: true };

export const SmallOpen = (args: DialogStoryArgs) => (
  <StoryFrame>
    <EditSupplier {...args} />
  </StoryFrame>
);
SmallOpen.args = { ...EN, size: 'sm', defaultOpen: true };

export const LargeLongContentOpen = () => (
  <StoryFrame>
    <Dialog
      defaultOpen
      size="lg"
      title="采购框架协议条款（2024 年度修订版，适用于所有下属公司及其授权采购人员）"
      closeLabel="关闭"
      footer={<Button>I have read the terms</Button>}
    >
      <div className="flex flex-col gap-3">
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            第 {index + 1} 条：供应商应在订单确认后的约定时间内完成发货，并在系统中上传物流单号。Each supplier ships
            within the agreed time after the order is confirmed and records the tracking number.
          </p>
        ))}
      </div>
    </Dialog>
  </StoryFrame>
);

/** A navigation drawer along the start edge, as the console shows its menu below 992 px. */
/** Pinned near the top: the panel's top edge stays put while its content grows or shrinks (a command palette). */
export const TopOpen = (args: DialogStoryArgs) => (
  <StoryFrame lang="en" className="min-h-96">
    <PinnedSearch {...args} />
  </StoryFrame>
);
TopOpen.args = { ...EN, title: 'Search views', fieldLabel: 'Search', defaultOpen: true };

function PinnedSearch({ title, closeLabel, fieldLabel, defaultOpen }: DialogStoryArgs) {
  const [query, setQuery] = useState('');
  const views = ['Companies', 'Org structure', 'People', 'Menus', 'Roles', 'Code list'].filter((view) =>
    view.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <Dialog defaultOpen={defaultOpen} placement="top" title={title} closeLabel={closeLabel}>
      <TextField label={fieldLabel} value={query} onChange={setQuery} />
      <ul className="mt-3 flex flex-col gap-1">
        {views.map((view) => (
          <li key={view}>{view}</li>
        ))}
      </ul>
    </Dialog>
  );
}

export const DrawerOpen = () => (
  <StoryFrame lang="zh-CN">
    <Dialog defaultOpen placement="start" size="sm" title="主菜单" closeLabel="关闭">
      <nav aria-label="主菜单">
        <ul className="flex flex-col gap-1">
          {['工作台', '组织管理', '系统管理', '日志管理', '滞留票管理'].map((label) => (
            <li key={label}>
              <a href="#menu" className="block rounded-md px-2 py-1.5 hover:bg-accent">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  </StoryFrame>
);

export const DarkOpen = (args: DialogStoryArgs) => (
  <StoryFrame theme="dark">
    <EditSupplier {...args} />
  </StoryFrame>
);
DarkOpen.args = { ...EN, defaultOpen: true };

export const RandomBrandOpen = (args: DialogStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand}>
    <EditSupplier {...args} />
  </StoryFrame>
);
RandomBrandOpen.args = { ...EN, defaultOpen: true, brand: randomBrand() };

interface SideSheetStoryArgs {
  locale: string;
  title: string;
  closeLabel: string;
  cancel: string;
  save: string;
  name: string;
  contact: string;
  phone: string;
  contractEnd: string;
  contractEndHelp: string;
  active: string;
  record: { name: string; contact: string; phone: string; contractEnd: string };
  /** Extra paragraphs under the form, to make the body scroll. */
  notes?: string[];
  defaultOpen?: boolean;
}

/**
 * A record edited in a side sheet along the inline-end edge: the form fills the body and its
 * submit button sits in the footer (`form` attribute), which stays in view while the body scrolls.
 */
function EditSupplierSheet(args: SideSheetStoryArgs) {
  const formId = `supplier-${args.locale}`;
  return (
    <Dialog
      defaultOpen={args.defaultOpen}
      placement="end"
      title={args.title}
      closeLabel={args.closeLabel}
      footer={(close) => (
        <>
          <Button variant="outline" onPress={close}>
            {args.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {args.save}
          </Button>
        </>
      )}
    >
      {(close) => (
        <I18nProvider locale={args.locale}>
          <form
            id={formId}
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <TextField label={args.name} name="name" defaultValue={args.record.name} isRequired />
            <TextField label={args.contact} name="contact" defaultValue={args.record.contact} />
            <TextField label={args.phone} name="phone" type="tel" defaultValue={args.record.phone} />
            <DateField
              label={args.contractEnd}
              name="contractEnd"
              description={args.contractEndHelp}
              defaultValue={parseDate(args.record.contractEnd)}
            />
            <Checkbox name="active" defaultSelected>
              {args.active}
            </Checkbox>
            {args.notes?.map((note, index) => (
              <p key={index} className="text-muted-foreground">
                {note}
              </p>
            ))}
          </form>
        </I18nProvider>
      )}
    </Dialog>
  );
}

const ZH_SHEET: SideSheetStoryArgs = {
  locale: 'zh-CN',
  title: '编辑供应商',
  closeLabel: '关闭',
  cancel: '取消',
  save: '保存',
  name: '名称',
  contact: '联系人',
  phone: '联系电话',
  contractEnd: '合同到期日',
  contractEndHelp: '到期前 30 天提醒采购负责人',
  active: '启用该供应商',
  record: { name: '上海晨光文具有限公司', contact: '王建国', phone: '021-6888 0000', contractEnd: '2025-06-30' },
};

const EN_SHEET: SideSheetStoryArgs = {
  locale: 'en-US',
  title: 'Edit supplier',
  closeLabel: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  name: 'Name',
  contact: 'Contact',
  phone: 'Phone',
  contractEnd: 'Contract ends on',
  contractEndHelp: 'The buyer is reminded 30 days before',
  active: 'Supplier is active',
  record: { name: 'Acme Paper Ltd.', contact: 'Alice Chen', phone: '+86 21 6888 0000', contractEnd: '2025-06-30' },
};

const SUPPLIERS = [
  { name: '上海晨光文具有限公司', contact: '王建国', phone: '021-6888 0000', contractEnd: '2025-06-30' },
  { name: '杭州西湖纸业有限公司', contact: '李娜', phone: '0571-8765 4321', contractEnd: '2024-12-31' },
  { name: '苏州工业园区办公设备有限公司', contact: '张伟', phone: '0512-6262 1234', contractEnd: '2026-03-31' },
];

/** The list a side sheet edits beside: each row's Edit button opens the sheet for that record. */
export const SideSheet = () => (
  <StoryFrame lang="zh-CN">
    <ul className="flex max-w-xl flex-col divide-y divide-border rounded-md border border-border bg-surface">
      {SUPPLIERS.map((record) => (
        <li key={record.name} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{record.name}</span>
            <span className="block text-sm text-muted-foreground">{record.contact}</span>
          </span>
          <DialogTrigger>
            <Button variant="outline" size="sm" aria-label={`编辑 ${record.name}`}>
              编辑
            </Button>
            <EditSupplierSheet {...ZH_SHEET} record={record} />
          </DialogTrigger>
        </li>
      ))}
    </ul>
  </StoryFrame>
);

export const SideSheetOpen = (args: SideSheetStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <EditSupplierSheet {...args} />
  </StoryFrame>
);
SideSheetOpen.args = { ...ZH_SHEET, defaultOpen: true };

export const SideSheetEnglishOpen = (args: SideSheetStoryArgs) => (
  <StoryFrame lang="en">
    <EditSupplierSheet {...args} />
  </StoryFrame>
);
SideSheetEnglishOpen.args = { ...EN_SHEET, defaultOpen: true };

/** More content than the viewport holds: the body scrolls (and joins the tab order), header and footer stay. */
export const SideSheetLongContentOpen = (args: SideSheetStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <EditSupplierSheet {...args} />
  </StoryFrame>
);
SideSheetLongContentOpen.args = {
  ...ZH_SHEET,
  defaultOpen: true,
  title: '编辑供应商：苏州工业园区办公设备与耗材集中采购服务有限公司（华东大区）',
  notes: Array.from(
    { length: 10 },
    (_, index) =>
      `备注 ${index + 1}：供应商应在订单确认后的约定时间内完成发货，并在系统中上传物流单号。The supplier ships within the agreed time after the order is confirmed and records the tracking number.`,
  ),
};

export const SideSheetDarkOpen = (args: SideSheetStoryArgs) => (
  <StoryFrame theme="dark" lang="en">
    <EditSupplierSheet {...args} />
  </StoryFrame>
);
SideSheetDarkOpen.args = { ...EN_SHEET, defaultOpen: true };

export const SideSheetRandomBrandOpen = (args: SideSheetStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand} lang="zh-CN">
    <EditSupplierSheet {...args} />
  </StoryFrame>
);
SideSheetRandomBrandOpen.args = { ...ZH_SHEET, defaultOpen: true, brand: randomBrand() };

/**
 * Keyboard path (WAI-ARIA APG, modal dialog): Enter on the trigger opens the dialog and moves focus
 * into it; Tab stays inside; Escape closes it and focus returns to the trigger.
 */
Closed.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: 'Edit supplier' });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Edit supplier' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  for (let step = 0; step < 5; step += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}) satisfies Play;
