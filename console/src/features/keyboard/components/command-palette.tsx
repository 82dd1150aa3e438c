import { Dialog } from '@workbench/design-system';
import { useMemo, useState } from 'react';
import {
  Autocomplete,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Text,
  TextField,
} from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useLeftMenuList, type MenuEntry } from '../../../api/menus';
import { logout } from '../../../api/session';
import { switchAccount } from '../../../api/sign-on';
import { useCompanyList, useUserDetail } from '../../../api/user-info';
import { useT, type MessageKey } from '../../../i18n';
import { shortcut, type Shortcut } from '../../../lib/shortcuts';
import type { ColorScheme } from '../../../lib/theme';
import { sessionStore } from '../../../stores/session';
import { setColorScheme, setLanguage, settingsStore, toggleSidebar } from '../../../stores/settings';
import { matchesQuery } from '../pinyin-match';
import { ShortcutKeys, shortcutText } from './key-combo';

/** A view the palette can reopen: an open tag or a recently closed view. */
export interface PaletteView {
  key: string;
  /** Its title in the current language. */
  label: string;
  /** The address that opens it (path and query). */
  href: string;
}

/** Props of {@link CommandPalette}; the app owns the views, the navigation and the other dialogs. */
export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open tags, oldest first. */
  tags: readonly PaletteView[];
  /** The recently closed views, latest first. */
  recent: readonly PaletteView[];
  /** Opens an address inside the shell. */
  onNavigate: (href: string) => void;
  /** Reopens the last closed view (the reopen shortcut's action). */
  onReopen: () => void;
  /** Opens the shortcut sheet. */
  onShowShortcuts: () => void;
}

type SectionId = 'menus' | 'tags' | 'recent' | 'actions';

/** The palette's sections, in order, and their headings. */
const SECTIONS: readonly { id: SectionId; label: MessageKey }[] = [
  { id: 'menus', label: 'palette.menus' },
  { id: 'tags', label: 'palette.tags' },
  { id: 'recent', label: 'palette.recent' },
  { id: 'actions', label: 'palette.actions' },
];

interface Entry {
  id: string;
  section: SectionId;
  label: string;
  /** Where it sits (a menu entry's groups), shown under the label. */
  detail?: string;
  shortcut?: Shortcut;
  run: () => void;
}

/** The light / dark / system choices and their names. */
const SCHEMES: readonly { scheme: ColorScheme; label: MessageKey }[] = [
  { scheme: 'system', label: 'appearance.system' },
  { scheme: 'light', label: 'appearance.light' },
  { scheme: 'dark', label: 'appearance.dark' },
];

/**
 * The views of the menu tree the person may open (docs/behaviour.md, "Routes"): the granted
 * entries with a screen, hidden ones left out with everything under them, external links too;
 * each with the names of its groups.
 */
function menuViews(
  entries: readonly MenuEntry[],
  trail: readonly string[] = [],
): { entry: MenuEntry; trail: string[] }[] {
  return entries
    .filter((entry) => entry.hiddenFlag !== 'Y' && entry.hidden !== true && entry.type !== 'out')
    .flatMap((entry) =>
      entry.children?.length ? menuViews(entry.children, [...trail, entry.name]) : [{ entry, trail: [...trail] }],
    );
}

/**
 * The command palette (docs/behaviour.md, "Keyboard"): a modal dialog holding a combobox whose
 * listbox is always shown (WAI-ARIA APG combobox, in an APG modal dialog). It lists, in sections,
 * the menu views the person may open, the open tags, the recently closed views and actions
 * (reopen the last closed tag, the shortcut sheet, language, appearance, sidebar, company, log
 * out), each with its shortcut when it has one. Typing filters by name, and Chinese names by full
 * pinyin and pinyin initials too; the number of results is announced politely (WCAG 4.1.3).
 * Enter runs the highlighted entry; Escape closes and focus returns where it was.
 * Primitive: react-aria-components `Autocomplete` + `TextField` + `ListBox` in the design system's `Dialog`.
 */
