import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Select, SelectItem } from './select';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Select',
  component: Select,
};

interface Option {
  id: string;
  name: string;
}

const COMPANIES_ZH: Option[] = [
  { id: 'hq', name: '上海总部采购中心' },
  { id: 'sz', name: '深圳分公司' },
  { id: 'bj', name: '北京分公司' },
  { id: 'cd', name: '成都分公司' },
];

const COMPANIES_EN: Option[] = [
  { id: 'hq', name: 'Shanghai head office' },
  { id: 'sz', name: 'Shenzhen branch' },
  { id: 'bj', name: 'Beijing branch' },
  { id: 'intl', name: 'Workbench International Trading Co., Ltd.' },
];

interface SelectStoryArgs {
  label: string;
  placeholder: string;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  defaultOpen?: boolean;
  defaultSelectedKey?: string;
  emptyLabel?: string;
  options: Option[];
}

function CompanySelect({ options, ...args }: SelectStoryArgs) {
  return (
    <Select items={options} disabledKeys={['cd']} {...args}>
      {(item: Option) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

export const Default = (args: SelectStoryArgs) => (
  <StoryFrame className="max-w-xs">
    <CompanySelect {...args} />
  </StoryFrame>
);
Default.args = { label: 'Company', placeholder: 'Choose a company', options: COMPANIES_EN };

export const Open = (args: SelectStoryArgs) => (
  <StoryFrame lang="zh-CN" className="h-72 max-w-xs">
    <CompanySelect {...args} />
  </StoryFrame>
);
Open.args = {
  label: '所属公司',
  placeholder: '请选择公司',
  defaultSelectedKey: 'sz',
  defaultOpen: true,
  options: COMPANIES_ZH,
};

export const Selected = (args: SelectStoryArgs) => (
  <StoryFrame className="max-w-xs">
    <CompanySelect {...args} />
  </StoryFrame>
);
Selected.args = {
  label: 'Company',
  placeholder: 'Choose a company',
  description: 'Orders are billed to it',
  defaultSelectedKey: 'bj',
  options: COMPANIES_EN,
};

export const Invalid = (args: SelectStoryArgs) => (
  <StoryFrame className="max-w-xs">
    <CompanySelect {...args} />
  </StoryFrame>
);
Invalid.args = {
  label: '所属公司',
  placeholder: '请选择公司',
  isRequired: true,
  isInvalid: true,
  errorMessage: '请选择要开票的公司',
  options: COMPANIES_ZH,
};

export const Disabled = (args: SelectStoryArgs) => (
  <StoryFrame className="max-w-xs">
    <CompanySelect {...args} />
  </StoryFrame>
);
Disabled.args = {
  label: 'Company',
  placeholder: 'Choose a company',
  isDisabled: true,
  defaultSelectedKey: 'hq',
  options: COMPANIES_EN,
};

export const LongLabels = (args: SelectStoryArgs) => (
  <StoryFrame className="h-80 max-w-60">
    <CompanySelect {...args} />
  </StoryFrame>
);
LongLabels.args = {
  label: 'The company that receives the invoice for every order placed from this account',
  placeholder: 'Choose a company',
  defaultSelectedKey: 'intl',
  defaultOpen: true,
  options: COMPANIES_EN,
};

/** Opened before its options have arrived: the list says so instead of staying shut. */
export const LoadingOpen = (args: SelectStoryArgs) => (
  <StoryFrame lang="zh-CN" className="h-40 max-w-xs">
    <CompanySelect {...args} />
  </StoryFrame>
);
LoadingOpen.args = {
  label: '角色',
  placeholder: '请选择角色',
  defaultOpen: true,
  emptyLabel: '加载中…',
  options: [],
};

export const DarkOpen = (args: SelectStoryArgs) => (
  <StoryFrame theme="dark" className="h-72 max-w-xs">
    <CompanySelect {...args} />
  </StoryFrame>
);
DarkOpen.args = {
  label: 'Company',
  placeholder: 'Choose a company',
  defaultSelectedKey: 'sz',
  defaultOpen: true,
  options: COMPANIES_EN,
};

export const RandomBrandOpen = (args: SelectStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand} className="h-72 max-w-xs">
    <CompanySelect {...args} />
  </StoryFrame>
);
RandomBrandOpen.args = {
  brand: randomBrand(),
  label: 'Company',
  placeholder: 'Choose a company',
  defaultSelectedKey: 'hq',
  defaultOpen: true,
  options: COMPANIES_EN,
};

/**
 * Keyboard path: ArrowDown opens the list on the first option, ArrowDown moves, Enter picks and
 * closes it, and focus is back on the trigger, which now shows the choice.
 */
Default.play = (async ({ canvas, userEvent }) => {
  const trigger = canvas.getByRole('button', { name: /Company/ });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  await expect(within(listbox).getByRole('option', { name: 'Shanghai head office' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await expect(trigger).toHaveTextContent('Shenzhen branch');
  await expect(trigger).toHaveFocus();
}) satisfies Play;
