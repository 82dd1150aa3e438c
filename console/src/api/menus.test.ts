import { MAX_MENU_DEPTH, menuTrail, sanitizeMenuTree, type MenuEntry } from './menus';

const leaf = (code: string): MenuEntry => ({ code, url: code, name: code });

describe('sanitizeMenuTree', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('keeps a good tree as it is and logs nothing', () => {
    const tree = [{ code: 'g', url: '', name: 'g', children: [leaf('a'), leaf('b')] }];
    expect(sanitizeMenuTree(tree)).toEqual([
      {
        ...tree[0],
        children: [
          { ...leaf('a'), children: [] },
          { ...leaf('b'), children: [] },
        ],
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a duplicate code with one warning', () => {
    expect(sanitizeMenuTree([leaf('dup-a'), leaf('dup-a')]).map((entry) => entry.code)).toEqual(['dup-a']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"dup-a" appears twice/);
  });

  it('drops a leaf without url with one warning, and keeps external links', () => {
    const result = sanitizeMenuTree([
      { code: 'no-url', url: '', name: 'x' },
      { code: 'out-1', url: '', name: 'y', type: 'out', href: 'https://example.com' },
    ]);
    expect(result.map((entry) => entry.code)).toEqual(['out-1']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"no-url" has no url/);
  });

  it('breaks a cycle back to an ancestor', () => {
    const root: MenuEntry = { code: 'loop', url: '', name: 'loop', children: [] };
    root.children = [root];
    expect(sanitizeMenuTree([root])).toEqual([{ ...root, children: [] }]);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"loop" appears twice/);
  });

  it('cuts a tree of 10 levels at the depth limit with one warning', () => {
    let deep: MenuEntry = leaf('deep-10');
    for (let level = 9; level >= 1; level -= 1)
      deep = { code: `deep-${level}`, url: '', name: `${level}`, children: [deep] };
    let node: MenuEntry | undefined = sanitizeMenuTree([deep])[0];
    let depth = 0;
    while (node) {
      depth += 1;
      node = node.children?.[0];
    }
    expect(depth).toBe(MAX_MENU_DEPTH);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/deeper than 5 levels/);
  });
});

describe('menuTrail (breadcrumb, docs/behaviour.md, "Layout")', () => {
  const tree: MenuEntry[] = [
    leaf('document'),
    {
      code: 'system_manage',
      url: '',
      name: 'system',
      children: [{ code: 'report', url: '', name: 'report', children: [leaf('report_detail')] }, leaf('menu_manage')],
    },
  ];

  it('names every level from the root down to the entry', () => {
    expect(menuTrail(tree, 'report_detail').map((entry) => entry.code)).toEqual([
      'system_manage',
      'report',
      'report_detail',
    ]);
    expect(menuTrail(tree, 'document').map((entry) => entry.code)).toEqual(['document']);
  });

  it('is empty for a code the tree does not have', () => {
    expect(menuTrail(tree, 'nowhere')).toEqual([]);
  });
});
