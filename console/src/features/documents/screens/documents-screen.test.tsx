import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_FRAME_NAME } from '../../../lib/download';
import { sessionStore } from '../../../stores/session';
import type { DocumentItem } from '../../../api/document-list';
import DocumentsScreen from './documents-screen';
import { TestProviders } from '../../../testing/providers';

const TOKEN = 'aaaa.bbbb';

const doc = (id: number, title: string, size: number): DocumentItem => ({
  id,
  title,
  category: '制度规范',
  fileName: `${title}.txt`,
  size,
  author: '集团采购部',
  updateTime: new Date(2026, 0, 5, 7, 8, 9).getTime(),
});

/** A stand-in for `/share-system/document/list` over 25 documents, recording each body. */
function documentServer() {
  const all = Array.from({ length: 25 }, (_, i) =>
    doc(i + 1, i % 2 ? `采购文档${i + 1}` : `手册${i + 1}`, 1536 * (i + 1)),
  );
  const bodies: { pageNum: number; pageSize: number; keyword?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as (typeof bodies)[number];
      bodies.push(body);
      const matching = all.filter((item) => !body.keyword || item.title.includes(body.keyword));
      const start = (body.pageNum - 1) * body.pageSize;
      return new Response(
        JSON.stringify({
          code: 200,
          msg: '',
          data: { total: matching.length, list: matching.slice(start, start + body.pageSize) },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return { bodies };
}

beforeEach(() => {
  sessionStore.token = TOKEN;
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
  document.querySelector(`iframe[name="${DOWNLOAD_FRAME_NAME}"]`)?.remove();
});

// A DataTable renders slowly under jsdom; these tests page and search it several times.
describe('the document list', { timeout: 20_000 }, () => {
  it('asks for the first page of 10 without a keyword, and shows sizes and times formatted', async () => {
    const { bodies } = documentServer();
    render(<DocumentsScreen title="文档列表" />, { wrapper: TestProviders });
    const row = (await screen.findByRole('rowheader', { name: '手册1' })).closest('[role="row"]') as HTMLElement;
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 10 });
    expect(within(row).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(row).getByText('2026-01-05 07:08:09')).toBeInTheDocument();
    expect(screen.getByText('第 1–10 条，共 25 条')).toBeInTheDocument();
  });

  it('sends the trimmed keyword on Enter and goes back to the first page', async () => {
    const user = userEvent.setup();
    const { bodies } = documentServer();
    render(<DocumentsScreen title="文档列表" />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '下一页' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 2, pageSize: 10 }));
    await user.type(screen.getByRole('searchbox', { name: '搜索文档' }), '  采购 {Enter}');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 10, keyword: '采购' }));
    expect(await screen.findByText('第 1–10 条，共 12 条')).toBeInTheDocument();
  });

  it('names the search in the empty state', async () => {
    const user = userEvent.setup();
    documentServer();
    render(<DocumentsScreen title="文档列表" />, { wrapper: TestProviders });
    await screen.findByRole('rowheader', { name: '手册1' });
    await user.type(screen.getByRole('searchbox', { name: '搜索文档' }), '合同{Enter}');
    expect(await screen.findByText('没有与“合同”匹配的文档')).toBeInTheDocument();
  });

  it('downloads a document through the hidden frame, with its id and the token', async () => {
    const user = userEvent.setup();
    documentServer();
    render(<DocumentsScreen title="文档列表" />, { wrapper: TestProviders });
    await user.click(await screen.findByRole('button', { name: '下载 手册1.txt' }));
    const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${DOWNLOAD_FRAME_NAME}"]`);
    const url = new URL(frame?.src ?? '');
    expect(url.pathname).toBe('/share-system/document/download');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '1', token: TOKEN, lang: 'zh' });
  });
});
