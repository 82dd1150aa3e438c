/**
 * A definition places its own menu entry in the base data by its `menu` (docs/architecture.md, "One
 * registry"): last in its group, named by its label; a group, code or role the base data does not
 * have stops the server's start with the definition's name.
 */
import { dutyResource, type MenuPlacement } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { MENU_TREE, withPlacedEntries } from '../src/db/seed/base';

const place = (menu: Partial<MenuPlacement>) => [
  {
    definition: dutyResource,
    menu: {
      group: 'system_manage',
      code: 'duty_placed',
      icon: 'list' as const,
      grantedTo: ['enterprise_admin'],
      ...menu,
    },
  },
];

describe('a placed menu entry', () => {
  it('goes last in its group, named by the definition’s label, and leaves the other groups as they were', () => {
    const tree = withPlacedEntries(MENU_TREE, place({}));
    const group = tree.find((entry) => entry.code === 'system_manage');
    expect(group?.children?.at(-1)).toEqual({
      code: 'duty_placed',
      url: dutyResource.menuUrl,
      nameZh: dutyResource.label.zh,
      nameEn: dutyResource.label.en,
      icon: 'list',
    });
    expect(group?.children).toHaveLength(
      (MENU_TREE.find((entry) => entry.code === 'system_manage')?.children?.length ?? 0) + 1,
    );
    expect(tree.filter((entry) => entry.code !== 'system_manage')).toEqual(
      MENU_TREE.filter((entry) => entry.code !== 'system_manage'),
    );
  });

  it.each([
    [{ group: 'no_such_group' }, 'no menu group no_such_group'],
    [{ group: 'document' }, 'no menu group document'],
    [{ code: 'people_manage' }, 'the menu code people_manage is taken'],
    [{ grantedTo: ['enterprise_admin', 'auditor'] }, 'no role auditor in the base data'],
  ])('is refused with the definition’s name: %o', (menu, why) => {
    expect(() => withPlacedEntries(MENU_TREE, place(menu))).toThrow(
      `resource definition "duty" cannot place its menu entry: ${why}`,
    );
  });
});
