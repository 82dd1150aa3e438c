import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination, paginationStatus } from './pagination';

const LABELS = {
  navigation: '分页',
  first: '首页',
  previous: '上一页',
  next: '下一页',
  last: '末页',
  pageSize: '每页条数',
  pageSizeOption: (n: number) => `${n} 条/页`,
};

function Harness({ rowCount = 532 }: { rowCount?: number }) {
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(20);
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
      labels={LABELS}
      formatStatus={({ from, to, total }) => `第 ${from}–${to} 条，共 ${total} 条`}
    />
  );
}

describe('Pagination', { timeout: 30_000 }, () => {
  it('is a navigation landmark with a polite status made by formatStatus', () => {
    render(<Harness />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('第 21–40 条，共 532 条');
  });

  it('moves with first, previous, next and last, disabling them at the ends', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '末页' }));
    expect(screen.getByRole('status')).toHaveTextContent('第 521–532 条，共 532 条');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(screen.getByRole('status')).toHaveTextContent('第 501–520 条');
    await userEvent.click(screen.getByRole('button', { name: '首页' }));
    expect(screen.getByRole('status')).toHaveTextContent('第 1–20 条');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
  });

  it('picks a page size from the select with the keyboard', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /每页条数/ });
    expect(trigger).toHaveTextContent('20 条/页');
    trigger.focus();
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[ArrowDown][Enter]');
    expect(screen.getByRole('button', { name: /每页条数/ })).toHaveTextContent('50 条/页');
    expect(screen.getByRole('status')).toHaveTextContent('第 1–50 条，共 532 条');
  });

  it('says 0–0 of 0 and disables the moves when there are no rows', () => {
    render(<Harness rowCount={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('第 0–0 条，共 0 条');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('says nothing and disables the moves while the total is not known yet', () => {
    render(
      <Pagination
        pageIndex={0}
        pageSize={10}
        rowCount={undefined}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        labels={LABELS}
        formatStatus={({ total }) => `共 ${total} 条`}
      />,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: '末页' })).toBeDisabled();
  });
});

describe('paginationStatus', () => {
  it('counts rows from 1 and clamps the last page', () => {
    expect(paginationStatus(1, 20, 532)).toEqual({ from: 21, to: 40, total: 532, page: 2, pageCount: 27 });
    expect(paginationStatus(99, 10, 25)).toEqual({ from: 21, to: 25, total: 25, page: 3, pageCount: 3 });
    expect(paginationStatus(0, 10, 0)).toEqual({ from: 0, to: 0, total: 0, page: 1, pageCount: 1 });
  });
});
