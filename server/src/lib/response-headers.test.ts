import { describe, expect, it } from 'vitest';
import { connectSources, contentSecurityPolicy } from './response-headers';

describe('connect-src (CSP Level 3, "connect-src")', () => {
  it("names 'self' and the own socket address of the request's host", () => {
    expect(connectSources('workbench.example.com', [])).toEqual([
      "'self'",
      'ws://workbench.example.com',
      'wss://workbench.example.com',
    ]);
  });

  it('adds each ALLOWED_ORIGINS origin with its socket form', () => {
    expect(connectSources('localhost:8080', ['http://localhost:5173', 'https://console.example.com'])).toEqual([
      "'self'",
      'ws://localhost:8080',
      'wss://localhost:8080',
      'http://localhost:5173',
      'ws://localhost:5173',
      'https://console.example.com',
      'wss://console.example.com',
    ]);
  });

  it('leaves out a Host that is not a plain host and port', () => {
    for (const host of ['', 'a b', 'evil.example;script-src *', 'evil.example/path', 'x:1:2', "x'"]) {
      expect(connectSources(host, [])).toEqual(["'self'"]);
    }
  });

  it('never allows every ws: or wss: host', () => {
    const policy = contentSecurityPolicy('localhost:8080', ['http://localhost:5173']);
    expect(policy).toContain("connect-src 'self' ws://localhost:8080 wss://localhost:8080 ");
    expect(policy).not.toMatch(/ wss?:(?:;| |$)/);
  });
});
