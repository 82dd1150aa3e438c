import { useState } from 'react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Pagination, type PaginationLabels, type PaginationStatus } from './pagination';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/Pagination',
  component: Pagination,
};

const ZH: PaginationLabels = {
  navigation: '分页',
  first: '首页',
  previous: '上一页',
  next: '下一页',
  last: '末页',
  pageSize: '每页条数',
  pageSizeOption: (n) => `${n} 条/页`,
};
const EN: PaginationLabels = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  pageSize: 'Rows per page',
};
const zhStatus = ({ from, to, total }: PaginationStatus) => `第 ${from}–${to} 条，共 ${total} 条`;
const enStatus = ({ from, to, total }: PaginationStatus) => `Rows ${from}–${to} of ${total}`;

interface DemoProps {
  lang: 'zh' | 'en';
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  isDisabled?: boolean;
}

function Demo({ lang, rowCount, pageIndex: initialPage, pageSize: initialSize, isDisabled }: DemoProps) {
  const [pageIndex, setPageIndex] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialSize);
  return (
    <Pagination
      pageIndex={pageIndex}
      pageSize={pageSize}
      rowCount={rowCount}
      onPageChange={setPageIndex}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPageIndex(0);
      }}
      labels={lang === 'zh' ? ZH : EN}
      formatStatus={lang === 'zh' ? zhStatus : enStatus}
      isDisabled={isDisabled}
    />
  );
}

export const Chinese = (args: DemoProps) => (
  <StoryFrame lang="zh-CN">
    <Demo {...args} />
  </StoryFrame>
);
Chinese.args = { lang: 'zh', rowCount: 532, pageIndex: 1, pageSize: 20 };

export const English = (args: DemoProps) => (
  <StoryFrame lang="en">
    <Demo {...args} />
  </StoryFrame>
);
English.args = { lang: 'en', rowCount: 532, pageIndex: 1, pageSize: 20 };

export const FirstPage = (args: DemoProps) => (
  <StoryFrame lang="en">
    <Demo {...args} />
  </StoryFrame>
);
FirstPage.args = { lang: 'en', rowCount: 95, pageIndex: 0, pageSize: 10 };

export const LastPage = (args: DemoProps) => (
  <StoryFrame lang="zh-CN">
    <Demo {...args} />
  </StoryFrame>
);
LastPage.args = { lang: 'zh', rowCount: 95, pageIndex: 9, pageSize: 10 };

export const NoRows = (args: DemoProps) => (
  <StoryFrame lang="en">
    <Demo {...args} />
  </StoryFrame>
);
NoRows.args = { lang: 'en', rowCount: 0, pageIndex: 0, pageSize: 10 };

export const Disabled = (args: DemoProps) => (
  <StoryFrame lang="zh-CN">
    <Demo {...args} />
  </StoryFrame>
);
Disabled.args = { lang: 'zh', rowCount: 532, pageIndex: 0, pageSize: 10, isDisabled: true };

export const Dark = (args: DemoProps) => (
  <StoryFrame theme="dark" lang="zh-CN">
    <Demo {...args} />
  </StoryFrame>
);
Dark.args = { lang: 'zh', rowCount: 10000, pageIndex: 3, pageSize: 100 };

export const RandomBrand = (args: DemoProps & { brand: string }) => (
  <StoryFrame brand={args.brand} lang="en">
    <Demo {...args} />
  </StoryFrame>
);
RandomBrand.args = { lang: 'en', rowCount: 532, pageIndex: 1, pageSize: 50, brand: randomBrand() };

/** Keyboard path: Tab past the page size to the next-page button; Enter turns the page and the status says so. */
English.play = (async ({ canvas, userEvent }) => {
  const status = canvas.getByRole('status');
  await expect(status).toHaveTextContent('Rows 21–40 of 532');
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(status).toHaveTextContent('Rows 41–60 of 532');
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await expect(status).toHaveTextContent('Rows 521–532 of 532');
  await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
}) satisfies Play;
