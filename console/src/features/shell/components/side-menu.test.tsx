import type { MenuEntry } from '../../../api/menus';
import { toSidebarItems } from './side-menu';

const entry = (code: string, fields: Partial<MenuEntry> = {}): MenuEntry => ({
  code,
  url: code,
  name: code,
  ...fields,
});

describe('toSidebarItems (docs/behaviour.md, "Routes")', () => {
  it('leaves out entries flagged hidden or with hiddenFlag Y, and what is under them', () => {
    const items = toSidebarItems([
      entry('shown', { hiddenFlag: 'N', hidden: false }),
      entry('flagged', { hiddenFlag: 'Y' }),
      entry('hidden', { hidden: true }),
      entry('group', { url: '', hidden: true, children: [entry('inside')] }),
      entry('open', { url: '', children: [entry('kept'), entry('dropped', { hidden: true })] }),
    ]);
    expect(items.map((item) => item.id)).toEqual(['shown', 'open']);
    expect(items[1]?.children?.map((item) => item.id)).toEqual(['kept']);
  });

  it('links in-entries to their path and out-entries to their href', () => {
    const [inside, outside] = toSidebarItems([
      entry('people_manage'),
      entry('help', { url: '', type: 'out', href: 'https://help.example.com/' }),
    ]);
    expect(inside).toMatchObject({ href: '/people_manage' });
    expect(outside).toMatchObject({ href: 'https://help.example.com/', external: true });
  });

  it("gives an entry's tips as its description, and none without tips", () => {
    const [tipped, plain] = toSidebarItems([
      entry('menu_manage', { menuTips: '配置各应用的菜单' }),
      entry('plain', { menuTips: '' }),
    ]);
    expect(tipped).toMatchObject({ description: '配置各应用的菜单' });
    expect(plain).not.toHaveProperty('description');
  });
});
