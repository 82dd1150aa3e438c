/**
 * What differs between PGlite and a PostgreSQL server (docs/architecture.md, "Tests"). PGlite
 * runs one transaction at a time on its one connection; a PostgreSQL server runs the requests of
 * a pool of connections side by side (READ COMMITTED) and may end those connections on its own
 * (a restart, a failover, an administrator). These tests pass on either engine.
 */
import { companyResource } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import type { AddressData } from '../src/modules/address/schemas';
import { POSTGRES_URL } from './postgres';
import { call, signIn, useDemoServer } from './support';

const demo = useDemoServer();

const USER = '/share-system/userinfo/address';
const address = (receiverName: string) => ({
  receiverName,
  phone: '13800138000',
  provinceCode: '11',
  cityCode: '1101',
  districtCode: '110108',
  street: '中关村大街 1 号',
});

async function defaults(token: string) {
  const response = await call(demo.server, `${USER}/list`, { body: {}, token });
  expect(response.json().code).toBe(200);
  return (response.json().data as AddressData[]).filter((entry) => entry.isDefault).map((entry) => entry.id);
}

describe('requests at the same time', () => {
  it('adds first addresses side by side and keeps exactly one default', async () => {
    const { token } = await signIn(demo.server, 'clerk');
    expect(await defaults(token)).toEqual([]);
    const answers = await Promise.all(
      ['甲', '乙', '丙', '丁'].map((name) => call(demo.server, `${USER}/add`, { body: address(name), token })),
    );
    expect(answers.map((answer) => answer.json().code)).toEqual([200, 200, 200, 200]);
    expect(await defaults(token)).toHaveLength(1);
  });

  it('moves the default back and forth side by side: every call succeeds, one default stays', async () => {
    const { token } = await signIn(demo.server, 'manager');
    const added = [];
    for (const name of ['东', '西']) {
      added.push((await call(demo.server, `${USER}/add`, { body: address(name), token })).json().data as AddressData);
    }
    const ids = added.map((entry) => entry.id);
    const answers = await Promise.all(
      [...ids, ...ids, ...ids].map((id) => call(demo.server, `${USER}/default`, { body: { id }, token })),
    );
    expect(answers.map((answer) => answer.json().code)).toEqual(ids.flatMap(() => [200, 200, 200]));
    expect(await defaults(token)).toHaveLength(1);
  });
});

describe('company writes at the same time', () => {
  const company = (binCode: string, defaultFlag: 'Y' | 'N') => ({
    binCode,
    name: '并发科技',
    companyName: '并发科技有限公司',
    defaultFlag,
  });
  const add = (body: object) => call(demo.server, companyResource.paths.add, { body, token: demo.admin });

  it('adds two default companies side by side: both are added, one stays the default', async () => {
    const answers = await Promise.all([
      add(company('91320000MA7CC00001', 'Y')),
      add(company('91320000MA7CC00002', 'Y')),
    ]);
    expect(answers.map((answer) => answer.json().code)).toEqual([200, 200]);
    expect(await demo.server.sql("select id from workbench.companies where default_flag = 'Y'")).toHaveLength(1);
  });

  it('adds one code twice side by side: one is added, the other refused on its field', async () => {
    const answers = await Promise.all([
      add(company('91320000MA7CC00003', 'N')),
      add(company('91320000MA7CC00003', 'N')),
    ]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([200, 400]);
    expect(answers.map((answer) => answer.json().data?.fieldErrors?.binCode).filter(Boolean)).toHaveLength(1);
  });
});

describe.runIf(POSTGRES_URL)('connections PostgreSQL ends', () => {
  it('answers again once the server has ended every connection of the app', async () => {
    const { token } = await signIn(demo.server, 'buyer');
    expect(await defaults(token)).toBeDefined();
    const [ended] = await demo.server.sql<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    expect(ended?.n).toBeGreaterThan(0);
    // A pooled connection the server ended is dropped; the next query opens a new one.
    await expect.poll(async () => (await call(demo.server, `${USER}/list`, { body: {}, token })).json().code).toBe(200);
  });
});
