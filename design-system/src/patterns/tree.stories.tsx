import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { expect } from 'storybook/test';
import { Tree, type TreeNode } from '../components/tree/tree';
import { storyLanguage } from '../stories/language';
import type { Play } from '../stories/play';
import { StoryFrame } from '../stories/story-frame';

export default {
  title: 'Patterns/Tree',
  parameters: {
    docs: {
      description: {
        component:
          "The console's organisation screens: a tree of companies and departments beside the details of the selected unit (master and detail). The tree is the WAI-ARIA APG tree view; selecting a row updates the details panel, whose heading names the unit.",
      },
    },
  },
};

interface Unit extends TreeNode<Unit> {
  staff: number;
}

const UNITS: Record<'zh' | 'en', Unit[]> = {
  zh: [
    {
      id: 'hq',
      name: '集团总部',
      staff: 120,
      children: [
        { id: 'fin', name: '财务部', staff: 18 },
        { id: 'pur', name: '采购部', staff: 25 },
      ],
    },
    { id: 'east', name: '华东分公司', staff: 64, children: [{ id: 'sh', name: '上海办事处', staff: 30 }] },
  ],
  en: [
    {
      id: 'hq',
      name: 'Group headquarters',
      staff: 120,
      children: [
        { id: 'fin', name: 'Finance', staff: 18 },
        { id: 'pur', name: 'Purchasing', staff: 25 },
      ],
    },
    { id: 'east', name: 'East branch', staff: 64, children: [{ id: 'sh', name: 'Shanghai office', staff: 30 }] },
  ],
};

const TEXT = {
  zh: { tree: '组织机构', staff: (n: number) => `员工 ${n} 人`, none: '请选择一个部门' },
  en: { tree: 'Organisation', staff: (n: number) => `${n} staff`, none: 'Choose a unit' },
};

function find(units: readonly Unit[], id: Key): Unit | undefined {
  for (const unit of units) {
    if (unit.id === id) return unit;
    const inside = find(unit.children ?? [], id);
    if (inside) return inside;
  }
  return undefined;
}

function Organisation({ lang }: { lang: 'zh' | 'en' }) {
  const t = TEXT[lang];
  const units = UNITS[lang];
  const [selected, setSelected] = useState<Selection>(new Set(['hq']));
  const key = selected === 'all' ? undefined : [...selected][0];
  const unit = key === undefined ? undefined : find(units, key);
  return (
    <StoryFrame lang={lang === 'zh' ? 'zh-CN' : 'en'} className="flex gap-4">
      <Tree
        aria-label={t.tree}
        items={units}
        selectionMode="single"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        className="w-64 border border-border bg-surface"
      />
      <section aria-labelledby="unit-heading" className="flex-1 rounded-md border border-border p-4">
        <h2 id="unit-heading" className="text-base font-semibold">
          {unit?.name ?? t.none}
        </h2>
        {unit ? <p className="text-sm text-muted-foreground">{t.staff(unit.staff)}</p> : null}
      </section>
    </StoryFrame>
  );
}

export const MasterDetail = (_args: object, context?: { globals?: Record<string, unknown> }) => (
  <Organisation lang={storyLanguage(context)} />
);

/** Keyboard path: expand a company with ArrowRight, move to a department and select it with Space; the details follow. */
MasterDetail.play = (async ({ canvas, userEvent, globals }) => {
  const lang = storyLanguage({ globals });
  const [hq] = UNITS[lang];
  const purchasing = hq?.children?.[1];
  if (!hq || !purchasing) throw new Error('the story starts with a company of two departments');
  await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(hq.name);
  await userEvent.tab();
  await expect(canvas.getByRole('row', { name: hq.name })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown} ');
  await expect(canvas.getByRole('row', { name: purchasing.name })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(purchasing.name);
  await expect(canvas.getByText(TEXT[lang].staff(purchasing.staff))).toBeInTheDocument();
}) satisfies Play;
