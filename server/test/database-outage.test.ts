/**
 * PostgreSQL stopped for 10 s under a running server: every call answers at once with the 503
 * envelope in the caller's language, and calls succeed again as soon as it is back, without a
 * restart of the server (docs/architecture.md, "Faults"; docs/wire-protocol.md, "Envelope").
 * Needs the cluster's data directory and binaries (`scripts/with-postgres.sh` exports them).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../src/db/client';
import { PASSWORD, call, encryptPassword, publicKey, signIn, startTestServer, type TestServer } from './support';

const DATABASE_URL = process.env['DATABASE_URL'];
const PGDATA = process.env['WORKBENCH_PGDATA'];
const PG_BIN = process.env['WORKBENCH_PG_BIN'];

/** How long PostgreSQL stays stopped, in ms. */
const OUTAGE_MS = 10_000;

/** Runs `pg_ctl -D <PGDATA> <args>`, as the postgres user when this is root (initdb and postgres refuse root). */
async function pgCtl(...args: string[]): Promise<void> {
  const command = [join(PG_BIN ?? '', 'pg_ctl'), '-D', PGDATA ?? '', ...args];
  const [file, ...rest] = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command;
  // No pipes: a postmaster started here would hold them open long after pg_ctl returns.
  const child = spawn(file as string, rest, { stdio: 'ignore' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`pg_ctl ${args.join(' ')} exited with ${code}`);
}

describe.runIf(DATABASE_URL && PGDATA && PG_BIN)(
  'PostgreSQL stopped for 10 s (runs only with DATABASE_URL, WORKBENCH_PGDATA and WORKBENCH_PG_BIN)',
  () => {
    let server: TestServer;
    let stopped = false;

    beforeAll(async () => {
      server = await startTestServer({ database: { url: DATABASE_URL as string } });
    });
    afterAll(async () => {
      // A failed test must not leave the cluster down for the files after it.
      if (stopped) await pgCtl('start', '-w');
      await server.close();
    });

    it('answers 503 at once while it is down, and serves again once it is back', { timeout: 60_000 }, async () => {
      const { token } = await signIn(server, 'buyer');
      const key = await publicKey(server);
      const list = (lang: 'zh' | 'en') =>
        call(server, '/share-system/userinfo/address/list', { body: {}, token, lang });
      expect((await list('zh')).json().code).toBe(200);

      await pgCtl('stop', '-m', 'fast', '-w');
      stopped = true;
      const downSince = Date.now();
      let answered = 0;
      while (Date.now() - downSince < OUTAGE_MS) {
        for (const lang of ['zh', 'en'] as const) {
          const started = Date.now();
          const response = await list(lang);
          expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 1_000);
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({
            code: 503,
            msg:
              lang === 'zh'
                ? '服务暂时不可用，请稍后重试'
                : 'The service is temporarily unavailable. Please try again in a moment.',
            data: null,
          });
          answered++;
        }
        // A sign-in answers the same, and does not count against the account's sign-in limit
        // (5 failures, docs/wire-protocol.md): the loop tries more often than that.
        const login = await call(server, '/ibs/loginNew', {
          body: { account: 'buyer', password: encryptPassword(key, PASSWORD) },
        });
        expect(login.statusCode).toBe(503);
        expect(login.json().code).toBe(503);
        await delay(500); // pacing only: a refused connection answers in milliseconds
      }
      expect(answered).toBeGreaterThan(4);

      await pgCtl('start', '-w');
      stopped = false;
      // The pool dropped its broken connections: the next call opens a new one.
      const back = await list('en');
      expect(back.statusCode).toBe(200);
      expect(back.json().code).toBe(200);
      expect((await signIn(server, 'buyer')).token).toBeTruthy();
    });
  },
);
