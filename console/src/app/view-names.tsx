import { createContext, lazy, Suspense, use, useCallback, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../stores/session';
import { recordId, recordOf, tagLabel, tagsViewStore, type ViewRecord, type VisitedView } from '../stores/tags-view';
import { useViewTitles } from './views';

// Loaded once a tag shows a record, with the calls that name records, so the work bench's first
// load stays in its budget (scripts/size.mjs).
const RecordNames = lazy(() => import('./record-names'));

/** The name of a view in the interface language, or `undefined` while it is not known yet. */
type ViewName = (view: Pick<VisitedView, 'path' | 'search'>) => string | undefined;

const ViewNamesContext = createContext<ViewName | null>(null);

/**
 * Names the open and recently closed views in the interface language (docs/behaviour.md, "Tag
 * bar"): the view's title (a fixed route's catalogue entry, a runtime route's menu name), then the
 * name of the record a detail view shows ("报表详情 · 采购月报"), read through the call its screen
 * makes. Only what names a view is stored, so every name follows a language switch at once and
 * after a reload, restored tags included. A runtime view has no name until the permitted routes
 * are known (the guard fetches them for restored tags); an address no route names is named by its
 * path.
 */
export function ViewNamesProvider({ children }: { children: ReactNode }) {
  const titleOf = useViewTitles();
  const { routes } = useSnapshot(sessionStore);
  const { visitedViews, closedViews } = useSnapshot(tagsViewStore);
  const [names, setNames] = useState<Readonly<Record<string, string | undefined>>>({});
  const onName = useCallback(
    (id: string, name: string | undefined) =>
      setNames((current) => (current[id] === name ? current : { ...current, [id]: name })),
    [],
  );

  const nameOf = useCallback<ViewName>(
    (view) => {
      const title = titleOf(view.path) ?? (routes ? view.path : undefined);
      if (title === undefined) return undefined;
      const record = recordOf(view.search);
      return tagLabel(title, record ? names[recordId(record)] : undefined);
    },
    [titleOf, routes, names],
  );

  const records = new Map<string, ViewRecord & { id: string }>();
  for (const view of [...visitedViews, ...closedViews]) {
    const record = recordOf(view.search);
    if (record) records.set(recordId(record), { ...record, id: recordId(record) });
  }

  return (
    <ViewNamesContext value={nameOf}>
      {records.size > 0 ? (
        // Without the names of records a tag names its view alone; the error is logged.
        <ErrorBoundary fallback={null} onError={(error) => console.error('record names failed:', error)}>
          <Suspense fallback={null}>
            <RecordNames records={[...records.values()]} onName={onName} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {children}
    </ViewNamesContext>
  );
}

/**
 * The namer of views of the enclosing {@link ViewNamesProvider}.
 * @throws {Error} outside a `ViewNamesProvider`.
 */
export function useViewNames(): ViewName {
  const nameOf = use(ViewNamesContext);
  if (!nameOf) throw new Error('useViewNames needs a ViewNamesProvider above it');
  return nameOf;
}
