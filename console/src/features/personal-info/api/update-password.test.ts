import { describe, expect, it } from 'vitest';
import { passwordRuleMet } from './update-password';

describe('passwordRuleMet (8 to 64 characters, letters and digits)', () => {
  it('accepts passwords that meet the rule', () => {
    for (const password of ['Workbench@123', 'abcdefg1', `a1${'x'.repeat(62)}`, '密码密码密码密码1']) {
      expect(passwordRuleMet(password)).toBe(true);
    }
  });

  it('refuses short, long, letter-only and digit-only passwords', () => {
    for (const password of ['', 'abc1234', `a1${'x'.repeat(63)}`, 'abcdefghij', '1234567890', '!!!!!!!!']) {
      expect(passwordRuleMet(password)).toBe(false);
    }
  });
});
