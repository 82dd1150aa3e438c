import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagBar, type TagBarProps } from './tag-bar';
import { closeView, tagBarPanelId, tagBarTabId, type TagBarItem } from './visited-views';

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
function Harness(props: Partial<TagBarProps> & { onCloseSpy?: (keys: string[]) => void; initialActive?: string }) {
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
      await waitFor(() => expect(scrolled).not.toHaveLength(0));
      scrolled.length = 0;
      await userEvent.click(tab('Users'));
      expect(active()).toBe('/users');
      // In the next frame.
      await waitFor(() => expect(scrolled).toEqual(['Close Users', 'Users']));
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
