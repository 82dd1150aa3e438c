import { mkdtempSync, rmSync } from 'node:fs';
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