export default function CommandPalette({
  isOpen,
  onOpenChange,
  tags,
  recent,
  onNavigate,
  onReopen,
  onShowShortcuts,
}: CommandPaletteProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const { appId, token } = useSnapshot(sessionStore);
  const { language, colorScheme } = useSnapshot(settingsStore);
  const { data: menus } = useLeftMenuList(token ? (appId ?? '1') : undefined);
  const { data: user } = useUserDetail(Boolean(token));
  const { data: companies } = useCompanyList(Boolean(user));

  const entries = useMemo<Entry[]>(() => {
    const other = language === 'zh' ? 'en' : 'zh';
    const currentAccount = user?.account.account;
    return [
      ...menuViews(menus ?? []).map(({ entry, trail }) => ({
        id: `menu:${entry.code}`,
        section: 'menus' as const,
        label: entry.name,
        detail: trail.join(' / ') || undefined,
        run: () => onNavigate(`/${entry.code}`),
      })),
      ...tags.map((view) => ({
        id: `tag:${view.key}`,
        section: 'tags' as const,
        label: view.label,
        run: () => onNavigate(view.href),
      })),
      ...recent.map((view) => ({
        id: `recent:${view.key}`,
        section: 'recent' as const,
        label: view.label,
        run: () => onNavigate(view.href),
      })),
      {
        id: 'action:reopen',
        section: 'actions' as const,
        label: t('keys.reopenTag'),
        shortcut: shortcut('reopenTag'),
        run: onReopen,
      },
      {
        id: 'action:shortcuts',
        section: 'actions' as const,
        label: t('keys.shortcuts'),
        shortcut: shortcut('shortcuts'),
        run: onShowShortcuts,
      },
      {
        id: 'action:language',
        section: 'actions' as const,
        label: t('palette.language', { language: other === 'zh' ? '中文' : 'English' }),
        run: () => void setLanguage(other).catch((error: unknown) => console.error('language switch failed:', error)),
      },
      ...SCHEMES.filter(({ scheme }) => scheme !== colorScheme).map(({ scheme, label }) => ({
        id: `action:scheme:${scheme}`,
        section: 'actions' as const,
        label: t('palette.scheme', { scheme: t(label) }),
        run: () => setColorScheme(scheme),
      })),
      { id: 'action:sidebar', section: 'actions' as const, label: t('topbar.toggleSidebar'), run: toggleSidebar },
      ...(companies && companies.length >= 2
        ? companies
            .filter((company) => company.account !== currentAccount)
            .map((company) => ({
              id: `action:company:${company.account}`,
              section: 'actions' as const,
              label: t('palette.company', { company: company.companyName }),
              detail: company.account,
              run: () => switchAccount(company.account),
            }))
        : []),
      { id: 'action:logout', section: 'actions' as const, label: t('topbar.logout'), run: () => void logout() },
    ];
  }, [menus, tags, recent, user, companies, language, colorScheme, t, onNavigate, onReopen, onShowShortcuts]);

  // A menu entry is found by its groups' names too ("组织" lists what sits under 组织管理).
  const found = entries.filter(
    (entry) => matchesQuery(entry.label, query) || (query.trim() !== '' && matchesQuery(entry.detail ?? '', query)),
  );
  const sections = SECTIONS.map((section) => ({
    ...section,
    entries: found.filter((entry) => entry.section === section.id),
  })).filter((section) => section.entries.length > 0);

  const run = (id: string) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    onOpenChange(false);
    entry.run();
  };

  return (
    <Dialog
      title={t('palette.title')}
      closeLabel={t('keys.close')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setQuery('');
        onOpenChange(open);
      }}
      // Pinned near the top: the input stays where it is while the results below it filter.
      placement="top"
    >
      <Autocomplete inputValue={query} onInputChange={setQuery}>
        <TextField className="flex flex-col gap-1">
          <Label className="sr-only">{t('palette.search')}</Label>
          <Input
            role="combobox"
            aria-expanded="true"
            // The dialog opens to type in (APG dialog: focus goes to the element meant to be used first).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            placeholder={t('palette.placeholder')}
            className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </TextField>
        <p role="status" className="sr-only">
          {t('palette.results', { count: found.length })}
        </p>
        <ListBox
          aria-label={t('palette.title')}
          onAction={(key) => run(String(key))}
          className="mt-3 max-h-[60dvh] overflow-y-auto outline-none"
          renderEmptyState={() => (
            <p className="px-2 py-4 text-muted-foreground">{t('palette.results', { count: 0 })}</p>
          )}
        >
          {sections.map((section) => (
            <ListBoxSection key={section.id} id={section.id} className="mb-2">
              <Header className="px-2 py-1 text-xs font-semibold text-muted-foreground">{t(section.label)}</Header>
              {section.entries.map((entry) => (
                <ListBoxItem
                  key={entry.id}
                  id={entry.id}
                  textValue={entry.label}
                  className="focused:bg-accent focused:text-accent-foreground flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 outline-none"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <Text slot="label">{entry.label}</Text>
                    {entry.detail || entry.shortcut ? (
                      <Text slot="description" className="text-xs text-muted-foreground">
                        {entry.detail}
                        {entry.shortcut ? (
                          <span className="sr-only">
                            {t('palette.shortcut', { keys: shortcutText(entry.shortcut, t('keys.or')) })}
                          </span>
                        ) : null}
                      </Text>
                    ) : null}
                  </span>
                  {entry.shortcut ? (
                    <span aria-hidden="true">
                      <ShortcutKeys shortcut={entry.shortcut} />
                    </span>
                  ) : null}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      </Autocomplete>
    </Dialog>
  );
}
