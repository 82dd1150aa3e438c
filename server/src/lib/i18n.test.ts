import { describe, expect, it } from 'vitest';
import { describeValidation, negotiateLanguage, t } from './i18n';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['fr', 'zh'],
    ['en;q=0.3,zh;q=0.9', 'zh'],
  ])('%s → %s', (header, lang) => {
    expect(negotiateLanguage(header)).toBe(lang);
  });
});

describe('describeValidation', () => {
  it('names the field and the rule in both languages', () => {
    const issues = [{ keyword: 'type', instancePath: '/appId', params: { type: 'integer' } }];
    expect(describeValidation('en', issues, 'body')).toBe('Invalid request: appId must be an integer');
    expect(describeValidation('zh', issues, 'body')).toBe('请求参数不正确：appId 应为整数');
  });

  it('reports a missing and an unexpected field', () => {
    expect(
      describeValidation(
        'en',
        [{ keyword: 'required', instancePath: '', params: { requiredProperties: ['appId'] } }],
        'body',
      ),
    ).toBe('Invalid request: the field appId is missing');
    const extra = [
      { keyword: 'boolean', instancePath: '/x', params: {} },
      { keyword: 'additionalProperties', instancePath: '', params: { additionalProperties: ['x'] } },
    ];
    expect(describeValidation('zh', extra, 'body')).toBe('请求参数不正确：不支持字段 x');
  });
});

describe('t', () => {
  it('fills placeholders from the values, leaving unknown ones alone', () => {
    expect(t('zh', 'signInLocked', { minutes: 15 })).toBe('登录失败次数过多，请 15 分钟后再试');
    expect(t('en', 'duplicateParameter', { name: 'a' })).toBe('Duplicate parameter a.');
    expect(t('en', 'duplicateParameter')).toBe('Duplicate parameter {name}.');
    // A value is inserted as it is, never read as a placeholder again.
    expect(t('en', 'duplicateParameter', { name: '{name}$&' })).toBe('Duplicate parameter {name}$&.');
  });
});
