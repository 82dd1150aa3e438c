import { matchesQuery } from './pinyin-match';

describe('palette matching (docs/behaviour.md, "Keyboard")', () => {
  it('finds a Chinese name by its characters, its full pinyin and its pinyin initials', () => {
    expect(matchesQuery('人员管理', '人员')).toBe(true);
    expect(matchesQuery('人员管理', 'renyuanguanli')).toBe(true);
    expect(matchesQuery('人员管理', 'ren yuan')).toBe(true);
    expect(matchesQuery('人员管理', 'rygl')).toBe(true);
    expect(matchesQuery('人员管理', 'RYGL')).toBe(true);
    expect(matchesQuery('人员管理', 'gl')).toBe(true);
  });

  it('refuses what the name does not hold', () => {
    expect(matchesQuery('人员管理', 'qygl')).toBe(false);
    expect(matchesQuery('企业管理', 'rygl')).toBe(false);
    expect(matchesQuery('人员管理', 'people')).toBe(false);
  });

  it('finds an English name case-insensitively, and everything for an empty query', () => {
    expect(matchesQuery('People', 'peo')).toBe(true);
    expect(matchesQuery('Switch language: English', 'english')).toBe(true);
    expect(matchesQuery('People', 'rygl')).toBe(false);
    expect(matchesQuery('People', '  ')).toBe(true);
  });
});
