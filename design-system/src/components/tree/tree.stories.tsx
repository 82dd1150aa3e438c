import { Button } from '../button/button';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Tree, type TreeNode } from './tree';

export default {
  title: 'Components/Tree',
};

interface TreeStoryArgs {
  label: string;
  items: TreeNode[];
  emptyLabel: string;
  expandWord: string;
  defaultExpandedKeys?: string[];
  defaultSelectedKeys?: string[];
  withActions?: boolean;
}

function UnitTree({
  label,
  items,
  emptyLabel,
  expandWord,
  defaultExpandedKeys,
  defaultSelectedKeys,
  withActions,
}: TreeStoryArgs) {
  return (
    <Tree
      aria-label={label}
      className="max-w-md"
      items={items}
      emptyLabel={emptyLabel}
      expandLabel={expandWord}
      defaultExpandedKeys={defaultExpandedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      actions={
        withActions
          ? (node) => (
              <Button size="sm" variant="ghost" aria-label={`Rename ${node.name}`}>
                Rename
              </Button>
            )
          : undefined
      }
    />
  );
}

const ZH_UNITS: TreeNode[] = [
  { id: 'gm', name: '总经办' },
  {
    id: 'buy',
    name: '采购部',
    children: [
      { id: 'goods', name: '商品采购组' },
      { id: 'works', name: '工程采购组', children: [{ id: 'sites', name: '现场服务小组' }] },
    ],
  },
  { id: 'fin', name: '财务部' },
];

const EN_UNITS: TreeNode[] = [
  { id: 'gm', name: "General manager's office" },
  {
    id: 'ops',
    name: 'Operations',
    children: [
      { id: 'south', name: 'South China warehouses' },
      { id: 'east', name: 'East China warehouses' },
    ],
  },
  { id: 'hr', name: 'Human resources' },
];

const ZH: TreeStoryArgs = { label: '组织架构', items: ZH_UNITS, emptyLabel: '暂无部门', expandWord: '展开' };
const EN: TreeStoryArgs = { label: 'Organisation', items: EN_UNITS, emptyLabel: 'No units yet', expandWord: 'Expand' };

export const Default = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
Default.args = ZH;

export const ExpandedAndSelected = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
ExpandedAndSelected.args = { ...ZH, defaultExpandedKeys: ['buy', 'works'], defaultSelectedKeys: ['works'] };

export const English = (args: TreeStoryArgs) => (
  <StoryFrame>
    <UnitTree {...args} />
  </StoryFrame>
);
English.args = { ...EN, defaultExpandedKeys: ['ops'] };

export const WithRowActions = (args: TreeStoryArgs) => (
  <StoryFrame>
    <UnitTree {...args} />
  </StoryFrame>
);
WithRowActions.args = { ...EN, defaultExpandedKeys: ['ops'], withActions: true };

export const LongNames = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
LongNames.args = {
  ...ZH,
  items: [
    {
      id: 'a',
      name: '华东区域供应链协同与战略采购管理中心（含长三角仓储物流网络）',
      children: [
        { id: 'b', name: 'Strategic sourcing and supplier relationship management for the Yangtze River Delta region' },
      ],
    },
  ],
  defaultExpandedKeys: ['a'],
};

export const Empty = (args: TreeStoryArgs) => (
  <StoryFrame lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
Empty.args = { ...ZH, items: [] };

export const Dark = (args: TreeStoryArgs) => (
  <StoryFrame theme="dark" lang="zh-CN">
    <UnitTree {...args} />
  </StoryFrame>
);
Dark.args = { ...ZH, defaultExpandedKeys: ['buy'], defaultSelectedKeys: ['goods'] };

export const RandomBrand = (args: TreeStoryArgs & { brand: string }) => (
  <StoryFrame brand={args.brand}>
    <UnitTree {...args} />
  </StoryFrame>
);
RandomBrand.args = { ...EN, defaultExpandedKeys: ['ops'], defaultSelectedKeys: ['south'], brand: randomBrand() };
