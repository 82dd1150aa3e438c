import { closeViews, tagsViewStore, viewKey, visitView, type VisitedView } from './tags-view';

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
});
