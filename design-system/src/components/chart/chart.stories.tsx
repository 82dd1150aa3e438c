import type * as React from 'react';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { BarChart, DonutChart, LineChart, SERIES_COLOURS, type ChartProps } from './chart';

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

type StoryProps = ChartProps &
  Partial<Pick<React.ComponentProps<typeof LineChart>, 'series'>> &
  Partial<Pick<React.ComponentProps<typeof BarChart>, 'layout'>> &
  Partial<Pick<React.ComponentProps<typeof DonutChart>, 'centre'>> & {
    lang?: 'zh' | 'en';
    theme?: 'light' | 'dark';
    brand?: string;
  };

function Frame({
  Chart,
  lang = 'zh',
  theme,
  brand,
  ...props
}: StoryProps & { Chart: (props: Omit<StoryProps, 'lang' | 'theme' | 'brand'>) => React.ReactNode }) {
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

/** The months of the three purchase kinds: exact amounts in the table, 万 on the axis. */
const GOODS = [182_000.5, 164_500, 231_200, 198_000, 256_700, 240_100];
const WORKS = [0, 1_200_000, 0, 530_000, 0, 1_730_000];
const SERVICES = [64_000, 0, 120_000, 0, 90_000, 30_000];
const zhCompact = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  notation: 'compact',
  maximumFractionDigits: 2,
}).format;
const enCompact = new Intl.NumberFormat('en', {
  style: 'currency',
  currency: 'CNY',
  notation: 'compact',
  maximumFractionDigits: 2,
}).format;
const enExact = new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY' }).format;

/**
 * Three series over the same months: each its colour, dashes and point markers, named in a legend;
 * the value axis in 万 with nice ticks, its top at or above the largest month (no line above the
 * top grid line); the table has a column per series.
 */
export const LineSeriesChinese = (args: StoryProps) => <Frame Chart={LineChart} {...args} />;
LineSeriesChinese.args = {
  ...ZH_LINE,
  title: '近 6 个月采购额',
  description: '工程采购在 6 月最高，为 173 万元。',
  data: ZH_MONTHS.map((label, i) => ({ label, value: GOODS[i] ?? 0 })),
  series: [
    { label: '工程', values: WORKS },
    { label: '服务', values: SERVICES },
  ],
  formatValue: zhExact,
  formatTick: zhCompact,
  tableLabels: { ...ZH_TABLE, value: '货物' },
};

LineSeriesChinese.play = (async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByText('以表格查看'));
  const table = canvas.getByRole('table', { name: '近 6 个月采购额' });
  await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    '月份',
    '货物',
    '工程',
    '服务',
  ]);
  await expect(table).toHaveTextContent('¥1,730,000.00');
}) satisfies Play;

/** The same in English on the dark card: k and M on the axis, CN¥ as in the table. */
export const LineSeriesEnglishDark = (args: StoryProps) => <Frame Chart={LineChart} {...args} />;
LineSeriesEnglishDark.args = {
  ...EN_LINE,
  theme: 'dark',
  title: 'Purchasing, last 6 months',
  description: 'Works peaked in June at CN¥1.73M.',
  data: EN_MONTHS.map((label, i) => ({ label, value: GOODS[i] ?? 0 })),
  series: [
    { label: 'Works', values: WORKS },
    { label: 'Services', values: SERVICES },
  ],
  formatValue: enExact,
  formatTick: enCompact,
  tableLabels: { ...EN_TABLE, value: 'Goods' },
  defaultTableOpen: true,
};

/** Series colours of any brand: the palette turns with the brand's hue and stays 3:1 on the card. */
export const LineSeriesRandomBrand = (args: StoryProps) => <Frame Chart={LineChart} {...args} />;
LineSeriesRandomBrand.args = { ...LineSeriesEnglishDark.args, theme: undefined, brand: randomBrand() };

