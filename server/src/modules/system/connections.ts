/**
 * The stores of database and server addresses and `getUrl` (docs/screens.md, "System"): unique
 * codes per target, addresses checked by `isConnectionUrl`, and a secret that is written but never
 * read back: no row, log or answer carries it.
 */
import {
  type ConnectionTarget,
  connectionPaths,
  databaseAddressResource,
  isConnectionUrl,
  serverAddressResource,
  ServerUrlQuery,
} from '@workbench/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database, Transaction } from '../../db/client';
import { connectionAddresses } from '../../db/schema';
import type { AppContext, ResourceStore, SelectedRecord, WriteContext } from '../../lib/context';
import { assertUnique, keywordFilter, resourceRoutes } from '../../lib/crud';
import { ApiError, CODES, FieldError, ok } from '../../lib/envelope';
import { decryptPasswordField } from '../../lib/rsa';
import { answers } from '../../lib/schemas';
import { requiredText } from '../org/company';

type AddressResource = typeof databaseAddressResource | typeof serverAddressResource;

/** What add and update of either target take. */
interface AddressBody {
  name: string;
  kind: string;
  url: string;
  userName: string;
  password?: string | undefined;
  enabled: 'Y' | 'N';
}

/** `url` checked for `target`. @throws FieldError on `url` when it is not an allowed address. */
function checkedUrl(target: ConnectionTarget, url: string): string {
  if (!isConnectionUrl(target, url))
    throw new FieldError('url', target === 'database' ? 'badDatabaseUrl' : 'badServerUrl');
  return url;
}

/**
 * The secret of a write: the encrypted `password` decrypted; `undefined` (keep or none) when
 * absent or empty. @throws FieldError on `password` when it does not decrypt.
 */
function secretOf(context: WriteContext, encrypted: string | undefined): string | undefined {
  if (!encrypted) return undefined;
  const secret = decryptPasswordField(context.app.keys, encrypted);
  if (secret === null) throw new FieldError('password', 'badSecret');
  return secret === '' ? undefined : secret;
}

function fieldsOf(target: ConnectionTarget, body: AddressBody) {
  return {
    name: requiredText('name', body.name),
    kind: body.kind,
    url: checkedUrl(target, body.url),
    userName: body.userName.trim(),
    enabled: body.enabled === 'Y',
  };
}

/** The row query of {@link addressStore}: one row per address, the secret only as whether it is set. */
const addressQuery = (db: Database | Transaction) =>
  db
    .select({
      id: connectionAddresses.id,
      code: connectionAddresses.code,
      name: connectionAddresses.name,
      kind: connectionAddresses.kind,
      url: connectionAddresses.url,
      userName: connectionAddresses.userName,
      secretSet: connectionAddresses.secret,
      enabled: connectionAddresses.enabled,
    })
    .from(connectionAddresses)
    .$dynamic();

/** A record of {@link addressQuery}. */
type AddressRecord = SelectedRecord<typeof addressQuery>;

/** The store of the addresses of `target`: the secret column is never selected. */
function addressStore(target: ConnectionTarget): ResourceStore<AddressResource, AddressRecord> {
  const ofTarget = eq(connectionAddresses.target, target);
  return {
    query: addressQuery,
    count: (db) => db.select({ total: count() }).from(connectionAddresses).$dynamic(),
    id: connectionAddresses.id,
    sort: { code: connectionAddresses.code, name: connectionAddresses.name },
    scope: () => ofTarget,
    filter: ({ keyword }) => [
      keywordFilter(keyword, connectionAddresses.code, connectionAddresses.name, connectionAddresses.url),
    ],
    toRow: (record) => ({
      id: record.id,
      code: record.code,
      name: record.name,
      kind: record.kind,
      url: record.url,
      userName: record.userName,
      // Only whether one is set leaves this function: the secret itself is dropped here.
      secretSet: record.secretSet === null ? 'N' : 'Y',
      enabled: record.enabled ? 'Y' : 'N',
    }),
    insert: async (tx, body, _actor, context) => {
      const { code } = body as { code: string };
      await assertUnique(
        tx,
        connectionAddresses,
        and(ofTarget, eq(connectionAddresses.code, code)),
        'connection_addresses_target_code_uq',
        code,
      );
      const fields = fieldsOf(target, body as AddressBody);
      const secret = secretOf(context, (body as AddressBody).password) ?? null;
      const [row] = await tx
        .insert(connectionAddresses)
        .values({ target, code, ...fields, secret })
        .returning({ id: connectionAddresses.id });
      if (!row) throw new Error('address was not created');
      return row.id;
    },
    update: async (tx, body, _before, _actor, context) => {
      const fields = fieldsOf(target, body as AddressBody);
      const secret = secretOf(context, (body as AddressBody).password);
      await tx
        .update(connectionAddresses)
        .set(secret === undefined ? fields : { ...fields, secret })
        .where(eq(connectionAddresses.id, (body as { id: number }).id));
    },
    remove: async (tx, before) => {
      await tx.delete(connectionAddresses).where(eq(connectionAddresses.id, (before as { id: number }).id));
    },
  };
}

/**
 * The routes of database and server addresses (`databaseAddress:*`, `serverAddress:*`).
 */
export const connectionResourceRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, context) => {
  resourceRoutes<AddressResource, AddressRecord>(app, context, databaseAddressResource, addressStore('database'));
  resourceRoutes<AddressResource, AddressRecord>(app, context, serverAddressResource, addressStore('server'));
};

/**
 * `POST /purchase/ipConfig/getUrl {code}` (any signed-in account): `data` the `url` of the
 * enabled server address of that code; code 404 (HTTP 200) when there is none.
 */
export const serverUrlRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.post(
    connectionPaths.serverUrl,
    { schema: { body: ServerUrlQuery, response: answers(Type.String()) } },
    async (request) => {
      const [row] = await db
        .select({ url: connectionAddresses.url })
        .from(connectionAddresses)
        .where(
          and(
            eq(connectionAddresses.target, 'server'),
            eq(connectionAddresses.code, request.body.code),
            eq(connectionAddresses.enabled, true),
          ),
        )
        .limit(1);
      if (!row) throw new ApiError(200, CODES.NOT_FOUND, 'noSuchServerAddress');
      return ok(request, row.url);
    },
  );
};
