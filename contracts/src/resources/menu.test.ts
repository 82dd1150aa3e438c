import { describe, expect, it } from 'vitest';
import { menuEntryProblems } from '../menu-rules';
import { isMenuGroup, isWebHref, type MenuEntryFields } from './menu';

const valid: MenuEntryFields = {
  code: 'people_manage',
  type: 'in',
  url: 'peopleManage',
  href: '',
  nameZh: '人员管理',
  nameEn: 'People',
  icon: 'users',
  menuTipsZh: '',
  menuTipsEn: '',
};

describe('isWebHref (docs/screens.md, "Access")', () => {
  it('accepts absolute http and https addresses', () => {
    for (const href of ['https://help.example.com/workbench', 'http://example.com', 'HTTPS://example.com/a?b=c#d']) {
      expect(isWebHref(href), href).toBe(true);
    }
  });
  it('refuses script, data, relative, protocol-relative, other schemes, blanks and controls', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/admin/index',
      '//evil.example.com',
      'ftp://example.com',
      'http:example.com',
      'https://',
      'https://exa mple.com',
      'https://example.com/\n',
      '',
    ]) {
      expect(isWebHref(href), href).toBe(false);
    }
  });
});

describe('menuEntryProblems', () => {
  it('finds nothing wrong with a valid screen entry, group or external link', () => {
    expect(menuEntryProblems(valid)).toEqual([]);
    expect(menuEntryProblems({ ...valid, url: '', icon: '' })).toEqual([]);
    expect(menuEntryProblems({ ...valid, type: 'out', url: '', href: 'https://example.com' })).toEqual([]);
  });
  it('names each broken rule on its field', () => {
    expect(
      menuEntryProblems({
        code: '1x',
        type: 'in',
        url: 'somewhere',
        href: 'https://example.com',
        nameZh: ' ',
        nameEn: 'n'.repeat(31),
        icon: 'rocket',
        menuTipsZh: '提'.repeat(101),
        menuTipsEn: '',
      }),
    ).toEqual([
      { field: 'code', problem: 'codePattern' },
      { field: 'nameZh', problem: 'required' },
      { field: 'nameEn', problem: 'tooLong', max: 30 },
      { field: 'url', problem: 'screenUrl' },
      { field: 'href', problem: 'inHref' },
      { field: 'icon', problem: 'icon' },
      { field: 'menuTipsZh', problem: 'tooLong', max: 100 },
    ]);
    expect(menuEntryProblems({ ...valid, type: 'out', href: 'javascript:alert(1)' })).toEqual([
      { field: 'url', problem: 'outUrl' },
      { field: 'href', problem: 'href' },
    ]);
  });
  it('counts a 30-character Chinese name as 30', () => {
    expect(menuEntryProblems({ ...valid, nameZh: '人'.repeat(30) })).toEqual([]);
  });
  it('tells a group from an entry', () => {
    expect(isMenuGroup({ type: 'in', url: '' })).toBe(true);
    expect(isMenuGroup({ type: 'in', url: 'peopleManage' })).toBe(false);
    expect(isMenuGroup({ type: 'out', url: '' })).toBe(false);
  });
});
