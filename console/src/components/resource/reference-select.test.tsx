import { Keyword } from '@workbench/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session';
import { TestProviders } from '../../testing/providers';
import { namedTestResource } from '../../testing/resources';
import { ReferenceSelect } from './reference-selects';

/** A resource of people with a keyword filter, as the person reference of a form has. */
const staffResource = namedTestResource(
  'staff',
  {
    zh: { staff: '人员', name: '姓名' },
    en: { staff: 'Staff', name: 'Name' },
  },
  { filters: { keyword: Keyword } },
);

/** 150 people: the list answers the first 100, a keyword the matches, detail any one by id. */
function staffServer() {
  const people = Array.from({ length: 150 }, (_, index) => ({ id: index + 1, name: `员工${index + 1}` }));
  people[149] = { id: 150, name: '张三' };
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, msg: '', data }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as { keyword?: string; id?: number };
      if (path.endsWith('/test/staff/list')) {
        const matches = people.filter((person) => !body.keyword || person.name.includes(body.keyword));
        return answer({ total: matches.length, list: matches.slice(0, 100) });
      }
      if (path.endsWith('/test/staff/detail')) return answer(people.find((person) => person.id === body.id));
      return answer(null);
    }),
  );
}

function Chooser({ initial, onChange }: { initial: number | null; onChange: (value: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ReferenceSelect
      reference={staffResource}
      label="审批人"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
  staffServer();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
});

describe('a reference with more rows than one page (APG combobox)', { timeout: 30_000 }, () => {
  it('searches the server as one types and chooses a row past the first 100 by keyboard', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Chooser initial={null} onChange={changed} />, { wrapper: TestProviders });
    const input = await screen.findByRole('combobox', { name: '审批人' });
    expect(input).toHaveAccessibleDescription('共 150 项：输入名称搜索');
    await user.type(input, '张');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['张三']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changed).toHaveBeenLastCalledWith(150);
    expect(input).toHaveValue('张三');
  });

  it('names a chosen row no page shows, read by its detail', async () => {
    render(<Chooser initial={150} onChange={() => undefined} />, { wrapper: TestProviders });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '审批人' })).toHaveValue('张三'));
  });
});
