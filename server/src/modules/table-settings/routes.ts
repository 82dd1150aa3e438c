/**
 * The table settings calls (docs/wire-protocol.md, "Table settings"; docs/behaviour.md, "Lists"):
 * a person's columns and density of a list, kept on the server per account and list. Each call
 * needs the read permission of the list its body names, so its route names no code of its own
 * (`resource: null`) and its handler checks that one with `authorize`, as the access check does
 * a route's code (403, a `refuse` row in the operate log); save and reset run with their
 * operate-log row in one transaction (docs/architecture.md, "Resources").
 */
import { TableSettings, tableSettingsPaths, TableSettingsSaveBody, TableViewBody } from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../lib/context';
import { runWrite } from '../../lib/crud';
import { ok } from '../../lib/envelope';
import { answers, NoData } from '../../lib/schemas';
import {
  assertColumns,
  openList,
  resetSettings,
  saveSettings,
  storedSettings,
  TABLE_SETTINGS_RESOURCE,
} from './service';

/**
 * What the operate log keeps of a list's settings: the list as `resource` (the comparison names
 * it), its columns and its density.
 */
const logged = (view: string, settings: TableSettings) => ({ resource: view, ...settings });

/**
 * - `POST get {view}`: `data` the caller's settings of the list, `{columns, density}`, without the
 *   columns its definition no longer has; `null` for none.
 * - `POST save {view, columns, density}`: replaces them; `data` as `get` answers after. A column
 *   the definition does not have, or one named twice, answers HTTP 400, code 400
 *   (`tableColumnUnknown`, naming it) and changes nothing. Logged as `update` of `tableSettings`.
 * - `POST reset {view}`: forgets them; `data` `null`. Logged as `delete` of `tableSettings` when
 *   there were some.
 *
 * Each answers HTTP 200, code 404 (`tableViewNotFound`) for a `view` that names no definition, and
 * HTTP 403, code 403 (`forbidden`, logged as `refuse`) without the list's read permission. The
 * account is the session's: no call reads or changes another account's settings.
 */
export const tableSettingsRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock }) => {
  // The code a call needs depends on its body: the list's read permission, checked by `open`.
  const config = { resource: null };
  const SettingsOrNone = Type.Union([TableSettings, NoData]);

  const open = (request: FastifyRequest, view: string) => openList(db, request, view);

  app.post(
    tableSettingsPaths.get,
    { schema: { body: TableViewBody, response: answers(SettingsOrNone) }, config },
    async (request) => {
      const { definition, actor } = await open(request, request.body.view);
      return ok(request, (await storedSettings(db, actor.accountId, definition))?.settings ?? null);
    },
  );

  app.post(
    tableSettingsPaths.save,
    { schema: { body: TableSettingsSaveBody, response: answers(SettingsOrNone) }, config },
    async (request) => {
      const { view, ...settings } = request.body;
      const { definition, actor } = await open(request, view);
      assertColumns(definition, settings.columns);
      const before = await storedSettings(db, actor.accountId, definition);
      const after = await runWrite(db, request, actor, TABLE_SETTINGS_RESOURCE, {
        action: 'update',
        before: before && logged(view, before.settings),
        run: (tx) => saveSettings(tx, actor.accountId, view, settings, new Date(clock())),
        after: async (tx) => {
          const stored = await storedSettings(tx, actor.accountId, definition);
          return stored && logged(view, stored.settings);
        },
      });
      if (!after) throw new Error('the table settings were not found after saving them');
      const { resource: _resource, ...answer } = after;
      return ok(request, answer);
    },
  );

  app.post(
    tableSettingsPaths.reset,
    { schema: { body: TableViewBody, response: answers(NoData) }, config },
    async (request) => {
      const { view } = request.body;
      const { definition, actor } = await open(request, view);
      const before = await storedSettings(db, actor.accountId, definition);
      // With none stored there is nothing to forget, and no write to log.
      if (before) {
        await runWrite(db, request, actor, TABLE_SETTINGS_RESOURCE, {
          action: 'delete',
          before: logged(view, before.settings),
          run: async (tx) => {
            await resetSettings(tx, actor.accountId, view);
            return before.id;
          },
          after: async () => undefined,
        });
      }
      return ok(request, null);
    },
  );
};
