import { useState } from 'react';
import { expect, screen } from 'storybook/test';
import { TagBar } from '../components/tag-bar/tag-bar';
import { closeView, tagBarPanelId, tagBarTabId, type TagBarItem } from '../components/tag-bar/visited-views';
import { TextField } from '../components/text-field/text-field';
import { storyLanguage } from '../stories/language';
import type { Play } from '../stories/play';
import { StoryFrame } from '../stories/story-frame';

export default {
  title: 'Patterns/Tag bar with view cache',
  parameters: {
    docs: {
      description: {
        component:
          'The console\'s tag bar of open views with its view cache (docs/architecture.md, "Tag bar"): a cached view stays mounted while another tag shows (its panel is `hidden`), so what was typed in it is still there on return; a view that is not cached mounts afresh. Closing a tag drops its cached state, and so does "refresh" in its menu, which re-mounts it.',
      },
    },
  },
};

interface View extends TagBarItem {
  /** Whether the view stays mounted while hidden (the console's `keepAlive` menu setting). */
  cached: boolean;
}

const TEXT = {
  zh: {
    bar: '已打开的页面',
    labels: {
      menu: '标签操作',
      refresh: '重新加载',
      closeThis: '关闭当前',
      closeLeft: '关闭左侧',
      closeRight: '关闭右侧',
      closeOthers: '关闭其他',
      closeAll: '关闭所有',
    },
    close: (label: string) => `关闭 ${label}`,
    views: [
      { key: '/index', label: '工作台', closable: false, cached: true },
      { key: '/org/people', label: '人员管理', cached: true },
      { key: '/org/company', label: '公司管理', cached: true },
      { key: '/log/operate', label: '操作日志', cached: false },
    ] satisfies View[],
    search: (label: string) => `在${label}中搜索`,
  },
  en: {
    bar: 'Open views',
    labels: {
      menu: 'Tag actions',
      refresh: 'Refresh',
      closeThis: 'Close this',
      closeLeft: 'Close tags to the left',
      closeRight: 'Close tags to the right',
      closeOthers: 'Close others',
      closeAll: 'Close all',
    },
    close: (label: string) => `Close ${label}`,
    views: [
      { key: '/index', label: 'Work bench', closable: false, cached: true },
      { key: '/org/people', label: 'People', cached: true },
      { key: '/org/company', label: 'Companies', cached: true },
      { key: '/log/operate', label: 'Operation log', cached: false },
    ] satisfies View[],
    search: (label: string) => `Search ${label}`,
  },
};

function Views({ lang }: { lang: 'zh' | 'en' }) {
  const t = TEXT[lang];
  const [views, setViews] = useState<View[]>(t.views);
  const [activeKey, setActiveKey] = useState<string | null>(t.views[1]?.key ?? null);
  // Bumped by "refresh": a new React key re-mounts the view, so it starts afresh.
  const [generation, setGeneration] = useState<Record<string, number>>({});
  return (
    <StoryFrame lang={lang === 'zh' ? 'zh-CN' : 'en'} className="flex flex-col gap-3">
      <TagBar
        items={views}
        activeKey={activeKey}
        onActivate={setActiveKey}
        onClose={(keys) => {
          const next = closeView(views, keys, activeKey);
          setViews(next.views as View[]);
          setActiveKey(next.activeKey);
        }}
        onRefresh={(key) => {
          setGeneration((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }));
          setActiveKey(key);
        }}
        label={t.bar}
        labels={t.labels}
        closeLabel={t.close}
      />
      {views
        .filter((view) => view.cached || view.key === activeKey)
        .map((view) => (
          <div
            key={`${view.key}#${generation[view.key] ?? 0}`}
            role="tabpanel"
            id={tagBarPanelId(view.key)}
            aria-labelledby={tagBarTabId(view.key)}
            hidden={view.key !== activeKey}
            className="rounded-md border border-border bg-surface p-4 text-surface-foreground"
          >
            <TextField label={t.search(view.label)} className="max-w-xs" />
          </div>
        ))}
    </StoryFrame>
  );
}

export const ViewCache = (_args: object, context?: { globals?: Record<string, unknown> }) => (
  <Views lang={storyLanguage(context)} />
);

/**
 * Keyboard path: type in a cached view, move to another tag and activate it with Enter, come
 * back: the typed text is still there. The uncached view starts empty each time.
 */
ViewCache.play = (async ({ canvas, userEvent, globals }) => {
  const t = TEXT[storyLanguage({ globals })];
  const [, people, company, log] = t.views;
  if (!people || !company || !log) throw new Error('the story lists four views');
  await userEvent.tab();
  await expect(canvas.getByRole('tab', { name: people.label })).toHaveFocus();
  await userEvent.tab();
  await userEvent.keyboard('王');
  await userEvent.tab({ shift: true });
  await userEvent.keyboard('{ArrowRight}{Enter}');
  await expect(canvas.getByRole('tab', { name: company.label })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.queryByRole('textbox', { name: t.search(people.label) })).not.toBeInTheDocument();
  await userEvent.keyboard('{ArrowRight}{Enter}');
  await userEvent.tab();
  await userEvent.keyboard('2026');
  await expect(canvas.getByRole('textbox', { name: t.search(log.label) })).toHaveValue('2026');
  await userEvent.tab({ shift: true });
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
  await expect(canvas.getByRole('textbox', { name: t.search(people.label) })).toHaveValue('王');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  await expect(canvas.getByRole('textbox', { name: t.search(log.label) })).toHaveValue('');
  // Refresh from the tag's menu re-mounts the cached view: what was typed in it is gone.
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{F10}{/Shift}');
  await expect(screen.getByRole('menuitem', { name: t.labels.refresh })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('tab', { name: people.label })).toHaveFocus();
  await expect(canvas.getByRole('textbox', { name: t.search(people.label) })).toHaveValue('');
}) satisfies Play;
