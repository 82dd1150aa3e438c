import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../../stories/story-frame';
import type { Play } from '../../stories/play';
import { Button } from '../button/button';
import { Tree, type TreeNode } from '../tree/tree';
import { TreeWithDetails } from './tree-with-details';

export default {
  title: 'Components/TreeWithDetails',
  component: TreeWithDetails,
};

interface Unit extends TreeNode<Unit> {
  people: number;
}

interface TreeWithDetailsStoryArgs {
  lang: 'zh-CN' | 'en';
  theme?: 'light' | 'dark';
  units: Unit[];
  tree: string;
  actions: string;
  addChild: string;
  rename: string;
  remove: string;
  choose: string;
  people: string;
}

/** Every unit of `units`, depth first. */
function flatten(units: readonly Unit[]): Unit[] {
  return units.flatMap((unit) => [unit, ...flatten(unit.children ?? [])]);
}

/** A unit tree beside the chosen unit's head count, with its actions. */
function Units({
  lang,
  theme,
  units,
  tree,
  actions,
  addChild,
  rename,
  remove,
  choose,
  people,
}: TreeWithDetailsStoryArgs) {
  const [selected, setSelected] = useState<Key | null>(null);
  const unit = flatten(units).find((candidate) => candidate.id === selected) ?? null;
  return (
    <StoryFrame lang={lang} theme={theme}>
      <TreeWithDetails
        tree={
          <Tree
            aria-label={tree}
            items={units}
            defaultExpandedKeys={[units[0]?.id ?? '']}
            selectedKeys={selected === null ? [] : [selected]}
            onSelectionChange={(keys: Selection) => {
              const [first] = keys === 'all' ? [] : [...keys];
              setSelected(first ?? null);
            }}
          />
        }
        actions={
          unit ? (
            <>
              <Button size="sm" variant="outline">
                {addChild}
              </Button>
              <Button size="sm" variant="outline">
                {rename}
              </Button>
              <Button size="sm" variant="outline">
                {remove}
              </Button>
            </>
          ) : null
        }
        actionsLabel={actions}
        details={unit ? <p className="text-sm">{people.replace('{count}', String(unit.people))}</p> : null}
        detailsLabel={unit ? unit.name : choose}
      />
    </StoryFrame>
  );
}

export const ChooseAUnit = (args: TreeWithDetailsStoryArgs) => <Units {...args} />;
ChooseAUnit.args = {
  lang: 'en',
  units: [
    {
      id: 'hq',
      name: 'Group headquarters',
      people: 48,
      children: [
        { id: 'fin', name: 'Finance', people: 12 },
        { id: 'pur', name: 'Purchasing', people: 9 },
      ],
    },
  ],
  tree: 'Units',
  actions: 'Unit actions',
  addChild: 'Add under',
  rename: 'Rename',
  remove: 'Delete',
  choose: 'Choose a unit to see its people',
  people: '{count} people',
} satisfies TreeWithDetailsStoryArgs;

export const ChineseDark = (args: TreeWithDetailsStoryArgs) => <Units {...args} />;
ChineseDark.args = {
  lang: 'zh-CN',
  theme: 'dark',
  units: [
    {
      id: 'hq',
      name: '集团总部',
      people: 48,
      children: [
        { id: 'fin', name: '财务部', people: 12 },
        { id: 'pur', name: '采购部', people: 9 },
      ],
    },
  ],
  tree: '组织架构',
  actions: '部门操作',
  addChild: '新增下级',
  rename: '重命名',
  remove: '删除',
  choose: '选择一个部门查看人员',
  people: '{count} 人',
} satisfies TreeWithDetailsStoryArgs;

/**
 * Keyboard path: Tab into the tree, Down Arrow and Enter choose a unit; its people show in the
 * region named after it; Tab reaches the unit's toolbar, Right Arrow its next action.
 */
ChooseAUnit.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  const details = await canvas.findByRole('region', { name: 'Finance' });
  await expect(details).toHaveTextContent('12 people');
  await userEvent.tab();
  const toolbar = canvas.getByRole('toolbar', { name: 'Unit actions' });
  await expect(within(toolbar).getByRole('button', { name: 'Add under' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(within(toolbar).getByRole('button', { name: 'Rename' })).toHaveFocus();
}) satisfies Play;
