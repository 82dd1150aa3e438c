import { Keyword } from '@workbench/contracts';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session';
import { TestProviders } from '../../testing/providers';
import { namedTestResource } from '../../testing/resources';
import { searchOf, useResourceList } from './use-resource';

const itemResource = namedTestResource(
  'item',
  {
    zh: { item: '物品', name: '名称' },
    en: { item: 'item', name: 'Name' },
  },
  { filters: { keyword: Keyword } },
);

/** The addresses of the calls made, in order. */
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  sessionStore.token = 'aaaa.bbbb';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ code: 200, msg: '', data: { total: 0, list: [] } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
});

function List({ query, searchLog }: { query: Record<string, unknown>; searchLog: boolean }) {
  useResourceList(itemResource, query, { searchLog });
  return null;
}

describe('which list calls are marked as searches a person ran (docs/behaviour.md, "Lists")', () => {
  it('marks a change of filters or sort, never the first load, a page of the same search or a select', async () => {
    const { rerender } = render(<List query={{ pageNum: 1, pageSize: 10 }} searchLog />, { wrapper: TestProviders });
    const next = async (query: Record<string, unknown>, searchLog = true) => {
      const before = calls.length;
      rerender(<List query={query} searchLog={searchLog} />);
      await waitFor(() => expect(calls.length).toBe(before + 1));
      return calls.at(-1);
    };
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/\/test\/item\/list$/);
    expect(await next({ pageNum: 1, pageSize: 10, keyword: '螺栓' })).toMatch(/\/test\/item\/list\?searchLog=Y$/);
    expect(await next({ pageNum: 2, pageSize: 10, keyword: '螺栓' })).toMatch(/\/list$/);
    expect(await next({ pageNum: 1, pageSize: 10, keyword: '螺栓', sortKey: 'name' })).toMatch(/\?searchLog=Y$/);
    expect(await next({ pageNum: 1, pageSize: 10, keyword: '垫圈' }, false)).toMatch(/\/list$/);
  });

  it('compares searches without paging and in any key order', () => {
    expect(searchOf({ pageNum: 1, pageSize: 10, b: 1, a: 'x' })).toBe(
      searchOf({ a: 'x', b: 1, pageNum: 3, pageSize: 50 }),
    );
    expect(searchOf({ pageNum: 1, pageSize: 10 })).not.toBe(searchOf({ pageNum: 1, pageSize: 10, a: '' }));
  });
});
