/**
 * The company resource's store (docs/screens.md, "Company manage"): what the definition in
 * `@workbench/contracts` cannot say: the logo check on the bytes, the unique `binCode`, and the
 * one default company of the group.
 */
import type { companyResource } from '@workbench/contracts';
import { decodeDataUrl, IMAGE_BODY_LIMIT_BYTES, imageProblem } from '@workbench/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { type Database, qualified, type Transaction } from '../../db/client';
import { accounts, companies } from '../../db/schema';
import { assertUnique, keywordFilter, otherThan } from '../../lib/crud';
import type { ResourceStore, SelectedRecord } from '../../lib/context';
import { FieldError } from '../../lib/envelope';
import type { MessageKey } from '../../lib/i18n';

const peopleCount = sql<number>`(select count(*)::int from ${accounts} where ${accounts.companyId} = ${qualified(companies.id)})`;

const fields = {
  id: companies.id,
  binCode: companies.binCode,
  name: companies.name,
  companyName: companies.companyName,
  logoUrl: companies.logoUrl,
  defaultFlag: companies.defaultFlag,
  peopleCount,
  createdAt: companies.createdAt,
};

const LOGO_PROBLEMS: Record<string, MessageKey> = {
  type: 'logoType',
  size: 'logoSize',
  dimensions: 'logoDimensions',
};

/**
 * The logo as stored: the `data:` URL itself, once its bytes are a JPG, PNG or BMP of the type it
 * states, under 5 MB and 80 x 80 pixels.
 * @throws FieldError on `logo` naming the problem.
 */
function checkedLogo(logo: string): string {
  const decoded = decodeDataUrl(logo);
  const problem = decoded ? imageProblem(decoded.bytes, decoded.mediaType) : 'type';
  if (problem) throw new FieldError('logo', LOGO_PROBLEMS[problem] ?? 'logoType');
  return logo;
}

/** Trimmed text of at least one character, else a `required` refusal on `field`. */
export function requiredText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw new FieldError(field, 'required');
  return text;
}

async function assertBinCodeFree(tx: Transaction, binCode: string, exceptId?: number) {
  await assertUnique(
    tx,
    companies,
    and(eq(companies.binCode, binCode), otherThan(companies.id, exceptId)),
    'companies_bin_code_unique',
    binCode,
  );
}

/**
 * Makes the company writes wait for each other until the end of `tx`: each then checks the code
 * and clears the default over what the previous one committed. Without it, on a PostgreSQL
 * server (READ COMMITTED, a pool of connections), two writes at once both find a code free or
 * the old default to clear, and the second breaks a unique index (500) instead of being refused
 * on its field or clearing the first one's default. SHARE ROW EXCLUSIVE conflicts with itself and
 * with row writes to the table, not with reads nor with the foreign-key checks of other tables.
 */
async function lockCompanies(tx: Transaction) {
  await tx.execute(sql`lock table ${companies} in share row exclusive mode`);
}

/** Clears the default flag of every other company when `defaultFlag` is `Y` (one default per group). */
async function keepOneDefault(tx: Transaction, defaultFlag: 'Y' | 'N', id?: number) {
  if (defaultFlag !== 'Y') return;
  await tx
    .update(companies)
    .set({ defaultFlag: 'N' })
    .where(and(eq(companies.defaultFlag, 'Y'), otherThan(companies.id, id)));
}

/** The row query of {@link companyStore}: one row per company, with its people count. */
const companyQuery = (db: Database | Transaction) => db.select(fields).from(companies).$dynamic();

/** A record of {@link companyQuery}. */
type CompanyRecord = SelectedRecord<typeof companyQuery>;

/**
 * Reads and writes companies. A platform account sees every company; others only their own.
 * Adding needs a platform account's scope in practice: an enterprise administrator holds no
 * `company:write` for other companies, and the row they add would not be theirs to see.
 */
export const companyStore: ResourceStore<typeof companyResource, CompanyRecord> = {
  query: companyQuery,
  count: (db) => db.select({ total: count() }).from(companies).$dynamic(),
  id: companies.id,
  sort: {
    binCode: companies.binCode,
    name: companies.name,
    peopleCount,
    createTime: companies.createdAt,
  },
  scope: (actor) => (actor.platform ? undefined : eq(companies.id, actor.companyId)),
  filter: ({ keyword, defaultFlag }) => [
    keywordFilter(keyword, companies.binCode, companies.name, companies.companyName),
    defaultFlag === 'Y' || defaultFlag === 'N' ? eq(companies.defaultFlag, defaultFlag) : undefined,
  ],
  toRow: (record) => ({
    id: record.id,
    binCode: record.binCode,
    name: record.name,
    companyName: record.companyName,
    logoUrl: record.logoUrl ?? null,
    defaultFlag: record.defaultFlag,
    peopleCount: Number(record.peopleCount),
    createTime: record.createdAt.getTime(),
  }),
  insert: async (tx, body, actor) => {
    const values = {
      binCode: body.binCode,
      name: requiredText('name', body.name),
      companyName: requiredText('companyName', body.companyName),
      logoUrl: body.logo ? checkedLogo(body.logo) : null,
      defaultFlag: body.defaultFlag,
    };
    if (!actor.platform) throw new FieldError('binCode', 'forbidden');
    await lockCompanies(tx);
    await assertBinCodeFree(tx, values.binCode);
    await keepOneDefault(tx, values.defaultFlag);
    const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
    if (!row) throw new Error('company was not created');
    return row.id;
  },
  update: async (tx, body) => {
    const values = {
      binCode: body.binCode,
      name: requiredText('name', body.name),
      companyName: requiredText('companyName', body.companyName),
      defaultFlag: body.defaultFlag,
      ...(body.logo === undefined ? {} : { logoUrl: body.logo === null ? null : checkedLogo(body.logo) }),
    };
    await lockCompanies(tx);
    await assertBinCodeFree(tx, values.binCode, body.id);
    await keepOneDefault(tx, values.defaultFlag, body.id);
    await tx.update(companies).set(values).where(eq(companies.id, body.id));
  },
  bodyLimit: IMAGE_BODY_LIMIT_BYTES,
  notFound: 'companyNotFound',
};
