import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './client';

/** An error as node-postgres raises it: a system error or a server error, with its `code`. */
const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (docs/architecture.md, "Faults")', () => {
  it('says yes for a connection refused, reset or timed out, and a server shutting down or starting', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through the causes Drizzle wraps driver errors in', () => {
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('says no for a query that is wrong, whatever the connection', () => {
    for (const code of ['23505', '42P01', '22P02', '40001']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('23505') }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
