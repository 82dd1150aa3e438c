/**
 * Writes whose code must be unique, sent at the same time (docs/architecture.md, "Resources"):
 * the check before each insert may pass for several of them at once on PostgreSQL, where the
 * unique constraint refuses all but one; every refused call is answered like the check, HTTP 400
 * with the field error in the caller's language, never a 500. On PGlite the writes take turns and
 * the check answers; on PostgreSQL (`DATABASE_URL`) they overlap, and one case holds a row back in
 * a transaction of its own so that the constraint, not the check, refuses the call.
 */
import {
  accessPaths,
  authorisationPaths,
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

const idOf = async (text: string) => (await one<{ id: number }>(text)).id;

/** A write, its body (read when the case runs, after the cases before it), the field refused and its message. */
type Case = [name: string, url: string, body: () => Promise<object>, field: string, msg: string];

describe(`${CALLS} writes of one code at once`, () => {
  it.each<Case>([
    [
      'a role type',
      roleTypeResource.paths.add,
      async () => ({ code: 'race_type', nameZh: '并发类型', nameEn: 'Race type', scope: 'enterprise' }),
      'code',
      'The code race_type is already in use.',
    ],
    [
      'a role',
      roleResource.paths.add,
      async () => ({
        code: 'race_role',
        nameZh: '并发角色',
        nameEn: 'Race role',
        typeId: await idOf("select id from workbench.role_types where code = 'staff'"),
      }),
      'code',
      'The code race_role is already in use.',
    ],
    [
      'a menu entry of an application',
      menuResource.paths.add,
      async () => ({
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
      }),
      'code',
      'The code race_screen is already in use.',
    ],
    [
      'a resource',
      resourceResource.paths.add,
      async () => ({
        menuId: await idOf("select id from workbench.menus where code = 'race_screen'"),
        code: 'race:write',
        nameZh: '并发操作',
        nameEn: 'Race action',
        kind: 'action',
        platformOnly: 'N',
      }),
      'code',
      'The code race:write is already in use.',
    ],
    [
      'a company',
      companyResource.paths.add,
      async () => ({
        binCode: '91320000MA7XY0RACE',
        name: '并发公司',
        companyName: '并发公司有限公司',
        defaultFlag: 'N',
      }),
      'binCode',
      'The code 91320000MA7XY0RACE is already in use.',
    ],
    [
      'an account',
      personResource.paths.add,
      async () => ({ account: 'race.person', name: '并发', phone: '', unitId: null }),
      'account',
      'The account race.person is already in use.',
    ],
    [
      'a role holding',
      roleHolderPaths.add,
      async () => ({
        roleId: await idOf("select id from workbench.roles where code = 'race_role'"),
        account: 'race.person',
      }),
      'account',
      'race.person already holds the role “Race role”.',
    ],
  ])('writes %s once', async (_, url, body, field, msg) => {
    await expectOneWritten(url, await body(), field, msg);
  });

  it('attaches one account of a person per company', async () => {
    const companyId = await idOf("select id from workbench.companies where bin_code = '91320000MA7XY0RACE'");
    const id = await idOf("select id from workbench.accounts where account = 'race.person'");
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
});

describe(`${CALLS} replacements of one set at once`, () => {
  /** Sends the bodies at once: every call is written in turn, and the set ends as one of them left it. */
  async function expectEachInTurn<T>(url: string, bodies: object[], read: () => Promise<T>, sets: T[]) {
    const answers = await Promise.all(bodies.map((body) => send(url, body)));
    expect(answers.map((answer) => [answer.status, answer.code])).toEqual(bodies.map(() => [200, 200]));
    expect(sets).toContainEqual(await read());
  }

  it("changes a role's grants in turn", async () => {
    const roleId = await idOf("select id from workbench.roles where code = 'race_role'");
    const ids = (
      await fresh.sql<{ id: number }>(
        'select r.id from workbench.resources r join workbench.menus m on m.id = r.menu_id where m.app_id = 1 order by r.id limit 6',
      )
    ).map((row) => row.id);
    const sets = [ids.slice(0, 4), ids.slice(2, 6)];
    const granted = async () =>
      (
        await fresh.sql<{ id: number }>(
          `select rr.resource_id as id from workbench.role_resources rr join workbench.resources r on r.id = rr.resource_id
           join workbench.menus m on m.id = r.menu_id where rr.role_id = $1 and m.app_id = 1 and rr.resource_id = any($2) order by 1`,
          [roleId, ids],
        )
      ).map((row) => row.id);
    const bodies = Array.from({ length: CALLS }, (_, index) => ({ roleId, appId: 1, resourceIds: sets[index % 2] }));
    // Ids outside the six keep their state: each body names the role's other grants of the application as they are.
    const others = (
      await fresh.sql<{ id: number }>(
        `select rr.resource_id as id from workbench.role_resources rr join workbench.resources r on r.id = rr.resource_id
         join workbench.menus m on m.id = r.menu_id where rr.role_id = $1 and m.app_id = 1 and not (rr.resource_id = any($2))`,
        [roleId, ids],
      )
    ).map((row) => row.id);
    for (const body of bodies) body.resourceIds = [...others, ...body.resourceIds!];
    await expectEachInTurn(accessPaths.grant, bodies, granted, sets);
  });

  it("changes a role's form permissions in turn", async () => {
    const roleId = await idOf("select id from workbench.roles where code = 'race_role'");
    const sets: Record<string, string>[] = [{ phone: 'read' }, { phone: 'hidden', name: 'read' }];
    const stored = async () =>
      Object.fromEntries(
        (
          await fresh.sql<{ field: string; access: string }>(
            "select field, access from workbench.role_field_permissions where role_id = $1 and resource = 'person' order by field",
            [roleId],
          )
        ).map((row) => [row.field, row.access]),
      );
    const bodies = Array.from({ length: CALLS }, (_, index) => ({
      roleId,
      resource: 'person',
      fields: sets[index % 2],
    }));
    await expectEachInTurn(accessPaths.updateFieldPermissions, bodies, stored, sets);
  });

  it("changes an account's applications in turn", async () => {
    const accountId = await idOf("select id from workbench.accounts where account = 'race.person'");
    const sets = [[1], [1, 2]];
    const authorised = async () =>
      (
        await fresh.sql<{ id: number }>(
          'select app_id as id from workbench.account_apps where account_id = $1 order by 1',
          [accountId],
        )
      ).map((row) => row.id);
    const bodies = Array.from({ length: CALLS }, (_, index) => ({ accountId, appIds: sets[index % 2] }));
    await expectEachInTurn(authorisationPaths.update, bodies, authorised, sets);
  });
});

describe('the unique constraints the writes answer on a field', () => {
  it('are each in the database', async () => {
    const rows = await fresh.sql<{ name: string }>(
      `select conname as name from pg_constraint where connamespace = 'workbench'::regnamespace and contype = 'u'`,
    );
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(UNIQUE_CONSTRAINTS));
  });

  it('include every unique code: a constraint on a `code` column is named as a code constraint or listed', async () => {
    const rows = await fresh.sql<{ name: string; columns: string[] }>(
      `select c.conname as name, array_agg(a.attname::text order by a.attnum) as columns
         from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.connamespace = 'workbench'::regnamespace and c.contype = 'u'
        group by c.conname`,
    );
    const codes = rows.filter((row) => row.columns.includes('code'));
    expect(codes.length).toBeGreaterThan(15);
    const unanswered = codes.filter(
      (row) => !/_code_(unique|uq)$/.test(row.name) && !UNIQUE_CONSTRAINTS.includes(row.name as never),
    );
    expect(unanswered).toEqual([]);
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
        const typeId = await idOf("select id from workbench.role_types where code = 'staff'");
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
