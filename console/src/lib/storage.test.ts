import { DEFAULT_EXPIRY_MS, storage } from './storage';

describe('storage (docs/behaviour.md, "Storage")', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.useRealTimers();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads back what it saved, and stores it encrypted', () => {
    storage.local.set('tags', [{ key: '/index' }]);
    expect(storage.local.get('tags')).toEqual([{ key: '/index' }]);
    expect(window.localStorage.getItem('tags')).not.toContain('/index');
  });

  it('keeps entries 24 hours by default: 86,400,000 ms (docs/behaviour.md, "Formats and limits")', () => {
    expect(DEFAULT_EXPIRY_MS).toBe(86_400_000);
    vi.useFakeTimers({ now: 0 });
    storage.session.set('a', 1);
    vi.setSystemTime(86_400_000);
    expect(storage.session.get('a')).toBe(1);
  });

  it('deletes an entry read after its expiry and reads it as empty', () => {
    vi.useFakeTimers({ now: 0 });
    storage.session.set('a', 1);
    storage.local.set('b', 2, 1_000);
    vi.setSystemTime(86_400_000 + 1);
    expect(storage.session.get('a')).toBeUndefined();
    expect(window.sessionStorage.getItem('a')).toBeNull();
    expect(storage.local.get('b')).toBeUndefined();
    expect(window.localStorage.getItem('b')).toBeNull();
  });

  it('deletes a corrupt entry and reads it as empty, only logging', () => {
    window.localStorage.setItem('broken', 'not a cipher');
    window.sessionStorage.setItem('visitedViews', 'U2FsdGVkX1+not-a-real-cipher');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(storage.local.get('broken')).toBeUndefined();
    expect(window.localStorage.getItem('broken')).toBeNull();
    expect(storage.session.get('visitedViews')).toBeUndefined();
    expect(window.sessionStorage.getItem('visitedViews')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('visitedViews'));
  });

  it('clears session storage when the session area is full (QuotaExceededError), and only logs', () => {
    window.sessionStorage.setItem('old', 'x');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.session.set('big', 'x')).not.toThrow();
    expect(window.sessionStorage.getItem('old')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^storage: could not save "big"/),
      expect.any(DOMException),
    );
  });

  it('clears session storage when the local area is full too, keeping local storage', () => {
    window.sessionStorage.setItem('old', 'x');
    window.localStorage.setItem('kept', 'y');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.local.set('big', 'x')).not.toThrow();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('kept')).toBe('y');
  });

  it('only logs when the browser refuses storage altogether (reads, removals, clearing)', () => {
    storage.session.set('kept', 1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    expect(storage.local.get('a')).toBeUndefined();
    expect(() => storage.local.set('a', 1)).not.toThrow();
    expect(() => storage.local.remove('a')).not.toThrow();
    expect(() => storage.session.clear()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('only logs when a corrupt or expired entry cannot be deleted', () => {
    vi.useFakeTimers({ now: 0 });
    storage.local.set('old', 1);
    window.localStorage.setItem('broken', 'not a cipher');
    vi.setSystemTime(DEFAULT_EXPIRY_MS + 1);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.local.get('old')).toBeUndefined();
    expect(storage.local.get('broken')).toBeUndefined();
  });

  it("clear() removes this module's entries and leaves other values of the area", () => {
    storage.local.set('a', 1);
    storage.local.set('b', 2);
    window.localStorage.setItem('workbench-color-scheme', 'dark');
    storage.local.clear();
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem('workbench-color-scheme')).toBe('dark');
  });
});
