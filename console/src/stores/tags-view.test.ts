import {
  CLOSED_VIEWS_KEPT,
  closeViews,
  forgetClosedViews,
  lastClosedView,
  tagsViewStore,
  viewKey,
  visitView,
  type VisitedView,
} from './tags-view';

const view = (path: string, search = ''): VisitedView => ({
  key: viewKey(path, search),
  label: path,
  path,
  search,
  noCache: false,
});

describe('tags view (docs/behaviour.md, "Tag bar"; docs/architecture.md, "View cache")', () => {
  beforeEach(() => {
    tagsViewStore.visitedViews = [];
    tagsViewStore.closedViews = [];
  });

  it('tells item-detail and report views apart by sku, proCode and reportId only', () => {
    expect(viewKey('/item', 'sku=1&tab=2')).toBe('/item?sku=1');
    expect(viewKey('/report_detail', 'reportId=3&x=1')).toBe('/report_detail?reportId=3');
    expect(viewKey('/item', 'proCode=P&sku=1')).toBe('/item?sku=1&proCode=P');
    expect(viewKey('/index', 'x=1')).toBe('/index');
  });

  it('keeps at most 8 views, the oldest dropped, and never the same key twice', () => {
    for (let n = 1; n <= 9; n += 1) visitView(view(`/v${n}`));
    visitView(view('/v9'));
    expect(tagsViewStore.visitedViews.map((entry) => entry.key)).toEqual([
      '/v2',
      '/v3',
      '/v4',
      '/v5',
      '/v6',
      '/v7',
      '/v8',
      '/v9',
    ]);
  });

  it('closing the active view goes to the last remaining one, or to none', () => {
    visitView(view('/a'));
    visitView(view('/b'));
    expect(closeViews(['/b'], '/b')?.key).toBe('/a');
    expect(closeViews(['/a'], '/a')).toBeNull();
  });

  it('is kept in session storage for a reload', async () => {
    visitView(view('/item', 'sku=7'));
    await vi.waitFor(() => expect(window.sessionStorage.getItem('visitedViews')).not.toBeNull());
  });

  it('keeps closed views for reopening, the latest on top, and a reopened view leaves the stack', () => {
    visitView(view('/a'));
    visitView(view('/b', 'sku=1'));
    visitView(view('/c'));
    closeViews(['/a'], '/c');
    closeViews(['/b?sku=1'], '/c');
    expect(tagsViewStore.closedViews.map((entry) => entry.key)).toEqual(['/a', '/b?sku=1']);
    expect(lastClosedView()).toMatchObject({ path: '/b', search: 'sku=1' });
    // Reopening it is visiting it, which takes it off the stack; so does opening it any other way.
    visitView(view('/b', 'sku=1'));
    expect(lastClosedView()?.key).toBe('/a');
    visitView(view('/a'));
    expect(tagsViewStore.closedViews).toEqual([]);
    expect(lastClosedView()).toBeNull();
  });

  it('keeps the last 10 closed views, including the oldest tag dropped by a ninth', () => {
    for (let n = 1; n <= 9; n += 1) visitView(view(`/v${n}`));
    expect(tagsViewStore.closedViews.map((entry) => entry.key)).toEqual(['/v1']);
    closeViews(
      tagsViewStore.visitedViews.map((entry) => entry.key),
      '/v9',
    );
    for (let n = 10; n <= 12; n += 1) {
      visitView(view(`/v${n}`));
      closeViews([`/v${n}`], `/v${n}`);
    }
    expect(tagsViewStore.closedViews).toHaveLength(CLOSED_VIEWS_KEPT);
    expect(tagsViewStore.closedViews.at(-1)?.key).toBe('/v12');
    expect(tagsViewStore.closedViews[0]?.key).toBe('/v3');
  });

  it('does not keep views closed because they are no longer permitted, and forgets such closed ones', () => {
    visitView(view('/a'));
    visitView(view('/b'));
    visitView(view('/c'));
    closeViews(['/a'], '/c');
    closeViews(['/b'], '/c', false);
    expect(tagsViewStore.closedViews.map((entry) => entry.key)).toEqual(['/a']);
    forgetClosedViews((entry) => entry.path !== '/a');
    expect(tagsViewStore.closedViews).toEqual([]);
  });
});
