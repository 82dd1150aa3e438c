/** The pages browsers load directly: the console with history fallback, its lean pages, static images. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML, startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const HTML_ACCEPT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the console under /admin/', () => {
  it('redirects / and /admin to the work bench', async () => {
    for (const url of ['/', '/admin']) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/admin/index');
    }
  });

  it('serves index.html for a reload of a client route (history fallback), not cached', async () => {
    for (const url of ['/admin/people_basic_info', '/admin/index', '/admin/', '/admin/menu_manage?x=1']) {
      const response = await get(url, HTML_ACCEPT);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('serves index.html to clients that accept anything, as curl does', async () => {
    for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
      const response = await get('/admin/index', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await get('/admin/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset or a non-page request with 404, not index.html', async () => {
    expect((await get('/admin/assets/missing.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/admin/assets/', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/admin/assets', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/admin/people_basic_info', { accept: 'application/json' })).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'POST', url: '/admin/people_basic_info', headers: HTML_ACCEPT })).statusCode,
    ).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    const response = await get('/admin/..%2f..%2fetc%2fpasswd', HTML_ACCEPT);
    expect(response.body).not.toContain('root:');
  });

  describe('precompressed twins (docs/architecture.md, "Server")', () => {
    const SIGN_IN_HTML =
      '<!doctype html><html lang="zh-CN"><head><title>登录</title></head><body><form></form></body></html>';
    const PORTAL_HTML =
      '<!doctype html><html lang="zh-CN"><head><title>门户首页</title></head><body><main></main></body></html>';
    const SCRIPT = `export const words = ${JSON.stringify('签名 signed '.repeat(200))};\n`;
    const SCRIPT_URL = '/admin/assets/sign-in-Zz98Yy76.js';

    beforeAll(() => {
      // What the console's build writes: each text file beside its Brotli and gzip twins.
      for (const [file, text] of [
        ['index.html', INDEX_HTML],
        ['sign-in.html', SIGN_IN_HTML],
        ['portal.html', PORTAL_HTML],
        ['assets/sign-in-Zz98Yy76.js', SCRIPT],
      ] as const) {
        writeFileSync(join(server.consoleDir, file), text);
        writeFileSync(join(server.consoleDir, `${file}.br`), brotliCompressSync(text));
        writeFileSync(join(server.consoleDir, `${file}.gz`), gzipSync(text));
      }
    });

    const decode = (encoding: string | undefined, bytes: Buffer) =>
      encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;

    for (const [url, original, type] of [
      [SCRIPT_URL, () => SCRIPT, /^(?:text|application)\/javascript/],
      ['/admin/people_basic_info', () => INDEX_HTML, /^text\/html/],
      ['/admin/', () => INDEX_HTML, /^text\/html/],
      ['/admin/login?appId=4&redirectUrl=%2Fadmin%2Findex', () => SIGN_IN_HTML, /^text\/html/],
      ['/admin/login2', () => SIGN_IN_HTML, /^text\/html/],
      ['/store/index?errCode=-2', () => PORTAL_HTML, /^text\/html/],
    ] as const) {
      it(`sends ${url} as Brotli, else gzip, else as it is, varying on Accept-Encoding`, async () => {
        for (const [accept, encoding] of [
          ['gzip, deflate, br, zstd', 'br'],
          ['br;q=1.0, gzip;q=0.8', 'br'],
          ['gzip', 'gzip'],
          ['identity', undefined],
          [undefined, undefined],
        ] as const) {
          const response = await get(url, { ...HTML_ACCEPT, ...(accept ? { 'accept-encoding': accept } : {}) });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers['content-type']).toMatch(type);
          expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
          expect(decode(encoding, response.rawPayload).toString('utf8')).toBe(original());
        }
      });
    }

    it('never serves a twin under its own name', async () => {
      for (const url of [`${SCRIPT_URL}.br`, `${SCRIPT_URL}.gz`, '/admin/index.html.br', '/admin/sign-in.html.gz']) {
        const response = await get(url, { 'accept-encoding': 'br, gzip' });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-encoding']).toBeUndefined();
      }
    });
  });

  it('answers 503 with a page saying to run pnpm build when there is no build', async () => {
    rmSync(join(server.consoleDir, 'index.html'));
    const response = await get('/admin/index', { ...HTML_ACCEPT, 'accept-language': 'en' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('<code>pnpm build</code>');
    expect(response.body).toContain('<html lang="en">');
    rmSync(join(server.consoleDir, 'sign-in.html'));
    expect((await get('/admin/login', { ...HTML_ACCEPT, 'accept-language': 'en' })).statusCode).toBe(503);
    rmSync(join(server.consoleDir, 'portal.html'));
    expect((await get('/store/index', { ...HTML_ACCEPT, 'accept-language': 'en' })).statusCode).toBe(503);
  });
});

describe('/static/', () => {
  it('serves the demo logos and avatars', async () => {
    for (const url of ['/static/logos/huicai.svg', '/static/logos/yuanhang.svg', '/static/avatars/wang-mingyuan.svg']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).not.toMatch(/<script/i);
    }
  });
});

describe('/store/index (docs/behaviour.md, "Portal")', () => {
  const PORTAL_HTML = '<!doctype html><html lang="zh-CN"><head><title>门户首页</title></head><body></body></html>';

  it("is the console's portal page, revalidated on every visit, with the console's security headers", async () => {
    writeFileSync(join(server.consoleDir, 'portal.html'), PORTAL_HTML);
    for (const url of [
      '/store/index',
      '/store/index?errCode=-2',
      `/store/index?errCode=${encodeURIComponent('<b>')}`,
    ]) {
      const response = await get(url, HTML_ACCEPT);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
      // The page reads the errCode itself; the server never writes it into the page.
      expect(response.body).toBe(PORTAL_HTML);
    }
  });
});
