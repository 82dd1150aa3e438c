import { Keyword } from '@workbench/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Type } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { namedTestResource } from '../../testing/resources';
import { useListParams } from './use-list-params';

/** A list with a keyword and a company filter, as the people list has. */
const personResource = namedTestResource(
  'person',
  { zh: { person: '人员', name: '姓名' }, en: { person: 'People', name: 'Name' } },
  { filters: { keyword: Keyword, companyId: Type.Integer() } },
);

/** Searches `zhou` through `update`, as the filter bar does when a keyword's delay ends. */
function KeywordSearch() {
  const { params, update } = useListParams(personResource);
  return (
    <button type="button" onClick={() => update({ filters: { keyword: 'zhou' } })}>
      search {JSON.stringify(params.filters)}
    </button>
  );
}

/**
 * A view as the view cache renders it (`app/view-cache.tsx`): its own path, and the query it was
 * last let through with, whatever the browser shows meanwhile.
 */
function renderView(path: string, renderedSearch: string) {
  render(
    <Router base="/admin" hook={() => [`/admin${path}`, browserNavigate]} searchHook={() => renderedSearch}>
      <KeywordSearch />
    </Router>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('useListParams', () => {
  it("changes the address as the browser shows it, not as the view last rendered it (a list's move onto its company not yet let through)", async () => {
    window.history.replaceState(null, '', '/admin/people?companyId=3');
    renderView('/people', '');
    await userEvent.click(screen.getByRole('button', { name: /^search/ }));
    expect(new URLSearchParams(window.location.search).get('companyId')).toBe('3');
    expect(new URLSearchParams(window.location.search).get('keyword')).toBe('zhou');
    expect(window.location.pathname).toBe('/admin/people');
  });

  it("changes the view's own address when the browser shows another view's", async () => {
    window.history.replaceState(null, '', '/admin/codes?companyId=3');
    renderView('/people', 'companyId=5');
    await userEvent.click(screen.getByRole('button', { name: /^search/ }));
    expect(window.location.pathname).toBe('/admin/people');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      keyword: 'zhou',
      companyId: '5',
    });
  });
});
