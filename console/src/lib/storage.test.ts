import { DEFAULT_EXPIRY_MS, storage } from './storage';

describe('storage (spec section 4)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.useRealTimers();
  });

  it('reads back what it saved, and stores it encrypted', () => {
    storage.local.set('tags', [{ key: '/index' }]);
    expect(storage.local.get('tags')).toEqual([{ key: '/index' }]);
    expect(window.localStorage.getItem('tags')).not.toContain('/index');
  });

  it('deletes an entry read after its expiry (default 24 h)', () => {
    vi.useFakeTimers({ now: 0 });
    storage.session.set('a', 1);
    vi.setSystemTime(DEFAULT_EXPIRY_MS + 1);
    expect(storage.session.get('a')).toBeUndefined();
    expect(window.sessionStorage.getItem('a')).toBeNull();
  });

  it('deletes a corrupt entry and reads it as empty', () => {
    window.localStorage.setItem('broken', 'not a cipher');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(storage.local.get('broken')).toBeUndefined();
    expect(window.localStorage.getItem('broken')).toBeNull();
  });

  it('clears session storage when the quota is exhausted, and only logs', () => {
    window.sessionStorage.setItem('old', 'x');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.session.set('big', 'x')).not.toThrow();
    expect(window.sessionStorage.getItem('old')).toBeNull();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
  });
});
