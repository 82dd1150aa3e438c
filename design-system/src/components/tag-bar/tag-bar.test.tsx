import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  TagBar,
  addVisitedView,
  closeView,
  tagBarPanelId,
  tagBarTabId,
  tagMenuTargets,
  type TagBarItem,
  type TagBarProps,
} from './tag-bar';

const ITEMS: TagBarItem[] = [
  { key: '/index', label: 'Home', closable: false },
  { key: '/orders', label: 'Orders' },
  { key: '/detail?sku=1', label: 'Detail 1' },
  { key: '/users', label: 'Users' },
];

const LABELS = {
  menu: 'Tag actions',
  refresh: 'Refresh',
  closeThis: 'Close this',
  closeLeft: 'Close tags to the left',
  closeRight: 'Close tags to the right',
  closeOthers: 'Close others',
  closeAll: 'Close all',
};

/** A console-like owner: keeps the list and the active key, and applies closeView. */
function Harness(
  props: Partial<TagBarProps> & { onCloseSpy?: (keys: string[]) => void; initialActive?: string },
) {
  const { onCloseSpy, initialActive = '/orders', ...rest } = props;
  const [items, setItems] = useState(ITEMS);
  const [activeKey, setActiveKey] = useState<string | null>(initialActive);
  return (
    <>
      <TagBar
        items={items}
        activeKey={activeKey}
        onActivate={setActiveKey}
        onClose={(keys, anchorKey) => {
          onCloseSpy?.(keys);
          const next = closeView(items, keys, activeKey, anchorKey);
          setItems(next.views);
          setActiveKey(next.activeKey);
        }}
        label="Open views"
        labels={LABELS}
        closeLabel={(label) => `Close ${label}`}
        {...rest}
      />
      <output aria-label="active">{activeKey ?? 'none'}</output>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const active = () => screen.getByRole('status', { name: 'active' }).textContent;

describe('TagBar', () => {
  it('is a tablist named by its label whose selected tab controls the panel id', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Open views' });
    expect(within(list).getAllByRole('tab')).toHaveLength(4);
    expect(tab('Orders')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Orders')).toHaveAttribute('aria-controls', tagBarPanelId('/orders'));
    expect(tab('Orders')).toHaveAttribute('id', tagBarTabId('/orders'));
    expect(tab('Home')).toHaveAttribute('aria-selected', 'false');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('scrolls the newly active tag, then its close button, into view within the bar', async () => {
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView: record what the bar asks for.
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
      expect(options).toEqual({ block: 'nearest', inline: 'nearest' });
      scrolled.push(this.getAttribute('aria-label') ?? this.textContent ?? '');
    };
    try {
      render(<Harness />);
      scrolled.length = 0;
      await userEvent.click(tab('Users'));
      expect(active()).toBe('/users');
      expect(scrolled).toEqual(['Close Users', 'Users']);
    } finally {
      // @ts-expect-error: back to jsdom's prototype, which has none.
      delete HTMLElement.prototype.scrollIntoView;
    }
  });

  it('tabs: Tab moves focus into the tablist onto the active tab (roving tabindex)', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(tab('Orders')).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Orders')]);
    await userEvent.tab();
    expect(screen.getAllByRole('tab').some((t) => t === document.activeElement)).toBe(false);
  });

  it('tabs: Right Arrow moves focus to the next tab, wrapping from the last to the first', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight]');
    expect(tab('Detail 1')).toHaveFocus();
    await userEvent.keyboard('[ArrowRight][ArrowRight]');
    expect(tab('Home')).toHaveFocus();
    expect(active()).toBe('/orders');
  });

  it('tabs: Left Arrow moves focus to the previous tab, wrapping from the first to the last', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowLeft]');
    expect(tab('Home')).toHaveFocus();
    await userEvent.keyboard('[ArrowLeft]');
    expect(tab('Users')).toHaveFocus();
  });

  it('tabs: Home moves focus to the first tab and End to the last', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('[End]');
    expect(tab('Users')).toHaveFocus();
    await userEvent.keyboard('[Home]');
    expect(tab('Home')).toHaveFocus();
  });

  it.each(['[Enter]', '[Space]'])('tabs: %s activates the focused tab (manual activation)', async (key) => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight]');
    expect(active()).toBe('/orders');
    await userEvent.keyboard(key);
    expect(active()).toBe('/detail?sku=1');
    expect(tab('Detail 1')).toHaveAttribute('aria-selected', 'true');
  });

  it('tabs: Delete closes the focused tab and focus moves to the tab that takes its place', async () => {
    const spy = vi.fn();
    render(<Harness onCloseSpy={spy} />);
    await userEvent.tab();
    await userEvent.keyboard('[Delete]');
    expect(spy).toHaveBeenCalledWith(['/orders']);
    expect(screen.queryByRole('tab', { name: 'Orders' })).not.toBeInTheDocument();
    expect(active()).toBe('/users');
    expect(tab('Detail 1')).toHaveFocus();
  });

  it('tabs: Delete does nothing on a pinned tab', async () => {
    const spy = vi.fn();
    render(<Harness onCloseSpy={spy} />);
    await userEvent.tab();
    await userEvent.keyboard('[Home][Delete]');
    expect(spy).not.toHaveBeenCalled();
    expect(tab('Home')).toBeInTheDocument();
  });

  it('tabs: Shift+F10 opens the context menu of the focused tab with its closing actions', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight]{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Tag actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Close this', 'Close tags to the left', 'Close tags to the right', 'Close others', 'Close all']);
    expect(within(menu).queryByRole('separator')).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Close this' })).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    expect(screen.queryByRole('tab', { name: 'Detail 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('menu: with onRefresh, refresh comes first, apart from the closing actions; Enter refreshes and focus returns to the tab', async () => {
    const onRefresh = vi.fn();
    render(<Harness onRefresh={onRefresh} />);
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Tag actions' });
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Refresh');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    expect(onRefresh).toHaveBeenCalledWith('/orders');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(tab('Orders')).toHaveFocus();
  });

  it('menu: Down Arrow moves through the items, skipping disabled ones; End goes to the last', async () => {
    render(<Harness onRefresh={() => undefined} />);
    await userEvent.tab();
    await userEvent.keyboard('[Home]{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Tag actions' });
    // On the pinned first tag nothing closes itself or lies to its left.
    expect(within(menu).getByRole('menuitem', { name: 'Close this' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Close tags to the left' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('[ArrowDown]');
    expect(within(menu).getByRole('menuitem', { name: 'Close tags to the right' })).toHaveFocus();
    await userEvent.keyboard('[End]');
    expect(within(menu).getByRole('menuitem', { name: 'Close all' })).toHaveFocus();
  });

  it('menu: "close tags to the right" closes the closable tags after it; focus stays on it', async () => {
    const spy = vi.fn();
    render(<Harness onCloseSpy={spy} initialActive="/users" />);
    await userEvent.tab();
    await userEvent.keyboard('[Home][ArrowRight][ContextMenu]');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close tags to the right' }));
    expect(spy).toHaveBeenCalledWith(['/detail?sku=1', '/users']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Home', 'Orders']);
    // The active tag went with them: the tag the menu acted on is shown, not merely the last one.
    expect(active()).toBe('/orders');
    expect(tab('Orders')).toHaveFocus();
  });

  it('menu: "close tags to the left" keeps the pinned tag; the active tag the menu acted on stays', async () => {
    const spy = vi.fn();
    render(<Harness onCloseSpy={spy} initialActive="/detail?sku=1" />);
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await userEvent.keyboard('[ArrowDown][Enter]');
    expect(spy).toHaveBeenCalledWith(['/orders']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Home', 'Detail 1', 'Users']);
    expect(active()).toBe('/detail?sku=1');
    expect(tab('Detail 1')).toHaveFocus();
  });

  it('menu: on the last tag "close tags to the right" is disabled, and on the only closable tag "close others" is', async () => {
    render(<Harness />);
    await userEvent.pointer({ keys: '[MouseRight]', target: tab('Users') });
    expect(await screen.findByRole('menuitem', { name: 'Close tags to the right' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close others' }));
    await userEvent.pointer({ keys: '[MouseRight]', target: tab('Users') });
    expect(await screen.findByRole('menuitem', { name: 'Close others' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Close tags to the left' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Close all' })).not.toHaveAttribute('aria-disabled');
  });

  it('marks the pinned tag and gives it no close button', () => {
    render(<Harness />);
    expect(tab('Home')).toHaveAttribute('data-pinned');
    expect(tab('Orders')).not.toHaveAttribute('data-pinned');
    expect(screen.queryByRole('button', { name: 'Close Home' })).not.toBeInTheDocument();
  });

  it('tabs: the ContextMenu key opens the context menu; Escape closes it and returns focus to the tab', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('[ContextMenu]');
    expect(await screen.findByRole('menu', { name: 'Tag actions' })).toBeInTheDocument();
    await userEvent.keyboard('[Escape]');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(tab('Orders')).toHaveFocus();
  });

  it('right click opens the menu; "close others" keeps the pinned tag and the chosen one', async () => {
    const spy = vi.fn();
    render(<Harness onCloseSpy={spy} />);
    await userEvent.pointer({ keys: '[MouseRight]', target: tab('Detail 1') });
    const menu = await screen.findByRole('menu', { name: 'Tag actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));
    expect(spy).toHaveBeenCalledWith(['/orders', '/users']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Home', 'Detail 1']);
    expect(active()).toBe('/detail?sku=1');
  });

  it('"close all" closes every closable tag and goes to the last remaining (pinned) one', async () => {
    render(<Harness />);
    await userEvent.pointer({ keys: '[MouseRight]', target: tab('Users') });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close all' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Home']);
    expect(active()).toBe('/index');
  });

  it('"close this" is disabled on a pinned tag', async () => {
    render(<Harness />);
    await userEvent.pointer({ keys: '[MouseRight]', target: tab('Home') });
    expect(await screen.findByRole('menuitem', { name: 'Close this' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('has a close button beside each closable tab, named from closeLabel and out of the Tab sequence', async () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Close Home' })).not.toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Close Users' });
    expect(close).toHaveAttribute('tabindex', '-1');
    await userEvent.click(close);
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(active()).toBe('/orders');
  });

  it('closing the active tag by its button goes to the last remaining tag', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close Orders' }));
    expect(active()).toBe('/users');
  });

  it('opens the menu on mount with defaultMenuKey', async () => {
    render(<Harness defaultMenuKey="/users" />);
    expect(await screen.findByRole('menu', { name: 'Tag actions' })).toBeInTheDocument();
  });
});

describe('addVisitedView', () => {
  const view = (key: string): TagBarItem => ({ key, label: key });

  it('drops the oldest view beyond max (default 8)', () => {
    let views: TagBarItem[] = [];
    for (let i = 1; i <= 9; i += 1) views = addVisitedView(views, view(`/v${i}`));
    expect(views).toHaveLength(8);
    expect(views[0]?.key).toBe('/v2');
    expect(views.at(-1)?.key).toBe('/v9');
  });

  it('does not duplicate a key and keeps its place', () => {
    const views = [view('/a'), view('/b')];
    expect(addVisitedView(views, view('/a'))).toBe(views);
    expect(addVisitedView(views, { key: '/a', label: 'A2' }).map((v) => v.label)).toEqual(['A2', '/b']);
  });

  it('keeps pinned views and drops the oldest closable one', () => {
    const views = [{ key: '/index', label: 'Home', closable: false }, view('/a'), view('/b')];
    expect(addVisitedView(views, view('/c'), 3).map((v) => v.key)).toEqual(['/index', '/b', '/c']);
  });

  it('puts pinned views first, however late they come, and keeps them through any number of visits', () => {
    let views = addVisitedView([view('/a'), view('/b')], { key: '/index', label: 'Home', closable: false });
    expect(views.map((v) => v.key)).toEqual(['/index', '/a', '/b']);
    for (let i = 1; i <= 20; i += 1) views = addVisitedView(views, view(`/v${i}`));
    expect(views).toHaveLength(8);
    expect(views[0]?.key).toBe('/index');
  });

  it('holds for any sequence: at most max, unique keys, the last visited view present', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i', '/j'), { maxLength: 40 }),
        fc.integer({ min: 1, max: 10 }),
        (keys, max) => {
          let views: TagBarItem[] = [{ key: '/index', label: 'Home', closable: false }];
          for (const key of keys) {
            views = addVisitedView(views, view(key), max);
            expect(views.length).toBeLessThanOrEqual(Math.max(max, 1));
            expect(new Set(views.map((v) => v.key)).size).toBe(views.length);
            expect(views.some((v) => v.key === key)).toBe(true);
            // The pinned view stays first while there is room for it beside the visited one.
            if (max > 1) expect(views[0]?.key).toBe('/index');
          }
        },
      ),
    );
  });
});

describe('closeView', () => {
  const views: TagBarItem[] = [
    { key: '/a', label: 'A' },
    { key: '/b', label: 'B' },
    { key: '/c', label: 'C' },
  ];

  it('keeps the active view when another one closes', () => {
    expect(closeView(views, ['/a'], '/b')).toEqual({ views: [views[1], views[2]], activeKey: '/b' });
  });

  it('goes to the last remaining view when the active one closes', () => {
    expect(closeView(views, ['/c'], '/c').activeKey).toBe('/b');
    expect(closeView(views, ['/a'], '/a').activeKey).toBe('/c');
  });

  it('gives null when none remains', () => {
    expect(closeView(views, ['/a', '/b', '/c'], '/b')).toEqual({ views: [], activeKey: null });
  });

  it('goes to the anchor (the tag whose menu closed a group) when the active one closed with the group', () => {
    expect(closeView(views, ['/a'], '/a', '/b').activeKey).toBe('/b');
    // A closed anchor gives way to the last remaining view; an active view that stays wins.
    expect(closeView(views, ['/a', '/b'], '/a', '/b').activeKey).toBe('/c');
    expect(closeView(views, ['/a'], '/c', '/b').activeKey).toBe('/c');
  });
});

describe('tagMenuTargets', () => {
  const items: TagBarItem[] = [
    { key: '/index', label: 'Home', closable: false },
    { key: '/a', label: 'A' },
    { key: '/b', label: 'B' },
    { key: '/c', label: 'C' },
  ];

  it('says what each closing action closes, pinned tags never', () => {
    expect(tagMenuTargets(items, '/b')).toEqual({
      'close-this': ['/b'],
      'close-left': ['/a'],
      'close-right': ['/c'],
      'close-others': ['/a', '/c'],
      'close-all': ['/a', '/b', '/c'],
    });
  });

  it('gives empty lists for actions that would do nothing', () => {
    expect(tagMenuTargets(items, '/index')).toMatchObject({ 'close-this': [], 'close-left': [] });
    expect(tagMenuTargets(items, '/a')['close-left']).toEqual([]);
    expect(tagMenuTargets(items, '/c')['close-right']).toEqual([]);
    expect(tagMenuTargets(items.slice(0, 2), '/a')['close-others']).toEqual([]);
    expect(tagMenuTargets(items.slice(0, 1), '/index')['close-all']).toEqual([]);
  });

  it('holds for any bar: targets are closable keys on the right side of the tag, and left + right = others', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ key: fc.string({ minLength: 1, maxLength: 3 }), closable: fc.boolean() }), {
          selector: (item) => item.key,
          maxLength: 10,
        }),
        fc.nat(),
        (bar, at) => {
          fc.pre(bar.length > 0);
          const index = at % bar.length;
          const key = bar[index]?.key ?? '';
          const targets = tagMenuTargets(bar, key);
          const closable = new Set(bar.filter((item) => item.closable).map((item) => item.key));
          for (const list of Object.values(targets)) for (const target of list) expect(closable.has(target)).toBe(true);
          expect([...targets['close-left'], ...targets['close-right']]).toEqual(targets['close-others']);
          const position = (target: string) => bar.findIndex((item) => item.key === target);
          for (const target of targets['close-left']) expect(position(target)).toBeLessThan(index);
          for (const target of targets['close-right']) expect(position(target)).toBeGreaterThan(index);
        },
      ),
    );
  });
});
