import { describe, expect, it } from 'vitest';
import { describeRoute, savedViewPaths, tableSettingsPaths } from './index';

describe('describeRoute (docs/screens.md, "Access")', () => {
  it("names a definition's route by what it does and the definition's title", () => {
    expect(describeRoute('/share-system/person/add', 'zh')).toBe('新增人员');
    expect(describeRoute('/share-system/person/add', 'en')).toBe('Add person');
    expect(describeRoute('/share-system/person/export?token=abc&lang=zh', 'zh')).toBe('导出人员列表');
    expect(describeRoute('/share-system/dictionary/item/delete', 'en')).toBe('Delete code');
    expect(describeRoute('/share-workflow/processList/approve', 'zh')).toBe('同意申请');
  });

  it('names the routes outside any definition from its catalogue', () => {
    expect(describeRoute('/share-system/authorize/update', 'zh')).toBe('修改账号的应用授权');
    expect(describeRoute(tableSettingsPaths.save, 'en')).toBe("Save a list's table settings");
    expect(describeRoute(savedViewPaths.setDefault, 'zh')).toBe('设置列表的默认视图');
  });

  it('names nothing it does not know, not even an inherited property', () => {
    expect(describeRoute('/share-system/person/constructor', 'zh')).toBeUndefined();
    expect(describeRoute('/share-system/person/add/more', 'zh')).toBeUndefined();
    expect(describeRoute('/nowhere', 'en')).toBeUndefined();
  });
});
