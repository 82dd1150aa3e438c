/**
 * Application secrets (docs/screens.md, "Access"). The server makes
 * each secret from 32 random bytes, answers it once, and stores only its SHA-256 and its first
 * characters (`prefix`): neither the table, the operate log nor any later answer holds the secret.
 */
import type { secretResource } from '@workbench/contracts';
import { SECRET_PREFIX_LENGTH } from '@workbench/contracts';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { apps, appSecrets } from '../../db/schema';
import { keywordFilter } from '../../lib/crud';
import type { Actor, ResourceStore, SelectedRecord } from '../../lib/context';
import type { Database, Transaction } from '../../db/client';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { hashSecret, randomSecret } from '../../lib/tokens';
import { requiredText } from '../org/company';

/** The row query of {@link secretStore}: one row per secret, with its application; never `secret_hash`, so a row carries nothing that would help guess the secret. */
const secretQuery = (db: Database | Transaction) =>
  db
    .select({
      id: appSecrets.id,
      appId: appSecrets.appId,
      appNameZh: apps.nameZh,
      appNameEn: apps.nameEn,
      name: appSecrets.name,
      prefix: appSecrets.prefix,
      createdBy: appSecrets.createdBy,
      createdAt: appSecrets.createdAt,
      revokedAt: appSecrets.revokedAt,
    })
    .from(appSecrets)
    .innerJoin(apps, eq(apps.id, appSecrets.appId))
    .$dynamic();

/** A record of {@link secretQuery}. */
type SecretRecord = SelectedRecord<typeof secretQuery>;

/** The application secrets; platform administrators (holding `secret:read`) see every one. */
export const secretStore: ResourceStore<typeof secretResource, SecretRecord> = {
  query: secretQuery,
  count: (db) => db.select({ total: count() }).from(appSecrets).$dynamic(),
  id: appSecrets.id,
  sort: { createTime: appSecrets.createdAt, name: appSecrets.name },
  scope: () => undefined,
  filter: ({ keyword, appId, status }) => [
    keywordFilter(keyword, appSecrets.name, appSecrets.prefix),
    typeof appId === 'number' ? eq(appSecrets.appId, appId) : undefined,
    status === 'active'
      ? isNull(appSecrets.revokedAt)
      : status === 'revoked'
        ? isNotNull(appSecrets.revokedAt)
        : undefined,
  ],
  toRow: (record, lang) => {
    const revokedAt = record.revokedAt;
    return {
      id: record.id,
      appId: record.appId,
      appName: lang === 'en' ? record.appNameEn : record.appNameZh,
      name: record.name,
      prefix: record.prefix,
      createdBy: record.createdBy,
      createTime: record.createdAt.getTime(),
      revokeTime: revokedAt ? revokedAt.getTime() : null,
      status: revokedAt ? 'revoked' : 'active',
    };
  },
  notFound: 'secretNotFound',
};

/**
 * Makes a secret named `name` for application `appId`, made by `actor` at `now`, and stores its
 * hash and prefix (never the secret).
 * @returns the new row's id and the secret, which the caller answers once and keeps nowhere.
 * @throws FieldError on `appId` (`appNotFound`) or `name` (blank).
 */
export async function makeSecret(
  tx: Transaction,
  actor: Actor,
  body: { appId: number; name: string },
  now: Date,
): Promise<{ id: number; secret: string }> {
  const name = requiredText('name', body.name);
  const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, body.appId));
  if (!app) throw new FieldError('appId', 'noSuchApp');
  // 32 bytes from the operating system's CSPRNG: 43 characters of base64url, 256 bits.
  const secret = randomSecret(32);
  const [row] = await tx
    .insert(appSecrets)
    .values({
      appId: app.id,
      name,
      prefix: secret.slice(0, SECRET_PREFIX_LENGTH),
      secretHash: hashSecret(secret),
      createdBy: actor.account,
      createdAt: now,
    })
    .returning({ id: appSecrets.id });
  if (!row) throw new Error('secret was not stored');
  return { id: row.id, secret };
}

/**
 * Revokes secret `id` at `now`. The update only touches a secret still active, so two revocations
 * at once cannot both pass.
 * @throws ApiError 400 `secretRevoked` when it was already revoked.
 */
export async function revokeSecret(tx: Transaction, id: number, now: Date): Promise<void> {
  const revoked = await tx
    .update(appSecrets)
    .set({ revokedAt: now })
    .where(and(eq(appSecrets.id, id), isNull(appSecrets.revokedAt)))
    .returning({ id: appSecrets.id });
  if (revoked.length === 0) throw new ApiError(200, CODES.BAD_REQUEST, 'secretRevoked');
}
