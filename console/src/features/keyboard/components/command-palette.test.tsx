import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '../../../api/menus';
import { sessionStore } from '../../../stores/session';
import { TestProviders } from '../../../testing/providers';
import CommandPalette, { type CommandPaletteProps } from './command-palette';

const MENUS: MenuEntry[] = [
  {
    code: 'org',
    url: '',
    name: '组织管理',
    children: [
      { code: 'people_manage', url: 'peopleManage', name: '人员管理' },
      { code: 'company_manage', url: 'companyManage', name: '企业管理' },
      { code: 'secret', url: 'secret', name: '隐藏页面', hiddenFlag: 'Y' },
      // A gateway may flag a hidden entry by `hidden` instead of `hiddenFlag`.
      { code: 'draft', url: 'draft', name: '草稿页面', hidden: true },
    ],
  },
];

/** The menu tree call answers {@link MENUS}; every other call fails. */
function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const ok = url.split('?')[0] === '/share-system/menu/getLeftMenuList';
      return new Response(JSON.stringify({ code: ok ? 200 : 404, msg: '', data: ok ? MENUS : null }), {
        status: ok ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderPalette(props: Partial<CommandPaletteProps> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onNavigate: vi.fn(),
    onReopen: vi.fn(),
    onShowShortcuts: vi.fn(),
  };
  render(
    <CommandPalette
      isOpen
      tags={[{ key: '/index', label: '工作台', href: '/index' }]}
      recent={[
        { key: '/menu_manage', label: '菜单管理', href: '/menu_manage' },
        { key: '/duty', label: '职责管理', href: '/duty' },
      ]}
      {...handlers}
      {...props}
    />,
    { wrapper: TestProviders },
  );
  return handlers;
}

beforeEach(() => {
  sessionStore.token = 'aaaa.bbbb';
  stubServer();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.token = undefined;
});

describe('the command palette (docs/behaviour.md, "Keyboard")', () => {
  it('lists the granted menu views, the tags, the closed views and the actions in sections', async () => {
    renderPalette();
    const list = screen.getByRole('listbox', { name: '命令面板' });
    expect(await within(list).findByRole('option', { name: '人员管理' })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: '隐藏页面' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: '草稿页面' })).not.toBeInTheDocument();
    expect(within(list).getByRole('option', { name: '工作台' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: '退出登录' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: '菜单管理' })).toBeInTheDocument();
    // Actions show their shortcuts, so they can be learnt here.
    expect(within(list).getByRole('option', { name: '重新打开最近关闭的标签' })).toHaveAccessibleDescription(
      /快捷键 (Alt\+Shift\+T|⌥\+⇧\+T)/,
    );
    expect(within(list).getByRole('option', { name: '显示键盘快捷键' })).toHaveAccessibleDescription('快捷键 ?');
  });

  it('finds a view by pinyin initials, announces the count, and opens it on Enter', async () => {
    const { onNavigate, onOpenChange } = renderPalette();
    const combobox = screen.getByRole('combobox', { name: '搜索页面和操作' });
    await screen.findByRole('option', { name: '人员管理' });
    await userEvent.type(combobox, 'rygl');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['人员管理组织管理']);
    expect(screen.getByRole('status')).toHaveTextContent('1 个结果');
    await userEvent.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onNavigate).toHaveBeenCalledWith('/people_manage');
  });

  it('reopens the last closed tag through its action, and a closed view by its address', async () => {
    const { onReopen, onNavigate } = renderPalette();
    const combobox = screen.getByRole('combobox', { name: '搜索页面和操作' });
    await userEvent.type(combobox, 'cxdk{Enter}');
    expect(onReopen).toHaveBeenCalledOnce();
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'zhize{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/duty');
  });

  it('says so when nothing matches', async () => {
    renderPalette();
    await userEvent.type(screen.getByRole('combobox', { name: '搜索页面和操作' }), 'xyzxyz');
    // The list shows its empty state (react-aria renders it as the list's one option), the status says it.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['没有结果']);
    expect(screen.getByRole('status')).toHaveTextContent('没有结果');
  });
});
