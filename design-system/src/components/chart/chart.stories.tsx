import type * as React from 'react';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { BarChart, DonutChart, LineChart, type ChartProps } from './chart';

export default {
  title: 'Components/Charts',
  component: LineChart,
};

const zhMoney = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', notation: 'compact' }).format;
const enMoney = new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY', notation: 'compact' }).format;
const zhCount = new Intl.NumberFormat('zh-CN').format;
const enCount = new Intl.NumberFormat('en').format;

const ZH_MONTHS = ['1月', '2月', '3月', '4月', '5月', '6月'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const SPEND = [182_000, 164_500, 231_200, 198_000, 256_700, 240_100];

const ZH_TABLE = { toggle: '以表格查看', category: '月份', value: '采购金额' };
const EN_TABLE = { toggle: 'Show as table', category: 'Month', value: 'Spend' };

type StoryProps = ChartProps & { lang?: 'zh' | 'en'; theme?: 'light' | 'dark'; brand?: string };

function Frame({
  Chart,
  lang = 'zh',
  theme,
  brand,
  ...props
}: StoryProps & { Chart: (props: ChartProps) => React.ReactNode }) {
  return (
    <StoryFrame lang={lang === 'zh' ? 'zh-CN' : 'en'} theme={theme} brand={brand} className="max-w-2xl">
      <Chart {...props} />
    </StoryFrame>
  );
}

const ZH_LINE: StoryProps = {
  lang: 'zh',
  title: '集团月度采购金额',
  description: '上半年采购金额总体上升，5 月最高。',
  data: ZH_MONTHS.map((label, i) => ({ label, value: SPEND[i] ?? 0 })),
  formatValue: zhMoney,
  tableLabels: ZH_TABLE,
  height: 240,
};
const EN_LINE: StoryProps = {
  lang: 'en',
  title: 'Group spend per month',
  description: 'Spend rose over the half year and peaked in May.',
  data: EN_MONTHS.map((label, i) => ({ label, value: SPEND[i] ?? 0 })),
  formatValue: enMoney,
  tableLabels: EN_TABLE,
  height: 240,
};

export const LineChinese = (args: StoryProps) => <Frame Chart={LineChart} {...args} />;
LineChinese.args = ZH_LINE;

/**
 * The table alternative's path: Tab reaches its `<summary>`, which opens the table of the same
 * numbers. Testing Library's simulated Enter does not run the browser's own activation of a
 * `<summary>`; its click does (a click event is how Enter activates it), and the console's journey
 * opens it with a real Enter (tests/e2e/workbench.spec.ts).
 */
LineChinese.play = (async ({ canvas, userEvent }) => {
  const summary = canvas.getByText('以表格查看');
  const table = canvas.getByRole('table', { name: '集团月度采购金额' });
  await expect(table).not.toBeVisible();
  await userEvent.tab();
  await expect(summary).toHaveFocus();
  await userEvent.click(summary);
  await expect(table).toBeVisible();
  await expect(canvas.getByRole('rowheader', { name: '5月' })).toBeVisible();
}) satisfies Play;

export const LineEnglish = (args: StoryProps) => <Frame Chart={LineChart} {...args} />;
LineEnglish.args = EN_LINE;

export const LineWithTableOpen = (args: StoryProps) => <Frame Chart={LineChart} {...args} />;
LineWithTableOpen.args = { ...EN_LINE, defaultTableOpen: true };

const zhExact = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format;

/** Exact amounts in the table and for screen readers, compact ones on the value axis (`formatTick`). */
export const ExactAmountsCompactAxis = (args: StoryProps) => <Frame Chart={LineChart} {...args} />;
ExactAmountsCompactAxis.args = {
  ...ZH_LINE,
  data: ZH_MONTHS.map((label, i) => ({ label, value: (SPEND[i] ?? 0) * 10 + 0.5 })),
  formatValue: zhExact,
  formatTick: zhMoney,
  defaultTableOpen: true,
};

export const BarChinese = (args: StoryProps) => <Frame Chart={BarChart} {...args} />;
BarChinese.args = {
  ...ZH_LINE,
  title: '各分公司采购金额',
  description: '深圳分公司采购金额最高。',
  data: [
    { label: '深圳', value: 532_000 },
    { label: '成都', value: 318_400 },
    { label: '武汉', value: 276_900 },
    { label: '西安', value: 120_300 },
  ],
  tableLabels: { ...ZH_TABLE, category: '分公司' },
};

export const BarEnglish = (args: StoryProps) => <Frame Chart={BarChart} {...args} />;
BarEnglish.args = {
  ...EN_LINE,
  title: 'Spend per subsidiary',
  description: 'Shenzhen spends the most.',
  data: [
    { label: 'Shenzhen', value: 532_000 },
    { label: 'Chengdu', value: 318_400 },
    { label: 'Wuhan', value: 276_900 },
    { label: 'Xi’an', value: 120_300 },
  ],
  tableLabels: { ...EN_TABLE, category: 'Subsidiary' },
};

export const DonutChinese = (args: StoryProps) => <Frame Chart={DonutChart} {...args} />;
DonutChinese.args = {
  ...ZH_LINE,
  title: '订单状态分布',
  description: '大部分订单已完成，约一成待审批。',
  data: [
    { label: '已完成', value: 1432 },
    { label: '配送中', value: 318 },
    { label: '待审批', value: 201 },
    { label: '已取消', value: 57 },
  ],
  formatValue: zhCount,
  tableLabels: { toggle: '以表格查看', category: '状态', value: '订单数' },
};

export const DonutEnglish = (args: StoryProps) => <Frame Chart={DonutChart} {...args} />;
DonutEnglish.args = {
  ...EN_LINE,
  title: 'Orders by status',
  description: 'Most orders are done; about one in ten awaits approval.',
  data: [
    { label: 'Done', value: 1432 },
    { label: 'Shipping', value: 318 },
    { label: 'Awaiting approval', value: 201 },
    { label: 'Cancelled', value: 57 },
  ],
  formatValue: enCount,
  tableLabels: { toggle: 'Show as table', category: 'Status', value: 'Orders' },
  defaultTableOpen: true,
};

export const Dark = (args: StoryProps) => <Frame Chart={BarChart} {...args} />;
Dark.args = { ...ZH_LINE, theme: 'dark', defaultTableOpen: true };

export const DarkDonut = (args: StoryProps) => <Frame Chart={DonutChart} {...args} />;
DarkDonut.args = { ...DonutEnglish.args, theme: 'dark' };

export const RandomBrand = (args: StoryProps) => <Frame Chart={LineChart} {...args} />;
RandomBrand.args = { ...EN_LINE, brand: randomBrand() };