const SUPPLIERS = [
  { label: '华东办公设备有限公司', value: 12 },
  { label: '上海精工机电设备股份有限公司', value: 9 },
  { label: '蓝天物流', value: 7 },
  { label: '北方建设工程集团', value: 4 },
  { label: '青禾科技', value: 2 },
];

/** A ranking with long names: one row per supplier, the name cut to 40% of the width, the count after the bar. */
export const BarHorizontalChinese = (args: StoryProps) => <Frame Chart={BarChart} {...args} />;
BarHorizontalChinese.args = {
  ...ZH_LINE,
  layout: 'horizontal',
  title: '投标最多的供应商',
  description: '华东办公设备有限公司投标最多，12 次。',
  data: SUPPLIERS,
  formatValue: zhCount,
  tableLabels: { toggle: '以表格查看', category: '供应商', value: '投标次数' },
};

export const BarHorizontalEnglish = (args: StoryProps) => <Frame Chart={BarChart} {...args} />;
BarHorizontalEnglish.args = {
  ...EN_LINE,
  layout: 'horizontal',
  title: 'Most active bidders',
  description: 'East China Office Equipment bid most, 12 times.',
  data: [
    { label: 'East China Office Equipment Co., Ltd.', value: 12 },
    { label: 'Shanghai Precision Electromechanical', value: 9 },
    { label: 'Blue Sky Logistics', value: 7 },
  ],
  formatValue: enCount,
  tableLabels: { toggle: 'Show as table', category: 'Supplier', value: 'Bids' },
};

/** Columns with names longer than their share of the width: each is cut with an ellipsis, none overlaps. */
export const BarLongLabels = (args: StoryProps) => <Frame Chart={BarChart} {...args} />;
BarLongLabels.args = { ...BarHorizontalChinese.args, layout: 'vertical', title: '各供应商投标次数' };

/** A donut with its total in the hole and each slice filled with its own pattern, as its swatch. */
export const DonutWithCentre = (args: StoryProps) => <Frame Chart={DonutChart} {...args} />;
DonutWithCentre.args = {
  ...DonutChinese.args,
  title: '供应商资质',
  description: '6 家供应商中 4 家合格。',
  data: [
    { label: '合格', value: 4 },
    { label: '待审核', value: 1 },
    { label: '不合格', value: 1 },
  ],
  centre: { value: '6', label: '家供应商' },
  tableLabels: { toggle: '以表格查看', category: '状态', value: '供应商数' },
};

export const DonutWithCentreDark = (args: StoryProps) => <Frame Chart={DonutChart} {...args} />;
DonutWithCentreDark.args = { ...DonutWithCentre.args, theme: 'dark' };

/**
 * Inside a card whose heading already names the chart: the caption stays the figure's name and
 * description for assistive technology, but is not shown again.
 */
export const CaptionHidden = (args: StoryProps) => <Frame Chart={BarChart} {...args} />;
CaptionHidden.args = { ...BarChinese.args, captionHidden: true };

/** The categorical palette, series 1 to 6, each with its dashes and marker, on the card in both schemes. */
export const Palette = ({ theme }: { theme?: 'light' | 'dark' }) => (
  <StoryFrame lang="zh-CN" theme={theme}>
    <ul className="grid max-w-md gap-2 rounded-lg border border-border bg-surface p-4 text-sm text-surface-foreground">
      {SERIES_COLOURS.map((colour, index) => (
        <li key={colour} className="flex items-center gap-3">
          <span className="h-4 w-10 rounded-sm" style={{ background: colour }} />
          <svg aria-hidden="true" viewBox="0 0 60 10" className="h-2.5 w-16">
            <line x1={0} x2={60} y1={5} y2={5} stroke={colour} strokeWidth={2} />
          </svg>
          <code>--chart-{index + 1}</code>
        </li>
      ))}
    </ul>
  </StoryFrame>
);
Palette.args = { theme: 'light' };

export const PaletteDark = Palette.bind({});
PaletteDark.args = { theme: 'dark' };
