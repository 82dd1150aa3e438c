import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './tabs';

function OrderTabs(props: Partial<TabsProps>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Order views">
        <Tab id="all">全部</Tab>
        <Tab id="pending">Pending</Tab>
        <Tab id="archived" isDisabled>
          Archived
        </Tab>
        <Tab id="done">Done</Tab>
      </TabList>
      <TabPanel id="all">All orders</TabPanel>
      <TabPanel id="pending">Pending orders</TabPanel>
      <TabPanel id="archived">Archived orders</TabPanel>
      <TabPanel id="done">Done orders</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('renders a named tablist, tabs with aria-selected and the panel labelled by its tab', () => {
    render(<OrderTabs />);
    expect(screen.getByRole('tablist', { name: 'Order views' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: '全部' })).toHaveTextContent('All orders');
    expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('tabs: Tab moves focus into the tablist to the active tab, then to the tabpanel', async () => {
    render(<OrderTabs defaultSelectedKey="pending" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Pending' })).toHaveFocus();
  });

  it('tabs: Tab goes from the tab to the first control of a panel that has one, which leaves the Tab sequence', async () => {
    render(
      <Tabs>
        <TabList aria-label="Order views">
          <Tab id="all">全部</Tab>
          <Tab id="pending">Pending</Tab>
        </TabList>
        <TabPanel id="all">
          <button type="button">Open order</button>
        </TabPanel>
        <TabPanel id="pending">Nothing to open</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: '全部' })).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open order' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tabpanel', { name: 'Pending' })).toHaveAttribute('tabindex', '0');
  });

  it('tabs: Right Arrow moves to and activates the next tab, skipping disabled ones and wrapping', async () => {
    const onSelectionChange = vi.fn();
    render(<OrderTabs defaultSelectedKey="pending" onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight]');
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('done');
    await userEvent.keyboard('[ArrowRight]');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
  });

  it('tabs: Left Arrow moves to and activates the previous tab, wrapping', async () => {
    render(<OrderTabs />);
    await userEvent.tab();
    await userEvent.keyboard('[ArrowLeft]');
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Done' })).toHaveTextContent('Done orders');
  });

  it('tabs: Home and End move to the first and last tab', async () => {
    render(<OrderTabs defaultSelectedKey="pending" />);
    await userEvent.tab();
    await userEvent.keyboard('[End]');
    expect(screen.getByRole('tab', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('[Home]');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    render(<OrderTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tabpanel', { name: 'Pending' })).toHaveTextContent('Pending orders');
  });

  it('tabs: Down and Up Arrows move between tabs of a vertical tablist', async () => {
    render(<OrderTabs orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('[ArrowDown]');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await userEvent.keyboard('[ArrowUp]');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
  });
});
