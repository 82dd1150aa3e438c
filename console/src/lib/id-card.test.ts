import { describe, expect, it } from 'vitest';
import { idCardCheckChar, idCardProblem, normaliseIdCard } from './id-card';

describe('idCardCheckChar (ISO 7064 MOD 11-2)', () => {
  it('computes the check character of published sample numbers', () => {
    // The worked example of GB 11643-1999, and two sums worked by hand: 195 % 11 = 8 -> '4',
    // 222 % 11 = 2 -> 'X'.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
    expect(idCardCheckChar('11010119900307803')).toBe('X');
  });

  it('maps every remainder to its check character', () => {
    // Only the last digit (weight 2) varies: the remainders walk through 0..10.
    const chars = new Set(Array.from({ length: 10 }, (_, digit) => idCardCheckChar(`1101051949123100${digit}`)));
    expect(chars.size).toBe(10);
    for (const char of chars) expect('10X98765432').toContain(char);
  });

  it('refuses anything but 17 digits', () => {
    expect(() => idCardCheckChar('1101051949123100')).toThrow(RangeError);
    expect(() => idCardCheckChar('1101051949123100A')).toThrow(RangeError);
  });
});

describe('idCardProblem', () => {
  it('accepts a number whose check character matches, in either case and with blanks around', () => {
    expect(idCardProblem('11010519491231002X')).toBeNull();
    expect(idCardProblem(' 11010519491231002x ')).toBeNull();
    expect(idCardProblem('440524188001010014')).toBeNull();
  });

  it('reports a wrong check character', () => {
    expect(idCardProblem('110105194912310021')).toBe('checkDigit');
    expect(idCardProblem('440524188001010015')).toBe('checkDigit');
  });

  it('reports a wrong length', () => {
    expect(idCardProblem('')).toBe('length');
    expect(idCardProblem('11010519491231002')).toBe('length');
    expect(idCardProblem('11010519491231002X1')).toBe('length');
  });

  it('reports characters out of place', () => {
    expect(idCardProblem('1101051949123100XX')).toBe('format');
    expect(idCardProblem('11010519491231002Y')).toBe('format');
    expect(idCardProblem('１１０１０５１９４９１２３１００２X')).toBe('format');
  });
});

describe('normaliseIdCard', () => {
  it('trims and raises a lowercase x', () => {
    expect(normaliseIdCard('  11010519491231002x\t')).toBe('11010519491231002X');
  });
});
