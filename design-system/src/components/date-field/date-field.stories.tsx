import { parseDate } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Button } from '../button/button';
import { DateField } from './date-field';
import { expect, within } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/DateField',
  component: DateField,
};

interface DateFieldStoryArgs {
  locale: string;
  label: string;
  description?: string;
  /** ISO 8601 day, e.g. `2024-05-01`; parsed into a CalendarDate. */
  value?: string;
  /** ISO 8601 day: later days are invalid. */
  max?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  errorMessage?: string;
}

function DeliveryDate({ locale, value, max, ...args }: DateFieldStoryArgs) {
  return (
    <I18nProvider locale={locale}>
      <DateField
        {...args}
        defaultValue={value ? parseDate(value) : undefined}
        maxValue={max ? parseDate(max) : undefined}
      />
    </I18nProvider>
  );
}

export const Empty = (args: DateFieldStoryArgs) => (
  <StoryFrame lang="zh-CN" className="max-w-xs">
    <DeliveryDate {...args} />
  </StoryFrame>
);
Empty.args = { locale: 'zh-CN', label: '交货日期', description: '供应商承诺的到货日期' } satisfies DateFieldStoryArgs;

export const WithValue = (args: DateFieldStoryArgs) => (
  <StoryFrame lang="zh-CN" className="max-w-xs">
    <DeliveryDate {...args} />
  </StoryFrame>
);
WithValue.args = { locale: 'zh-CN', label: '交货日期', value: '2024-05-01' } satisfies DateFieldStoryArgs;

export const InvalidWithMessage = (args: DateFieldStoryArgs) => (
  <StoryFrame lang="zh-CN" className="max-w-xs">
    <DeliveryDate {...args} />
  </StoryFrame>
);
InvalidWithMessage.args = {
  locale: 'zh-CN',
  label: '交货日期',
  description: '不晚于 2024 年 6 月 30 日',
  value: '2024-07-15',
  isInvalid: true,
  errorMessage: '交货日期不能晚于合同截止日',
} satisfies DateFieldStoryArgs;

/** The same field in English (United States): month, day, year. */
export const English = (args: DateFieldStoryArgs) => (
  <StoryFrame lang="en" className="flex max-w-xs flex-col gap-4">
    <DeliveryDate {...args} />
    <DeliveryDate {...args} label="Order date" value={undefined} description="Leave empty for today" />
    <DeliveryDate
      {...args}
      label="Invoice date"
      value="2024-07-15"
      isInvalid
      errorMessage="The invoice date cannot be after the due date"
    />
  </StoryFrame>
);
English.args = { locale: 'en-US', label: 'Delivery date', value: '2024-05-01' } satisfies DateFieldStoryArgs;

/** A Chinese page showing dates the Chinese way: year, month, day. */
export const Chinese = (args: DateFieldStoryArgs) => (
  <StoryFrame lang="zh-CN" className="flex max-w-xs flex-col gap-4">
    <DeliveryDate {...args} />
    <DeliveryDate {...args} label="下单日期" value={undefined} description="留空则为今天" />
  </StoryFrame>
);
Chinese.args = { locale: 'zh-CN', label: '交货日期', value: '2024-05-01' } satisfies DateFieldStoryArgs;

export const RequiredInForm = () => (
  <StoryFrame lang="zh-CN" className="max-w-xs">
    <I18nProvider locale="zh-CN">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <DateField label="合同签订日期" name="signedOn" isRequired errorMessage="请填写合同签订日期" />
        <Button type="submit" className="w-fit">
          提交
        </Button>
      </form>
    </I18nProvider>
  </StoryFrame>
);

export const DisabledAndReadOnly = () => (
  <StoryFrame lang="en" className="flex max-w-xs flex-col gap-4">
    <DeliveryDate locale="en-US" label="Created on" value="2024-03-08" isDisabled />
    <DeliveryDate locale="zh-CN" label="创建日期" value="2024-03-08" isReadOnly />
  </StoryFrame>
);

export const LongLabel = () => (
  <StoryFrame lang="zh-CN" className="flex max-w-xs flex-col gap-4">
    <DeliveryDate
      locale="zh-CN"
      label="供应商营业执照有效期截止日期（请与营业执照上的信息保持一致）"
      description="到期前 30 天系统将提醒采购负责人更新资料。"
      isRequired
    />
    <DeliveryDate
      locale="en-US"
      label="Expiry date of the supplier's business licence, as printed on the licence"
      description="We remind the buyer 30 days before it expires."
    />
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" lang="zh-CN" className="flex max-w-xs flex-col gap-4">
    <DeliveryDate locale="zh-CN" label="交货日期" value="2024-05-01" description="供应商承诺的到货日期" />
    <DeliveryDate locale="en-US" label="Order date" />
    <DeliveryDate locale="zh-CN" label="发票日期" value="2024-07-15" isInvalid errorMessage="发票日期不能晚于到期日" />
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand} lang="zh-CN" className="flex max-w-xs flex-col gap-4">
    <p className="text-sm text-muted-foreground">{args.brand}</p>
    <DeliveryDate locale="zh-CN" label="交货日期" value="2024-05-01" />
    <DeliveryDate locale="en-US" label="Invoice date" value="2024-07-15" isInvalid errorMessage="Too late" />
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };

/**
 * Keyboard path: Tab reaches the first segment (the year, in zh-CN order); typed digits fill the
 * segments one after another; ArrowUp steps the focused segment.
 */
Empty.play = (async ({ canvas, userEvent }) => {
  const [year, month, day] = within(canvas.getByRole('group', { name: /交货日期/ })).getAllByRole('spinbutton');
  await userEvent.tab();
  await expect(year).toHaveFocus();
  await userEvent.keyboard('20240501');
  await expect(year).toHaveTextContent('2024');
  await expect(month).toHaveTextContent(/^0?5$/);
  await expect(day).toHaveFocus();
  await expect(day).toHaveTextContent(/^0?1$/);
  await userEvent.keyboard('{ArrowUp}');
  await expect(day).toHaveTextContent(/^0?2$/);
}) satisfies Play;
