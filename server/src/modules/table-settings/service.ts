/**
 * A person's table settings of a list (docs/behaviour.md, "Lists"; `tableSettingsPaths` of the
 * contracts): read, replaced and forgotten per account and list, the account always the caller's
 * own. A column its definition no longer has is left out when read; one it never had is refused
 * when saved.
 */
import { definitionOf, type ResourceDefinition, type TableSettings } from '@workbench/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { authorize } from '../../lib/access';
import type { Actor } from '../../lib/context';
import { tableSettings } from '../../db/schema';
import { ApiError, CODES, FieldError } from '../../lib/envelope';

/** The operate-log resource of table settings writes (one the logs name besides the definitions: `logResources` of the contracts). */
export const TABLE_SETTINGS_RESOURCE = 'tableSettings';

/**
 * The list `view` names: the resource definition of that `name` (`RESOURCE_DEFINITIONS`).
 * @throws ApiError HTTP 200, code 404 (`tableViewNotFound`) when no definition has that name.
 */
export function listOf(view: string): ResourceDefinition {
  const definition = definitionOf(view);
  if (!definition) throw new ApiError(200, CODES.NOT_FOUND, 'tableViewNotFound');
  return definition;
}

/**
 * The list `view` names and the caller, once the caller may read that list: what every call of
 * a person's list settings and saved views starts with.
 * @throws ApiError code 404 (`tableViewNotFound`) for no such list; 403 without its read permission.
 */
export async function openList(
  db: Database,
  request: FastifyRequest,
  view: string,
): Promise<{ definition: ResourceDefinition; actor: Actor }> {
  const definition = listOf(view);
  return { definition, actor: await authorize(db, request, definition.permissions.read) };
}

/**
 * Refuses settings naming a column `definition` does not have, or one column twice.
 * @throws FieldError HTTP 400, code 400 (`tableColumnUnknown`, naming the key) on the first such
 *   column's `columns.<index>.key`.
 */
export function assertColumns(definition: ResourceDefinition, columns: TableSettings['columns']): void {
  const known = new Set<string>(definition.columns.map((column) => column.key));
  const seen = new Set<string>();
  for (const [index, { key }] of columns.entries()) {
    if (!known.has(key) || seen.has(key)) throw new FieldError(`columns.${index}.key`, 'tableColumnUnknown', { key });
    seen.add(key);
  }
}

/** Account `accountId`'s settings of a list as stored: the row's id and the settings. */
export interface StoredSettings {
  id: number;
  settings: TableSettings;
}

/**
 * Account `accountId`'s settings of the list of `definition`, the columns the definition no
 * longer has left out; `undefined` when the account has none.
 */
export async function storedSettings(
  db: Database | Transaction,
  accountId: number,
  definition: ResourceDefinition,
): Promise<StoredSettings | undefined> {
  const [row] = await db
    .select({ id: tableSettings.id, columns: tableSettings.columns, density: tableSettings.density })
    .from(tableSettings)
    .where(and(eq(tableSettings.accountId, accountId), eq(tableSettings.view, definition.name)));
  if (!row) return undefined;
  const known = new Set<string>(definition.columns.map((column) => column.key));
  return {
    id: row.id,
    settings: { columns: row.columns.filter((column) => known.has(column.key)), density: row.density },
  };
}

/**
 * Stores `settings` as account `accountId`'s of list `view`, in place of any it had, at `now`.
 * Check them first ({@link assertColumns}).
 * @returns the id of the row.
 */
export async function saveSettings(
  tx: Transaction,
  accountId: number,
  view: string,
  settings: TableSettings,
  now: Date,
): Promise<number> {
  const values = { columns: settings.columns, density: settings.density, updatedAt: now };
  const [row] = await tx
    .insert(tableSettings)
    .values({ accountId, view, ...values })
    .onConflictDoUpdate({ target: [tableSettings.accountId, tableSettings.view], set: values })
    .returning({ id: tableSettings.id });
  if (!row) throw new Error('the table settings were not stored');
  return row.id;
}

/** Forgets account `accountId`'s settings of list `view` (none: nothing changes). */
export async function resetSettings(tx: Transaction, accountId: number, view: string): Promise<void> {
  await tx.delete(tableSettings).where(and(eq(tableSettings.accountId, accountId), eq(tableSettings.view, view)));
}
