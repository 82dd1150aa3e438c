/**
 * The saved view calls (docs/wire-protocol.md, "Saved views"; docs/behaviour.md, "Lists"): a
 * person's named views of a list, shared with the company by its administrators, and the one each
 * list opens in. Each call needs the read permission of the list its body, or the view its `id`
 * names, is of, so its route names no code of its own (`resource: null`) and its handler checks
 * that one with `authorize`, as the table settings calls do (403, a `refuse` row in the operate
 * log); add, update, delete and setDefault run with their operate-log row in one transaction
 * (docs/architecture.md, "Resources").
 */
import {
  IdBody,
  type ResourceDefinition,
  SavedView,
  SavedViewAddBody,
  SavedViewDefaultBody,
  SavedViewList,
  savedViewPaths,
  SavedViewUpdateBody,
  TableViewBody,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/access';
import type { Actor, AppContext } from '../../lib/context';
import { runWrite } from '../../lib/crud';
import { ok } from '../../lib/envelope';
import { fieldMessages } from '../../lib/errors';
import { answers, NoData } from '../../lib/schemas';
import { openList } from '../table-settings/service';
import {
  administersCompany,
  answerOf,
  assertMayShare,
  assertNameFree,
  assertQuery,
  assertRoomForOneMore,
  assertSettings,
  defaultOf,
  deleteView,
  insertView,
  SAVED_VIEW_RESOURCE,
  setDefault,
  type StoredView,
  updateView,
  viewNotFound,
  visibleView,
  visibleViews,
} from './service';

/**
 * What the operate log keeps of a saved view: the list as `resource` (the comparison names it), its
 * name, query and sharing, and the columns and density saved with it, if any.
 */
const logged = (stored: StoredView) => ({
  resource: stored.view,
  viewName: stored.name,
  viewQuery: stored.query,
  ...(stored.settings ?? {}),
  shared: stored.shared,
});

/** What the operate log keeps of a list's default view: the list and the view's name (`null`: none). */
const loggedDefault = (view: string, name: string | null) => ({ resource: view, defaultView: name });

/**
 * - `POST list {view}`: `data` the caller's views of the list and those shared in its company, by
 *   name, each with `mine`, `isDefault`, `ownerName` and `updateTime` (epoch ms); filters, a sort
 *   key and columns the definition no longer has are left out.
 * - `POST add {view, name, query, settings?, shared?}`: `data` the new view. Logged as `add`.
 * - `POST update {id, name?, query?, settings?, shared?}`: the caller's own view only; `data` the
 *   view after. Logged as `update`. Unsharing a view forgets it as anyone else's default.
 * - `POST delete {id}`: the caller's own view only; `data` `null`. Logged as `delete`; every
 *   default it was is forgotten.
 * - `POST setDefault {view, id}`: the list opens in view `id` (its own or one shared in its
 *   company), or in none for `null`; `data` `null`. Logged as `update` when something changes.
 *
 * Refusals: HTTP 400 `savedViewName` (a name not 1 to 64 characters, blank, or with `<` or `>`),
 * `savedViewNameTaken`, `savedViewLimit`, `savedViewQuery` (naming the filter or sort),
 * `tableColumnUnknown`; HTTP 403 `savedViewShare` (sharing without administering the company, a
 * `refuse` row) and `forbidden` (without the list's read permission); HTTP 200 code 404
 * `tableViewNotFound` (no such list) and `savedViewNotFound` (a view of another account not shared
 * with the caller's company, or one it may not change). A refused call changes nothing.
 */
export const savedViewRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock }) => {
  // The code a call needs depends on its body: the list's read permission, checked by `open`.
  const config = { resource: null };
  // A name's refusal says the whole rule, whichever part of it failed.
  const schemaErrorFormatter = fieldMessages({ name: 'savedViewName' });

  const open = (request: FastifyRequest, view: string) => openList(db, request, view);

  /**
   * The caller's own view `id`, its list, and the caller, once the caller may read that list.
   * @throws ApiError HTTP 200, code 404 (`savedViewNotFound`) for a view the caller may not see or
   *   does not own.
   */
  async function ownView(
    request: FastifyRequest,
    id: number,
  ): Promise<{ definition: ResourceDefinition; actor: Actor; stored: StoredView }> {
    const stored = await visibleView(db, await actorOf(db, request), id);
    if (!stored) throw viewNotFound();
    const { definition, actor } = await open(request, stored.view);
    if (stored.accountId !== actor.accountId) throw viewNotFound();
    return { definition, actor, stored };
  }

  /** View `id` as `actor` sees it once written. */
  async function written(actor: Actor, id: number): Promise<StoredView> {
    const stored = await visibleView(db, actor, id);
    if (!stored) throw new Error(`saved view ${id} was not found after writing it`);
    return stored;
  }

  app.post(
    savedViewPaths.list,
    { schema: { body: TableViewBody, response: answers(SavedViewList) }, config },
    async (request) => {
      const { definition, actor } = await open(request, request.body.view);
      const stored = await visibleViews(db, actor, definition.name);
      return ok(request, {
        views: stored.map((view) => answerOf(definition, actor, view)),
        mayShare: await administersCompany(db, actor),
      });
    },
  );

  app.post(
    savedViewPaths.add,
    { schema: { body: SavedViewAddBody, response: answers(SavedView) }, config, schemaErrorFormatter },
    async (request) => {
      const { view, name, query, settings = null, shared = 'N' } = request.body;
      const { definition, actor } = await open(request, view);
      assertQuery(definition, query);
      assertSettings(definition, settings);
      await assertNameFree(db, actor, view, name);
      let id = 0;
      await runWrite(db, request, actor, SAVED_VIEW_RESOURCE, {
        action: 'add',
        run: async (tx) => {
          await assertRoomForOneMore(tx, actor, view);
          await assertMayShare(tx, actor, shared);
          id = await insertView(tx, actor, { view, name, query, settings, shared }, new Date(clock()));
          return id;
        },
        after: async (tx, newId) => {
          const stored = await visibleView(tx, actor, newId);
          return stored && logged(stored);
        },
      });
      return ok(request, answerOf(definition, actor, await written(actor, id)));
    },
  );

  app.post(
    savedViewPaths.update,
    { schema: { body: SavedViewUpdateBody, response: answers(SavedView) }, config, schemaErrorFormatter },
    async (request) => {
      const { id, ...changes } = request.body;
      const { definition, actor, stored } = await ownView(request, id);
      if (changes.query) assertQuery(definition, changes.query);
      assertSettings(definition, changes.settings);
      if (changes.name !== undefined) await assertNameFree(db, actor, stored.view, changes.name, id);
      await runWrite(db, request, actor, SAVED_VIEW_RESOURCE, {
        action: 'update',
        before: logged(stored),
        run: async (tx) => {
          await assertMayShare(tx, actor, changes.shared);
          await updateView(tx, id, actor.accountId, changes, new Date(clock()));
          return id;
        },
        after: async (tx) => {
          const after = await visibleView(tx, actor, id);
          return after && logged(after);
        },
      });
      return ok(request, answerOf(definition, actor, await written(actor, id)));
    },
  );

  app.post(savedViewPaths.delete, { schema: { body: IdBody, response: answers(NoData) }, config }, async (request) => {
    const { id } = request.body;
    const { actor, stored } = await ownView(request, id);
    await runWrite(db, request, actor, SAVED_VIEW_RESOURCE, {
      action: 'delete',
      before: logged(stored),
      run: async (tx) => {
        await deleteView(tx, id);
        return id;
      },
      after: async () => undefined,
    });
    return ok(request, null);
  });

  app.post(
    savedViewPaths.setDefault,
    { schema: { body: SavedViewDefaultBody, response: answers(NoData) }, config },
    async (request) => {
      const { view, id } = request.body;
      const { actor } = await open(request, view);
      const chosen = id === null ? undefined : await visibleView(db, actor, id);
      if (id !== null && chosen?.view !== view) throw viewNotFound();
      const before = await defaultOf(db, actor.accountId, view);
      // Choosing what is already the default changes nothing, and logs nothing.
      if ((before?.id ?? null) === (chosen?.id ?? null)) return ok(request, null);
      await runWrite(db, request, actor, SAVED_VIEW_RESOURCE, {
        action: 'update',
        before: loggedDefault(view, before?.name ?? null),
        run: async (tx) => {
          await setDefault(tx, actor.accountId, view, chosen?.id ?? null);
          return chosen?.id ?? before?.id ?? 0;
        },
        after: async () => loggedDefault(view, chosen?.name ?? null),
      });
      return ok(request, null);
    },
  );
};
