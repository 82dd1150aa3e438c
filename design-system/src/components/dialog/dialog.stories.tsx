import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog, DialogTrigger } from './dialog';

export default {
  title: 'Components/Dialog',
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
