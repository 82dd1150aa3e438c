import { describe, expect, it } from 'vitest';
import { idCardCheckChar, idCardProblem, maskIdCard } from './id-card';

// 2026-03-01 12:00 in China.
const NOW = Date.UTC(2026, 2, 1, 4);

describe('idCardCheckChar (GB 11643-1999, ISO 7064 MOD 11-2)', () => {
  it.each([
    ['11010519491231002', 'X'], // the standard's own examples
    ['44052418800101001', '4'],
    ['44030619900307441', '7'],
    ['32010219851120263', '2'],
    ['11010519000101000', '1'],
  ])('%s → %s', (first17, check) => {
    expect(idCardCheckChar(first17)).toBe(check);
  });

  it('refuses anything but 17 digits', () => {
    for (const bad of ['1101051949123100', '110105194912310021', '1101051949123100X']) {
      expect(() => idCardCheckChar(bad)).toThrow(RangeError);
    }
  });
});

describe('idCardProblem', () => {
  it('accepts valid numbers, a leap day and the first day of 1900', () => {
    for (const valid of ['11010519491231002X', '440306199003074417', '110105200002291235', '110105190001010001']) {
      expect(idCardProblem(valid, NOW)).toBeNull();
    }
  });

  it('finds a wrong check character', () => {
    expect(idCardProblem('110105194912310021', NOW)).toBe('checkChar');
    expect(idCardProblem('440306199003074418', NOW)).toBe('checkChar');
  });

  it('checks the length, then the shape (a lower-case x is for the caller to upper-case)', () => {
    expect(idCardProblem('11010519491231002', NOW)).toBe('length');
    expect(idCardProblem('11010519491231002X1', NOW)).toBe('length');
    expect(idCardProblem('11010519491231002x', NOW)).toBe('format');
    expect(idCardProblem('1101051949123100XX', NOW)).toBe('format');
    expect(idCardProblem('11010519491231002１', NOW)).toBe('format');
  });

  it('refuses a birth date that is not a real day, before 1900 or in the future, check character right or not', () => {
    expect(idCardProblem('110105194902310026', NOW)).toBe('birthDate'); // 1949-02-31, right check character
    expect(idCardProblem('11010519490231002X', NOW)).toBe('birthDate');
    expect(idCardProblem('110105190102291230', NOW)).toBe('birthDate'); // 1901 is no leap year
    expect(idCardProblem('440524188001010014', NOW)).toBe('birthDate'); // the standard's 1880 example
    expect(idCardProblem('310115209912310010', NOW)).toBe('birthDate');
  });

  it('takes today in China: a number born today is valid, one born tomorrow is not', () => {
    const born = (date: string) => `110105${date}001`;
    const withCheck = (first17: string) => first17 + idCardCheckChar(first17);
    // 2026-03-01 20:00 in China is still 2026-03-01 12:00 UTC.
    const evening = Date.UTC(2026, 2, 1, 12);
    expect(idCardProblem(withCheck(born('20260301')), evening)).toBeNull();
    expect(idCardProblem(withCheck(born('20260302')), evening)).toBe('birthDate');
    // 2026-03-02 01:00 in China is 2026-03-01 17:00 UTC.
    expect(idCardProblem(withCheck(born('20260302')), Date.UTC(2026, 2, 1, 17))).toBeNull();
  });
});

describe('maskIdCard', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
  });
});
