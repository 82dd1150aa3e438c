import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const cwd = mkdtempSync(join(tmpdir(), 'workbench-config-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('ALLOWED_ORIGINS', () => {
  it('is empty when unset', () => {
    expect(loadConfig({}, cwd).allowedOrigins).toEqual([]);
  });

  it('reads comma-separated origins, trimmed, lower case, empty entries skipped', () => {
    const env = { ALLOWED_ORIGINS: ' https://Console.Example.com ,, http://localhost:5173/' };
    expect(loadConfig(env, cwd).allowedOrigins).toEqual(['https://console.example.com', 'http://localhost:5173']);
  });

  it('refuses entries that are not http(s) origins', () => {
    for (const entry of ['console.example.com', 'https://example.com/admin', 'file:///tmp', 'ws://example.com', '*']) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: entry }, cwd)).toThrow(/ALLOWED_ORIGINS/);
    }
  });
});

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('serve plain HTTP when unset, and read both files, relative to the working directory, when set', () => {
    expect(loadConfig({}, cwd).tls).toBeUndefined();
    writeFileSync(join(cwd, 'cert.pem'), 'CERT');
    writeFileSync(join(cwd, 'key.pem'), 'KEY');
    expect(loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: join(cwd, 'key.pem') }, cwd).tls).toEqual({
      cert: 'CERT',
      key: 'KEY',
    });
  });

  it('refuses one without the other, and a file that cannot be read, naming the variable', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' }, cwd)).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_KEY_FILE: 'key.pem' }, cwd)).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE/);
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'missing.pem' }, cwd)).toThrow(
      /TLS_KEY_FILE cannot be read/,
    );
  });
});
