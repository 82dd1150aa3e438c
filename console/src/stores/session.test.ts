import { storage } from '../lib/storage';
import { sessionStore, signIn, signOut } from './session';

describe('signOut (docs/behaviour.md, "Session")', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('removes token and app id', () => {
    signIn('aaaa.bbbb');
    sessionStore.appId = '1';
    signOut();
    expect(sessionStore.token).toBeUndefined();
    expect(sessionStore.appId).toBeUndefined();
    expect(document.cookie).not.toMatch(/(^|; )(token|app_id)=/);
  });

  it('clears both storage areas of lib/storage.ts, keeping the device preferences', () => {
    signIn('aaaa.bbbb');
    storage.local.set('recent', ['a']);
    storage.session.set('visitedViews', [{ key: '/index' }]);
    window.localStorage.setItem('workbench-color-scheme', 'dark');
    signOut();
    expect(storage.local.get('recent')).toBeUndefined();
    expect(storage.session.get('visitedViews')).toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('workbench-color-scheme')).toBe('dark');
  });
});
