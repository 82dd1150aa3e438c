import { canonicalString, sign, signKey } from './signature';

describe('request signature (docs/wire-protocol.md)', () => {
  it('keeps scalar fields, adds the timestamp, sorts and appends the key', () => {
    expect(
      canonicalString(
        { name: 'x', appId: 1, tags: [1], nested: { a: 1 }, gone: null, ok: true },
        '1763700000000',
        'K3y',
      ),
    ).toBe('appId=1&name=x&ok=true&timestamp=1763700000000&key=K3y');
  });

  it('takes the last dot segment of the token as the key, and nothing without a token', () => {
    expect(signKey('abc.def.K3y')).toBe('K3y');
    expect(signKey(undefined)).toBe('');
  });

  it('is the hex SHA-1 of the canonical string', () => {
    // sha1("timestamp=1&key=") computed independently with `printf %s ... | sha1sum`
    expect(sign({}, '1', undefined)).toBe('bd98024d912d9c8ec64f63ac8da930791ec3754b');
  });
});
