import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addVisitedView, closeView, tagMenuTargets, type TagBarItem } from './visited-views';

describe('addVisitedView', () => {
  const view = (key: string): TagBarItem => ({ key, label: key });

  it('drops the oldest view beyond max (default 8)', () => {
    let views: TagBarItem[] = [];
    for (let i = 1; i <= 9; i += 1) views = addVisitedView(views, view(`/v${i}`));
    expect(views).toHaveLength(8);
    expect(views[0]?.key).toBe('/v2');
    expect(views.at(-1)?.key).toBe('/v9');
  });

  it('does not duplicate a key and keeps its place', () => {
    const views = [view('/a'), view('/b')];
    expect(addVisitedView(views, view('/a'))).toBe(views);
    expect(addVisitedView(views, { key: '/a', label: 'A2' }).map((v) => v.label)).toEqual(['A2', '/b']);
  });

  it('keeps pinned views and drops the oldest closable one', () => {
    const views = [{ key: '/index', label: 'Home', closable: false }, view('/a'), view('/b')];
    expect(addVisitedView(views, view('/c'), 3).map((v) => v.key)).toEqual(['/index', '/b', '/c']);
  });

  it('puts pinned views first, however late they come, and keeps them through any number of visits', () => {
    let views = addVisitedView([view('/a'), view('/b')], { key: '/index', label: 'Home', closable: false });
    expect(views.map((v) => v.key)).toEqual(['/index', '/a', '/b']);
    for (let i = 1; i <= 20; i += 1) views = addVisitedView(views, view(`/v${i}`));
    expect(views).toHaveLength(8);
    expect(views[0]?.key).toBe('/index');
  });

  it('holds for any sequence: at most max, unique keys, the last visited view present', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i', '/j'), { maxLength: 40 }),
        fc.integer({ min: 1, max: 10 }),
        (keys, max) => {
          let views: TagBarItem[] = [{ key: '/index', label: 'Home', closable: false }];
          for (const key of keys) {
            views = addVisitedView(views, view(key), max);
            expect(views.length).toBeLessThanOrEqual(Math.max(max, 1));
            expect(new Set(views.map((v) => v.key)).size).toBe(views.length);
            expect(views.some((v) => v.key === key)).toBe(true);
            // The pinned view stays first while there is room for it beside the visited one.
            if (max > 1) expect(views[0]?.key).toBe('/index');
          }
        },
      ),
    );
  });
});

describe('closeView', () => {
  const views: TagBarItem[] = [
    { key: '/a', label: 'A' },
    { key: '/b', label: 'B' },
    { key: '/c', label: 'C' },
  ];

  it('keeps the active view when another one closes', () => {
    expect(closeView(views, ['/a'], '/b')).toEqual({ views: [views[1], views[2]], activeKey: '/b' });
  });

  it('goes to the last remaining view when the active one closes', () => {
    expect(closeView(views, ['/c'], '/c').activeKey).toBe('/b');
    expect(closeView(views, ['/a'], '/a').activeKey).toBe('/c');
  });

  it('gives null when none remains', () => {
    expect(closeView(views, ['/a', '/b', '/c'], '/b')).toEqual({ views: [], activeKey: null });
  });

  it('goes to the anchor (the tag whose menu closed a group) when the active one closed with the group', () => {
    expect(closeView(views, ['/a'], '/a', '/b').activeKey).toBe('/b');
    // A closed anchor gives way to the last remaining view; an active view that stays wins.
    expect(closeView(views, ['/a', '/b'], '/a', '/b').activeKey).toBe('/c');
    expect(closeView(views, ['/a'], '/c', '/b').activeKey).toBe('/c');
  });
});

describe('tagMenuTargets', () => {
  const items: TagBarItem[] = [
    { key: '/index', label: 'Home', closable: false },
    { key: '/a', label: 'A' },
    { key: '/b', label: 'B' },
    { key: '/c', label: 'C' },
  ];

  it('says what each closing action closes, pinned tags never', () => {
    expect(tagMenuTargets(items, '/b')).toEqual({
      'close-this': ['/b'],
      'close-left': ['/a'],
      'close-right': ['/c'],
      'close-others': ['/a', '/c'],
      'close-all': ['/a', '/b', '/c'],
    });
  });

  it('gives empty lists for actions that would do nothing', () => {
    expect(tagMenuTargets(items, '/index')).toMatchObject({ 'close-this': [], 'close-left': [] });
    expect(tagMenuTargets(items, '/a')['close-left']).toEqual([]);
    expect(tagMenuTargets(items, '/c')['close-right']).toEqual([]);
    expect(tagMenuTargets(items.slice(0, 2), '/a')['close-others']).toEqual([]);
    expect(tagMenuTargets(items.slice(0, 1), '/index')['close-all']).toEqual([]);
  });

  it('holds for any bar: targets are closable keys on the right side of the tag, and left + right = others', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ key: fc.string({ minLength: 1, maxLength: 3 }), closable: fc.boolean() }), {
          selector: (item) => item.key,
          maxLength: 10,
        }),
        fc.nat(),
        (bar, at) => {
          fc.pre(bar.length > 0);
          const index = at % bar.length;
          const key = bar[index]?.key ?? '';
          const targets = tagMenuTargets(bar, key);
          const closable = new Set(bar.filter((item) => item.closable).map((item) => item.key));
          for (const list of Object.values(targets)) for (const target of list) expect(closable.has(target)).toBe(true);
          expect([...targets['close-left'], ...targets['close-right']]).toEqual(targets['close-others']);
          const position = (target: string) => bar.findIndex((item) => item.key === target);
          for (const target of targets['close-left']) expect(position(target)).toBeLessThan(index);
          for (const target of targets['close-right']) expect(position(target)).toBeGreaterThan(index);
        },
      ),
    );
  });
});
