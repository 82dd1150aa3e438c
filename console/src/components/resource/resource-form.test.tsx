import { defineResource, dictionaryPaths, Id } from '@workbench/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Type } from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session';
import { TestProviders } from '../../testing/providers';
import { ResourceForm } from './resource-form';

/** A resource with one field of each kind the data dictionary brought: `dictionary` and `number`. */
const contractResource = defineResource({
  name: 'contract',
  menuUrl: 'contractConfig',
  label: { zh: '合同', en: 'Contracts' },
  basePath: '/test/contract',
  permissions: { read: 'contract:read', write: 'contract:write' },
  operations: ['add'],
  idKey: 'id',
  titleKey: 'kind',
  row: Type.Object({ id: Type.Integer(), kind: Type.String(), order: Type.Integer() }),
  create: Type.Object({ kind: Type.String(), order: Type.Integer({ minimum: 0, maximum: 99 }) }),
  update: Type.Object({ id: Id }),
  filters: {},
  sortKeys: ['kind'],
  defaultSort: { key: 'kind', order: 'asc' },
  title: 'contract',
  columns: [{ key: 'kind', label: 'kind', isRowHeader: true }],
  fields: [
    { key: 'kind', label: 'kind', input: 'dictionary', dictionary: 'contract_kind' },
    { key: 'order', label: 'order', input: 'number' },
  ],
  filterFields: [],
  messages: {
    zh: { contract: '合同', kind: '合同类别', order: '排序' },
    en: { contract: 'contract', kind: 'Contract kind', order: 'Order' },
  },
});

function contractServer() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, msg: '', data }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      if (path.endsWith(dictionaryPaths.items)) {
        return answer([
          { code: 'goods', label: '货物' },
          { code: 'service', label: '服务' },
        ]);
      }
      if (path.endsWith('/test/contract/add')) return answer({ id: 1, ...body });
      return answer(null);
    }),
  );
  return { calls };
}

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
});

describe('the dictionary and number inputs of a resource form', { timeout: 30_000 }, () => {
  it('offers the type items by label, and sends the chosen code and the number', async () => {
    const user = userEvent.setup();
    const { calls } = contractServer();
    const saved = vi.fn();
    render(<ResourceForm definition={contractResource} row={null} onSaved={saved} onCancel={() => undefined} />, {
      wrapper: TestProviders,
    });

    await waitFor(() => expect(calls.some((call) => call.path.endsWith(dictionaryPaths.items))).toBe(true));
    expect(calls.find((call) => call.path.endsWith(dictionaryPaths.items))?.body).toMatchObject({
      typeCode: 'contract_kind',
    });
    const kind = screen.getByRole('button', { name: /合同类别/ });
    kind.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['货物', '服务']);
    await user.click(within(listbox).getByRole('option', { name: '服务' }));
    const order = screen.getByRole('textbox', { name: '排序' });
    await user.clear(order);
    await user.type(order, '7');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.find((call) => call.path.endsWith('/test/contract/add'))?.body).toMatchObject({
      kind: 'service',
      order: 7,
    });
  });
});

describe('the initial values of a new row', { timeout: 30_000 }, () => {
  it('start the fields they name and are sent unless changed', async () => {
    const user = userEvent.setup();
    const { calls } = contractServer();
    const saved = vi.fn();
    render(
      <ResourceForm
        definition={contractResource}
        row={null}
        initial={{ kind: 'goods', order: 6 }}
        onSaved={saved}
        onCancel={() => undefined}
      />,
      { wrapper: TestProviders },
    );

    expect(screen.getByRole('textbox', { name: '排序' })).toHaveProperty('value', '6');
    await waitFor(() => expect(screen.getByRole('button', { name: /合同类别/ }).textContent).toContain('货物'));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.find((call) => call.path.endsWith('/test/contract/add'))?.body).toMatchObject({
      kind: 'goods',
      order: 6,
    });
  });
});
