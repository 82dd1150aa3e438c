/**
 * Form permissions (docs/screens.md, "Access"): how each role meets the fields of a resource's
 * form, and what that makes of the caller's own access. The CRUD factory refuses a change to a
 * field the caller may not write, whatever the form showed.
 */
import { FIELD_ACCESS_ORDER, FORM_RESOURCES, type FieldAccess } from '@workbench/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import { type Database, lockRow, type Transaction } from '../db/client';
import { accountRoles, roleFieldPermissions, roles } from '../db/schema';
import type { Actor } from './context';
import { FieldError } from './envelope';

type Access = Static<typeof FieldAccess>;

/** The more open of two accesses. */
const moreOpen = (a: Access, b: Access): Access =>
  FIELD_ACCESS_ORDER.indexOf(a) >= FIELD_ACCESS_ORDER.indexOf(b) ? a : b;

/**
 * `actor`'s access to the fields of `resource`'s form: for each field some role restricts, the
 * most open access of the account's roles (a role without a row for it gives `write`). Fields left
 * out are `write`; a super account writes every field.
 */
export async function fieldAccessOf(
  db: Database | Transaction,
  actor: Pick<Actor, 'accountId' | 'superAccount'>,
  resource: string,
): Promise<Record<string, Access>> {
  if (actor.superAccount) return {};
  const [held] = await db.select({ n: count() }).from(accountRoles).where(eq(accountRoles.accountId, actor.accountId));
  const rows = await db
    .select({ field: roleFieldPermissions.field, access: roleFieldPermissions.access })
    .from(roleFieldPermissions)
    .innerJoin(accountRoles, eq(accountRoles.roleId, roleFieldPermissions.roleId))
    .where(and(eq(accountRoles.accountId, actor.accountId), eq(roleFieldPermissions.resource, resource)));
  const byField = new Map<string, Access[]>();
  for (const row of rows) byField.set(row.field, [...(byField.get(row.field) ?? []), row.access]);
  const access: Record<string, Access> = {};
  for (const [field, accesses] of byField) {
    // A role that does not restrict the field lets its holder write it.
    if (accesses.length < (held?.n ?? 0)) continue;
    const most = accesses.reduce(moreOpen);
    if (most !== 'write') access[field] = most;
  }
  return access;
}

/** Role `roleId`'s own access to the fields of `resource` (fields it does not restrict left out). */
export async function roleFieldAccess(
  db: Database | Transaction,
  roleId: number,
  resource: string,
): Promise<Record<string, Access>> {
  const rows = await db
    .select({ field: roleFieldPermissions.field, access: roleFieldPermissions.access })
    .from(roleFieldPermissions)
    .where(and(eq(roleFieldPermissions.roleId, roleId), eq(roleFieldPermissions.resource, resource)));
  return Object.fromEntries(rows.filter((row) => row.access !== 'write').map((row) => [row.field, row.access]));
}

/**
 * Stores role `roleId`'s access to `resource`'s fields: exactly `fields` (`write` ones are not
 * kept, being the default).
 * @throws FieldError on `resource` for a resource without a form, on `fields` for a field its form
 *   does not have.
 */
export async function setRoleFieldAccess(
  tx: Transaction,
  roleId: number,
  resource: string,
  fields: Record<string, Access>,
): Promise<void> {
  const definition = FORM_RESOURCES.find((candidate) => candidate.name === resource);
  if (!definition) throw new FieldError('resource', 'noSuchForm');
  const known = new Set(definition.fields.map((field) => field.key));
  const unknown = Object.keys(fields).filter((field) => !known.has(field));
  if (unknown.length > 0) throw new FieldError('fields', 'noSuchField', { fields: unknown.join(', ') });
  await lockRow(tx, roles.id, roleId);
  await tx
    .delete(roleFieldPermissions)
    .where(and(eq(roleFieldPermissions.roleId, roleId), eq(roleFieldPermissions.resource, resource)));
  const rows = Object.entries(fields)
    .filter(([, access]) => access !== 'write')
    .map(([field, access]) => ({ roleId, resource, field, access }));
  if (rows.length > 0) await tx.insert(roleFieldPermissions).values(rows);
}

/**
 * Refuses a write that changes a field `access` does not let the caller write: on add, any value
 * but an empty one; on update, any value but the one `before` holds.
 * @throws FieldError (`fieldReadOnly`) on the first such field.
 */
export function assertWritable(
  access: Record<string, Access>,
  body: Record<string, unknown>,
  before?: Record<string, unknown>,
): void {
  for (const [field, level] of Object.entries(access)) {
    if (level === 'write' || !(field in body)) continue;
    const value = body[field];
    const unchanged = before ? value === before[field] : value === '' || value === null || value === undefined;
    if (!unchanged) throw new FieldError(field, 'fieldReadOnly');
  }
}
