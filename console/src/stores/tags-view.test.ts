import { storage } from '../lib/storage';
import {
  AFFIX_VIEW,
  CLOSED_VIEWS_KEPT,
  closeViews,
  forgetClosedViews,
  lastClosedView,
  recordOf,
  refreshView,
  restoreViews,
  tagLabel,
  tagsViewStore,
  viewKey,
  visitView,
  withAffix,
} from './tags-view';

const view = (path: string, search = '') => ({ path, search, noCache: false });
const keys = () => tagsViewStore.visitedViews.map((entry) => entry.key);

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
    expect(keys()).toEqual(['/v2', '/v3', '/v4', '/v5', '/v6', '/v7', '/v8', '/v9']);
  });

  it('keeps the work bench tag first through nine views and more, and never closes it', () => {
    tagsViewStore.visitedViews = withAffix([]);
    for (let n = 1; n <= 12; n += 1) visitView(view(`/v${n}`));
    expect(keys()).toEqual(['/index', '/v6', '/v7', '/v8', '/v9', '/v10', '/v11', '/v12']);
    visitView(view('/index'));
    expect(keys()[0]).toBe('/index');
    expect(tagsViewStore.visitedViews[0]?.closable).toBe(false);
    // Close all from the tag bar never names it, and a caller that does is ignored.
    expect(closeViews(keys(), '/v12')?.key).toBe('/index');
    expect(keys()).toEqual(['/index']);
    expect(tagsViewStore.closedViews.map((entry) => entry.key)).not.toContain('/index');
  });

  it('closing the active view goes to the anchor, else the last remaining one, or to none', () => {
    visitView(view('/a'));
    visitView(view('/b'));
    visitView(view('/c'));
    expect(closeViews(['/a'], '/a', { anchorKey: '/b' })?.key).toBe('/b');
    expect(closeViews(['/b'], '/b')?.key).toBe('/c');
    expect(closeViews(['/c'], '/c')).toBeNull();
  });

  it('keeps the latest address of a view visited again, so its tag reopens it there', () => {
    visitView(view('/people_manage', 'pageNum=1'));
    visitView(view('/people_manage', 'pageNum=2'));
    expect(tagsViewStore.visitedViews).toEqual([
      { key: '/people_manage', path: '/people_manage', search: 'pageNum=2', noCache: false },
    ]);
  });

  it('is kept in session storage for a reload, by what names each view and never a title', async () => {
    visitView(view('/item', 'sku=7'));
    await vi.waitFor(() =>
      expect(storage.session.get('visitedViews')).toEqual([
        { key: '/item?sku=7', path: '/item', search: 'sku=7', noCache: false },
      ]),
    );
  });

  it('restores stored views, ignoring corrupt entries, titles, repeated keys and keys that do not match', () => {
    expect(restoreViews('not a list', 8)).toEqual([]);
    expect(restoreViews(null, 8)).toEqual([]);
    const restored = restoreViews(
      [
        null,
        42,
        'x',
        { key: '/a' },
        { key: '/b', path: 'b', search: '' },
        { key: '/c', path: '/c', search: 3 },
        { key: '/forged', path: '/d', search: '' },
        { key: '/report?reportId=3', label: '报表详情 · 3', path: '/report', search: 'reportId=3&x=1', noCache: 'y' },
        { key: '/report?reportId=3', path: '/report', search: 'reportId=3', noCache: false },
        { path: '/e', search: '', noCache: true },
        { key: '/index', path: '/index', search: '', closable: true },
      ],
      8,
    );
    expect(restored).toEqual([
      { key: '/report?reportId=3', path: '/report', search: 'reportId=3&x=1', noCache: false },
      { key: '/e', path: '/e', search: '', noCache: true },
      AFFIX_VIEW,
    ]);
    // The work bench goes first, whatever the stored order.
    expect(withAffix(restored).map((entry) => entry.key)).toEqual(['/index', '/report?reportId=3', '/e']);
    expect(withAffix([]).map((entry) => entry.key)).toEqual(['/index']);
    expect(restoreViews([view('/a'), view('/b'), view('/c')], 2).map((entry) => entry.path)).toEqual(['/b', '/c']);
  });

  it('names a tag by its title and the record it shows', () => {
    expect(recordOf('reportId=3&tab=2')).toEqual({ param: 'reportId', value: '3' });
    expect(recordOf('sku=BRG-6204')).toEqual({ param: 'sku', value: 'BRG-6204' });
    expect(recordOf('pageNum=2')).toBeNull();
    expect(tagLabel('报表详情', '采购月报')).toBe('报表详情 · 采购月报');
    expect(tagLabel('报表详情', undefined)).toBe('报表详情');
  });

  it('counts the refreshes of a view, which key its cached panel', () => {
    refreshView('/a');
    refreshView('/a');
    expect(tagsViewStore.refreshes['/a']).toBe(2);
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
    closeViews(['/b'], '/c', { reopenable: false });
    expect(tagsViewStore.closedViews.map((entry) => entry.key)).toEqual(['/a']);
    forgetClosedViews((entry) => entry.path !== '/a');
    expect(tagsViewStore.closedViews).toEqual([]);
  });
});
