/**
 * HTTPS with HTTP/2 and HTTP/1.1 side by side (`TLS_CERT_FILE`, `TLS_KEY_FILE`; docs/architecture.md,
 * "Server"), over a real listener with a certificate made for the run.
 */
import { request as http1Request } from 'node:https';
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, pushKeyQuery, signIn, signParams, startTestServer, type TestServer } from './support';

let server: TestServer;
let base: string;
let ca: string;
let session: ClientHttp2Session;

beforeAll(async () => {
  const certificate = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  ca = certificate.cert;
  server = await startTestServer({ build: { tls: { cert: certificate.cert, key: certificate.private } } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `https://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  session = connect(base, { ca });
});
afterAll(async () => {
  session.close();
  await server.close();
});

/** One request over the HTTP/2 session: its status, headers and body. */
function http2(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: options.method ?? 'GET',
      [constants.HTTP2_HEADER_PATH]: path,
      ...options.headers,
    });
    let headers: Record<string, unknown> = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status: Number(headers[constants.HTTP2_HEADER_STATUS]), headers, body }));
    stream.on('error', reject);
    stream.end(options.body);
  });
}

describe('HTTPS', () => {
  it('answers HTTP/2: pages and signed calls, many at once over one connection', async () => {
    const { token } = await signIn(server, 'admin');
    const calls = Array.from({ length: 12 }, (_, index) => {
      const timestamp = String(server.clock.now + index);
      const body = JSON.stringify({});
      return http2('/share-system/userinfo/detail', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: token,
          timestamp,
          signature: signParams({}, timestamp, token),
          'accept-language': 'en',
        },
        body,
      });
    });
    const [page, ...answers] = await Promise.all([http2('/admin/index'), ...calls]);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 200, data: { account: { account: 'admin' } } });
    }
  });

  it('answers HTTP/1.1 over the same port, for a client without HTTP/2', async () => {
    const answer = await new Promise<{ status: number; protocol: string }>((resolve, reject) => {
      const request = http1Request(`${base}/admin/index`, { ca }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, protocol: response.httpVersion }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer).toEqual({ status: 200, protocol: '1.1' });
  });

  it('opens the live socket, whose upgrade is HTTP/1.1', async () => {
    const { token } = await signIn(server, 'buyer');
    const client = await openSocket(base, await pushKeyQuery(server, token), { ca });
    client.socket.close(1000);
    expect(await client.closed).toMatchObject({ code: 1000 });
  });
});
