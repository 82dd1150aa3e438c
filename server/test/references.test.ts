/**
 * A write the database refuses for a foreign key answers HTTP 409, code 409, naming what still
 * refers to the row in the request's language, never 500 (docs/wire-protocol.md, "What the server
 * checks"; src/lib/references.ts).
 */
import { personPaths } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { FOREIGN_KEYS, wordsOf } from '../src/lib/references';
import { call, useDemoServer } from './support';

const demo = useDemoServer();

describe('foreign keys', () => {
  it('are the constraints of the database, each table named in people’s words', async () => {
    const constraints = await demo.server.sql<{ name: string }>(
      "select conname as name from pg_constraint where contype = 'f' and connamespace = 'workbench'::regnamespace",
    );
    expect(constraints.map(({ name }) => name).sort()).toEqual([...FOREIGN_KEYS.keys()].sort());
    const unnamed = [...FOREIGN_KEYS.values()]
      .flatMap(({ table, foreignTable }) => [table, foreignTable])
      .filter((table) => wordsOf(table) === undefined);
    expect(unnamed).toEqual([]);
  });

  it('refuse detaching an account that still holds workflow tasks with 409, in both languages', async () => {
    const { server, admin } = demo;
    const [manager] = await server.sql<{ id: number; company: number }>(
      "select id, company_id as company from workbench.accounts where account = 'manager'",
    );
    const [other] = await server.sql<{ id: number }>('select id from workbench.companies where id <> $1 limit 1', [
      manager?.company,
    ]);
    const attached = await call(server, personPaths.attach, {
      body: { id: manager?.id, companyId: other?.id, account: 'manager.refers' },
      token: admin,
    });
    expect(attached.json().code).toBe(200);
    const [second] = await server.sql<{ id: number }>(
      "select id from workbench.accounts where account = 'manager.refers'",
    );
    await server.sql(
      'update workbench.workflow_tasks set assignee_account_id = $1 where id = (select min(id) from workbench.workflow_tasks)',
      [second?.id],
    );

    for (const [lang, msg] of [
      ['en', 'This account is still referred to by workflow tasks, so it cannot be removed or changed.'],
      ['zh', '仍有流程待办任务引用此账号，不能删除或更改'],
    ] as const) {
      const response = await call(server, personPaths.detach, { body: { id: second?.id }, token: admin, lang });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 409, msg, data: null });
    }
    expect(await server.sql("select id from workbench.accounts where account = 'manager.refers'")).toHaveLength(1);
  });
});
