/**
 * Writes whose code must be unique, sent at the same time (docs/architecture.md, "Resources"):
 * the check before each insert may pass for several of them at once on PostgreSQL, where the
 * unique constraint refuses all but one; every refused call is answered like the check, HTTP 400
 * with the field error in the caller's language, never a 500. On PGlite the writes take turns and
 * the check answers; on PostgreSQL (`DATABASE_URL`) they overlap, and one case holds a row back in
 * a transaction of its own so that the constraint, not the check, refuses the call.
 */
import {
  companyResource,
  menuResource,
  personPaths,
  personResource,
  resourceResource,
  roleHolderPaths,
  roleResource,
  roleTypeResource,
} from '@workbench/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIQUE_CONSTRAINTS } from '../src/lib/crud';
import { call, freshDatabase, type FreshDatabase, signIn, startTestServer, type TestServer } from './support';

/** Calls sent at once for one code. */
const CALLS = 8;

let fresh: FreshDatabase;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  fresh = await freshDatabase();
  server = await startTestServer({ database: fresh.option });
  admin = (await signIn(server, 'admin')).token;
});
afterAll(async () => {
  await server.close();
  await fresh.dispose();
});

type Answer = { status: number; code: number; msg: string; fieldErrors?: Record<string, string> };

/** A signed call as admin, in English: its HTTP status and envelope. */
async function send(url: string, body: object): Promise<Answer> {
  const response = await call(server, url, { body, token: admin, lang: 'en' });
  const envelope = response.json<{ code: number; msg: string; data: { fieldErrors?: Record<string, string> } }>();
  return {
    status: response.statusCode,
    code: envelope.code,
    msg: envelope.msg,
    fieldErrors: envelope.data?.fieldErrors,
  };
}

/** Sends `body` to `url` {@link CALLS} times at once: exactly one is written, every other is refused on `field`. */
async function expectOneWritten(url: string, body: object, field: string, msg: string) {
  const answers = await Promise.all(Array.from({ length: CALLS }, () => send(url, body)));
  expect(answers.filter((answer) => answer.status === 200 && answer.code === 200)).toHaveLength(1);
  const refused = answers.filter((answer) => answer.code !== 200);
  expect(refused).toHaveLength(CALLS - 1);
  for (const answer of refused) expect(answer).toEqual({ status: 400, code: 400, msg, fieldErrors: { [field]: msg } });
}

const one = async <T>(text: string, params: unknown[] = []) => {
  const [row] = await fresh.sql<T>(text, params);
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe(`${CALLS} writes of one code at once`, () => {
  it('adds one role type and one role per code', async () => {
    await expectOneWritten(
      roleTypeResource.paths.add,
      { code: 'race_type', nameZh: '并发类型', nameEn: 'Race type', scope: 'enterprise' },
      'code',
      'The code race_type is already in use.',
    );
    const { id: typeId } = await one<{ id: number }>("select id from workbench.role_types where code = 'staff'");
    await expectOneWritten(
      roleResource.paths.add,
      { code: 'race_role', nameZh: '并发角色', nameEn: 'Race role', typeId },
      'code',
      'The code race_role is already in use.',
    );
    expect(await one("select count(*)::int as n from workbench.roles where code = 'race_role'")).toEqual({ n: 1 });
  });

  it('adds one menu entry per code of an application, and one resource per code', async () => {
    await expectOneWritten(
      menuResource.paths.add,
      {
        appId: 1,
        parentId: null,
        code: 'race_screen',
        type: 'in',
        url: 'codeList',
        href: '',
        nameZh: '并发页面',
        nameEn: 'Race screen',
        icon: 'list',
        hiddenFlag: 'N',
        menuTipsZh: '',
        menuTipsEn: '',
      },
      'code',
      'The code race_screen is already in use.',
    );
    expect(await one("select count(*)::int as n from workbench.resources where code = 'app1:race_screen'")).toEqual({
      n: 1,
    });
    const { id: menuId } = await one<{ id: number }>("select id from workbench.menus where code = 'race_screen'");
    await expectOneWritten(
      resourceResource.paths.add,
      { menuId, code: 'race:write', nameZh: '并发操作', nameEn: 'Race action', kind: 'action', platformOnly: 'N' },
      'code',
      'The code race:write is already in use.',
    );
  });

  it('adds one company per code, one account per name, and attaches one account per company', async () => {
    await expectOneWritten(
      companyResource.paths.add,
      { binCode: '91320000MA7XY0RACE', name: '并发公司', companyName: '并发公司有限公司', defaultFlag: 'N' },
      'binCode',
      'The code 91320000MA7XY0RACE is already in use.',
    );
    await expectOneWritten(
      personResource.paths.add,
      { account: 'race.person', name: '并发', phone: '', unitId: null },
      'account',
      'The account race.person is already in use.',
    );
    const { id: companyId } = await one<{ id: number }>(
      "select id from workbench.companies where bin_code = '91320000MA7XY0RACE'",
    );
    const { id } = await one<{ id: number }>("select id from workbench.accounts where account = 'race.person'");
    const answers = await Promise.all(
      Array.from({ length: CALLS }, (_, index) =>
        send(personPaths.attach, { id, companyId, account: `race.person.${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    const msg = 'This person already has an account in that company.';
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer).toEqual({ status: 400, code: 400, msg, fieldErrors: { companyId: msg } });
    }
  });

  it('gives a role to an account once', async () => {
    const { id: roleId } = await one<{ id: number }>("select id from workbench.roles where code = 'race_role'");
    await expectOneWritten(
      roleHolderPaths.add,
      { roleId, account: 'race.person' },
      'account',
      'race.person already holds the role “Race role”.',
    );
  });
});

describe('the unique constraints the writes answer on a field', () => {
  it('are each in the database', async () => {
    const rows = await fresh.sql<{ name: string }>(
      `select conname as name from pg_constraint where connamespace = 'workbench'::regnamespace and contype = 'u'`,
    );
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(UNIQUE_CONSTRAINTS));
  });

  it.runIf(process.env['DATABASE_URL'])(
    'answer a write the check let through and the constraint refused like the check (PostgreSQL)',
    async () => {
      const { url } = fresh.option as { url: string };
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        // Another writer's role, not committed yet: the check cannot see it, the insert waits for it.
        await other.query('begin');
        await other.query(
          `insert into workbench.roles (code, name_zh, name_en, type_id)
           select 'held_role', '未提交', 'Uncommitted', id from workbench.role_types where code = 'staff'`,
        );
        const { id: typeId } = await one<{ id: number }>("select id from workbench.role_types where code = 'staff'");
        const answer = send(roleResource.paths.add, { code: 'held_role', nameZh: '角色', nameEn: 'Role', typeId });
        // The call's insert is waiting on the held row's lock.
        await expect
          .poll(
            async () =>
              (
                await one<{ n: number }>(
                  "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
                )
              ).n,
          )
          .toBe(1);
        await other.query('commit');
        const msg = 'The code held_role is already in use.';
        expect(await answer).toEqual({ status: 400, code: 400, msg, fieldErrors: { code: msg } });
      } finally {
        await other.end();
      }
    },
  );
});
