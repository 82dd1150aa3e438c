import { safeRedirect } from './safe-redirect';

const origin = 'http://localhost:8080';

describe('safeRedirect (docs/behaviour.md, "Sign-on", redirectUrl)', () => {
  it.each([
    ['/admin/index', '/admin/index'],
    ['/admin/people_basic_info?tab=1#top', '/admin/people_basic_info?tab=1#top'],
    ['http://localhost:8080/admin/document', '/admin/document'],
  ])('keeps %s', (raw, expected) => {
    expect(safeRedirect(raw, origin)).toBe(expected);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/admin//evil.example',
    '/store/index',
    '/administrator',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(safeRedirect(raw, origin)).toBeNull();
  });
});
