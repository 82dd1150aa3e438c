import { describe, expect, it } from 'vitest';
import { safeAdminPath } from './redirect';

const ORIGIN = 'http://localhost:8080';

describe('safeAdminPath', () => {
  it.each([
    ['/admin/people_basic_info', '/admin/people_basic_info'],
    ['/admin/index?tab=2#top', '/admin/index?tab=2#top'],
    ['http://localhost:8080/admin/document', '/admin/document'],
  ])('keeps %s', (raw, expected) => {
    expect(safeAdminPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    '//evil.example',
    '//evil.example/admin/index',
    'https://evil.example',
    'https://evil.example/admin/index',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/admin/../evil',
    '/admin/%2e%2e/evil',
    '/admin//evil.example',
    '/store/index',
    '/admin',
    'http://localhost:9999/admin/index',
    '/admin/x\r\nSet-Cookie: a=b',
  ])('falls back to /admin/index for %s', (raw) => {
    expect(safeAdminPath(raw, ORIGIN)).toBe('/admin/index');
  });
});
