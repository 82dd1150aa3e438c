import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { isRequired, textProblem } from './field-rules';

describe('field rules', () => {
  const name = Type.String({ minLength: 1, maxLength: 30 });
  const optionalName = Type.Union([Type.Literal(''), name]);

  it('requires a name, but not one whose schema also takes an empty string', () => {
    expect(isRequired(name)).toBe(true);
    expect(textProblem(name, ' ')).toEqual({ key: 'form.required' });
    expect(isRequired(optionalName)).toBe(false);
    expect(textProblem(optionalName, '')).toBeNull();
    expect(textProblem(optionalName, 'x'.repeat(31))).toEqual({ key: 'form.tooLong', values: { max: 30 } });
  });

  it('requires a text whose pattern refuses the empty string, and says so before the pattern', () => {
    const account = Type.String({ pattern: '^[a-z][a-z0-9.]{2,31}$' });
    expect(isRequired(account)).toBe(true);
    expect(textProblem(account, '')).toEqual({ key: 'form.required' });
    expect(textProblem(account, 'A')).toEqual({ key: 'form.pattern' });
    expect(isRequired(Type.String({ pattern: '^[0-9]*$' }))).toBe(false);
    expect(isRequired(Type.String())).toBe(false);
  });
});
