import { Button, EmptyState, Link, SearchField } from '@workbench/design-system';
import { SearchX } from 'lucide-react';
import { use, useId, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { Screen } from '../../../components/screen';
import { paths } from '../../../config/paths';
import { useT, type Language } from '../../../i18n';
import { useLeftMenuList, type MenuEntry } from '../../../api/menus';
import { sessionStore } from '../../../stores/session';
import { settingsStore } from '../../../stores/settings';
import {
  HELP_QUERY_MAX,
  highlightPieces,
  queryTerms,
  searchHelp,
  type HelpArticle,
  type HelpContent,
  type HelpLink,
} from '../search';

/**
 * Each language's content loads with the screen that shows it, not with the console's entry (the
 * work bench's size budget, scripts/size.mjs): it is pages of text, not interface words.
 */
const LOADERS: Record<Language, () => Promise<{ default: HelpContent }>> = {
  zh: () => import('../content/zh.json'),
  en: () => import('../content/en.json'),
};

const loaded = new Map<Language, Promise<HelpContent>>();

/** The content in `language`, fetched once per page load; rejects when its chunk cannot be fetched. */
function helpContent(language: Language): Promise<HelpContent> {
  let content = loaded.get(language);
  if (!content) {
    content = LOADERS[language]().then((module) => module.default);
    loaded.set(language, content);
  }
  return content;
}

/** The console paths every signed-in person may open (docs/behaviour.md, "Route guard"). */
const FIXED_PATHS = new Set<string>(Object.values(paths).map((route) => route.path));

/** The paths of the menu's screens (`/<code>`), hidden ones included; links and groups left out. */
function menuPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.type !== 'out' && entry.url ? [`/${entry.code}`] : []),
    ...menuPaths(entry.children ?? []),
  ]);
}

/** `text` with the occurrences of the search `terms` marked (`<mark>`, which forced colours keep). */
function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlightPieces(text, terms).map((piece, index) =>
    piece.match ? (
      <mark
        key={index}
        className="rounded-xs bg-accent text-accent-foreground forced-colors:bg-[Mark] forced-colors:text-[MarkText]"
      >
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

/**
 * A screen an article names: a link when the account may open it (a fixed route, or a screen of
 * the menu the server grants; any screen while that menu loads, since the route guard decides
 * anyway), else its name and that it is not open to this account.
 */
function ScreenLink({ link, permitted }: { link: HelpLink; permitted: ReadonlySet<string> | null }) {
  const t = useT();
  if (!permitted || FIXED_PATHS.has(link.path) || permitted.has(link.path)) {
    return (
      <Link href={link.path} variant="inline">
        {link.label}
      </Link>
    );
  }
  return <span className="text-muted-foreground">{t('help.noAccess', { name: link.label })}</span>;
}

/** One how-to as a card: its title (`h3`), summary, numbered steps and the screens it uses. */
function Article({
  article,
  terms,
  permitted,
}: {
  article: HelpArticle;
  terms: readonly string[];
  permitted: ReadonlySet<string> | null;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 text-surface-foreground"
    >
      <h3 id={headingId} className="text-base font-semibold">
        <Highlighted text={article.title} terms={terms} />
      </h3>
      <p className="text-sm text-muted-foreground">
        <Highlighted text={article.summary} terms={terms} />
      </p>
      <ol className="flex list-decimal flex-col gap-1.5 ps-5 text-sm marker:text-muted-foreground">
        {article.steps.map((step) => (
          <li key={step}>
            <Highlighted text={step} terms={terms} />
          </li>
        ))}
      </ol>
      <p className="mt-auto flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-border pt-3 text-sm">
        <span className="text-muted-foreground">{t('help.where')}</span>
        {article.links.map((link) => (
          <ScreenLink key={link.path} link={link} permitted={permitted} />
        ))}
      </p>
    </article>
  );
}

/**
 * The help centre (`/help`; docs/behaviour.md, "Help centre"): how to do the console's most common
 * tasks, grouped by topic, each a card of numbered steps with links into the screens it uses
 * (those the account may open). The search box filters as one types, literally (`searchHelp`:
 * `<b>` or `.*` are searched as written), marks what matched, says how many articles match in a
 * polite status, and says what was searched when nothing matches. The query lives in the address
 * (`?q=`), so a reload or a link keeps it. The content follows the interface language.
 */
export default function HelpScreen({ title }: { title: string }) {
  const t = useT();
  const { language } = useSnapshot(settingsStore);
  const { appId, token } = useSnapshot(sessionStore);
  // The sidebar's call: already answered, so nothing more is fetched.
  const { data: menu } = useLeftMenuList(token ? (appId ?? '1') : undefined);
  const content = use(helpContent(language));
  const [, navigate] = useLocation();
  const search = useSearch();
  const [query, setQuery] = useState(() => (new URLSearchParams(search).get('q') ?? '').slice(0, HELP_QUERY_MAX));
  const terms = queryTerms(query);
  const topics = searchHelp(content, query);
  const count = topics.reduce((sum, topic) => sum + topic.articles.length, 0);
  const permitted = menu ? new Set(menuPaths(menu)) : null;
  const shownQuery = query.trim();
  const topicIds = useId();
  const input = useRef<HTMLInputElement>(null);

  const searchFor = (next: string) => {
    setQuery(next);
    navigate(paths.help.href(next.trim()), { replace: true });
  };

  let results: ReactNode;
  if (count === 0) {
    results = (
      <EmptyState
        icon={<SearchX />}
        title={t('help.noResults', { query: shownQuery })}
        description={t('help.noResultsHint')}
        action={
          <Button
            variant="outline"
            onPress={() => {
              searchFor('');
              // The button goes with the empty state: focus returns to the search box (WCAG 2.4.3).
              input.current?.focus();
            }}
          >
            {t('help.clear')}
          </Button>
        }
      />
    );
  } else {
    results = topics.map((topic) => (
      <section key={topic.id} aria-labelledby={`${topicIds}-${topic.id}`} className="flex flex-col gap-3">
        <h2 id={`${topicIds}-${topic.id}`} className="text-lg font-semibold">
          {topic.title}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {topic.articles.map((article) => (
            <Article key={article.id} article={article} terms={terms} permitted={permitted} />
          ))}
        </div>
      </section>
    ));
  }

  return (
    <Screen title={title} className="max-w-7xl">
      <div className="flex max-w-2xl flex-col gap-4">
        <p className="text-muted-foreground">{t('help.intro')}</p>
        <div role="search" aria-label={t('help.search')}>
          <SearchField
            label={t('help.search')}
            description={t('help.searchHint')}
            clearLabel={t('help.clear')}
            maxLength={HELP_QUERY_MAX}
            inputRef={input}
            value={query}
            onChange={searchFor}
          />
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {shownQuery ? t('help.found', { count, query: shownQuery }) : t('help.count', { count })}
        </p>
      </div>
      {results}
    </Screen>
  );
}
