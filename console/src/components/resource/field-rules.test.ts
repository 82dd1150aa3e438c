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
});
