import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { TreeWithDetails } from './tree-with-details';

describe('TreeWithDetails', () => {
  it('names the details region by the hint and shows it while nothing is chosen, with no toolbar', () => {
    render(<TreeWithDetails tree={<p>tree</p>} actionsLabel="部门操作" details={null} detailsLabel="选择一个部门" />);
    expect(screen.getByRole('region', { name: '选择一个部门' })).toHaveTextContent('选择一个部门');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('puts the actions in a named toolbar the arrow keys move through, and the details in a named region', async () => {
    render(
      <TreeWithDetails
        tree={<button type="button">财务部</button>}
        actions={
          <>
            <Button>新增下级</Button>
            <Button>重命名</Button>
          </>
        }
        actionsLabel="部门操作"
        details={<p>12 人</p>}
        detailsLabel="财务部"
      />,
    );
    expect(screen.getByRole('region', { name: '财务部' })).toHaveTextContent('12 人');
    const toolbar = screen.getByRole('toolbar', { name: '部门操作' });
    screen.getByRole('button', { name: '财务部' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '新增下级' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '重命名' })).toHaveFocus();
    expect(toolbar).toContainElement(screen.getByRole('button', { name: '重命名' }));
  });
});
