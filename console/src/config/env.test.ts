import { socketUrl } from './env';

describe('the live socket address (docs/behaviour.md, "Live socket")', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is /ws on the page host, ws: on an http page, with the push key appended', () => {
    expect(socketUrl('k-1_x+', 'http://console.test:8080/admin/index?x=1')).toBe(
      'ws://console.test:8080/ws?pushKey=k-1_x%2B',
    );
  });

  it('is wss: on an https page', () => {
    expect(socketUrl('t', 'https://console.example.com/admin/index')).toBe('wss://console.example.com/ws?pushKey=t');
  });

  it('defaults to the current page', () => {
    expect(socketUrl('t')).toBe(`ws://${window.location.host}/ws?pushKey=t`);
  });

  it('is VITE_SOCKET_URL when set (a relative one is resolved against the page)', async () => {
    vi.stubEnv('VITE_SOCKET_URL', 'wss://push.example.com/live?v=2');
    const configured = await import('./env');
    expect(configured.socketUrl('t', 'https://console.example.com/admin/')).toBe(
      'wss://push.example.com/live?v=2&pushKey=t',
    );
    vi.resetModules();
    vi.stubEnv('VITE_SOCKET_URL', '/push/ws');
    const relative = await import('./env');
    expect(relative.socketUrl('t', 'https://console.example.com/admin/')).toBe(
      'wss://console.example.com/push/ws?pushKey=t',
    );
  });
});
