import { AA_NON_TEXT, AA_TEXT, applyTheme, auditContrast, resetTheme, type Theme } from '@workbench/tokens';
import { useLayoutEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, screen, waitFor } from 'storybook/test';
import { Badge } from '../components/badge/badge';
import { Button } from '../components/button/button';
import { Select, SelectItem } from '../components/select/select';
import { Switch } from '../components/switch/switch';
import { storyLanguage } from '../stories/language';
import type { Play } from '../stories/play';
import { StoryFrame } from '../stories/story-frame';

export default {
  title: 'Patterns/Theme per company',
  parameters: {
    docs: {
      description: {
        component: `Each company of the group has its brand colour; switching company re-themes the whole console at run time through the tokens' \`applyTheme\`, which derives every brand pair from the one colour and clamps them to WCAG AA (${AA_TEXT}:1 for text, SC 1.4.3; ${AA_NON_TEXT}:1 for controls and focus rings, SC 1.4.11), whatever the colour. The line under the select counts the pairs that pass in light and dark.`,
      },
    },
  },
};

interface Company {
  id: string;
  zh: string;
  en: string;
  brand: string;
}

/** Brand colours chosen to be awkward: a light amber and a near-black, besides two ordinary ones. */
const COMPANIES: Company[] = [
  { id: 'hq', zh: '集团总部', en: 'Group headquarters', brand: '#409EFF' },
  { id: 'sz', zh: '深圳分公司', en: 'Shenzhen branch', brand: '#00A870' },
  { id: 'cd', zh: '成都分公司', en: 'Chengdu branch', brand: '#F5A623' },
  { id: 'bj', zh: '北京分公司', en: 'Beijing branch', brand: '#111827' },
];

const TEXT = {
  zh: {
    company: '当前公司',
    save: '保存',
    cancel: '取消',
    badge: '进行中',
    notify: '接收通知',
    audit: (pass: number, total: number) => `${total} 组颜色对中 ${pass} 组达到 WCAG AA`,
  },
  en: {
    company: 'Current company',
    save: 'Save',
    cancel: 'Cancel',
    badge: 'In progress',
    notify: 'Notifications',
    audit: (pass: number, total: number) => `${pass} of ${total} colour pairs meet WCAG AA`,
  },
};

function passing(theme: Theme): { pass: number; total: number } {
  const results = [...auditContrast(theme.light), ...auditContrast(theme.dark)];
  return { pass: results.filter((result) => result.passes).length, total: results.length };
}

function CompanyTheme({ lang }: { lang: 'zh' | 'en' }) {
  const t = TEXT[lang];
  const [companyId, setCompanyId] = useState<Key>('hq');
  const [audit, setAudit] = useState<{ pass: number; total: number } | null>(null);
  const company = COMPANIES.find((candidate) => candidate.id === companyId) ?? COMPANIES[0];
  useLayoutEffect(() => {
    if (!company) return;
    setAudit(passing(applyTheme({ primary: company.brand })));
    return () => resetTheme();
  }, [company]);
  return (
    <StoryFrame lang={lang === 'zh' ? 'zh-CN' : 'en'} className="flex max-w-md flex-col gap-4">
      <Select label={t.company} selectedKey={companyId} onSelectionChange={(key) => key !== null && setCompanyId(key)}>
        {COMPANIES.map((candidate) => (
          <SelectItem key={candidate.id} id={candidate.id}>
            {candidate[lang]}
          </SelectItem>
        ))}
      </Select>
      <p className="text-sm text-muted-foreground">{audit ? t.audit(audit.pass, audit.total) : null}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button>{t.save}</Button>
        <Button variant="outline">{t.cancel}</Button>
        <Badge>{t.badge}</Badge>
        <Switch defaultSelected>{t.notify}</Switch>
      </div>
    </StoryFrame>
  );
}

export const SwitchCompany = (_args: object, context?: { globals?: Record<string, unknown> }) => (
  <CompanyTheme lang={storyLanguage(context)} />
);

/**
 * Keyboard path: pick the company with the light amber brand from the select; the runtime theme
 * changes to it and every derived pair still meets WCAG AA.
 */
SwitchCompany.play = (async ({ canvas, userEvent, globals }) => {
  const lang = storyLanguage({ globals });
  const style = () => document.getElementById('workbench-theme')?.textContent ?? '';
  const before = style();
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await expect(canvas.getByRole('button', { name: new RegExp(COMPANIES[2]?.[lang] ?? '') })).toHaveFocus();
  await waitFor(() => expect(style()).not.toBe(before));
  const audit = canvas.getByText(/WCAG AA/);
  // Both languages name two numbers, the pairs that pass and all pairs: they must be equal.
  const [first, second] = (audit.textContent?.match(/\d+/g) ?? []).map(Number);
  await expect(first).toBeGreaterThan(0);
  await expect(first).toBe(second);
}) satisfies Play;
