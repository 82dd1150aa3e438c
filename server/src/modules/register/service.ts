/**
 * Supplier registration (docs/behaviour.md, "Supplier registration"): a person without an account
 * proves a phone number with a 6-digit code, then registers a supplier company and its first
 * account. Codes are stored hashed, like every secret (src/lib/tokens.ts).
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CONSOLE_APP_ID, NAME_MAX, passwordRuleMet } from '@workbench/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { accountApps, accountRoles, accounts, companies, persons, registrationCodes, roles } from '../../db/schema';
import { writeOperateLog } from '../../lib/audit-log';
import { assertUnique } from '../../lib/crud';
import { FieldError } from '../../lib/envelope';
import { type Lang, t } from '../../lib/i18n';
import { hashPassword } from '../../lib/password';
import { decryptPasswordField, type RsaKeys } from '../../lib/rsa';
import type { SmsSender } from '../../lib/sms';
import { hashSecret, randomSecret } from '../../lib/tokens';

/** How long a code may be entered: 5 minutes in ms. */
export const CODE_TTL_MS = 300_000;
/** Wrong entries that lock a code for good: 5. */
export const CODE_MAX_FAILURES = 5;
/** The shortest time between two codes to one phone: 60 s in ms. */
export const CODE_RESEND_MS = 60_000;
/** Codes one phone may get per hour: 5. */
export const CODES_PER_HOUR = 5;
/** How long a validated code allows the registration: 30 minutes in ms. */
export const REGISTRATION_TTL_MS = 1_800_000;

const HOUR_MS = 3_600_000;

/**
 * Sends a new code to `phone` and opens a registration.
 * @returns the registration's secret id and when its code expires (epoch ms); or, within 60 s of
 *   the last code to that phone or past 5 codes to it in an hour, how long until one may be sent (ms).
 */
export async function sendCode(
  db: Database,
  sms: SmsSender,
  phone: string,
  lang: Lang,
  now: number,
): Promise<{ registrationId: string; expiresAt: number } | { retryAfterMs: number }> {
  return db.transaction(async (tx) => {
    // One writer per phone at a time, so two sends at once cannot both pass the limit.
    await tx.execute(sqlLock(phone));
    const recent = await tx
      .select({ createdAt: registrationCodes.createdAt })
      .from(registrationCodes)
      .where(and(eq(registrationCodes.phone, phone), gt(registrationCodes.createdAt, new Date(now - HOUR_MS))))
      .orderBy(registrationCodes.createdAt);
    const last = recent.at(-1)?.createdAt.getTime();
    if (last !== undefined && now - last < CODE_RESEND_MS) return { retryAfterMs: last + CODE_RESEND_MS - now };
    const first = recent[0]?.createdAt.getTime();
    if (recent.length >= CODES_PER_HOUR && first !== undefined) return { retryAfterMs: first + HOUR_MS - now };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const registrationId = randomSecret(24);
    const expiresAt = now + CODE_TTL_MS;
    await tx.insert(registrationCodes).values({
      registrationHash: hashSecret(registrationId),
      phone,
      codeHash: hashSecret(code),
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
    });
    await sms.send(tx, phone, t(lang, 'registrationCodeText', { code, minutes: CODE_TTL_MS / 60_000 }), now);
    return { registrationId, expiresAt };
  });
}

function sqlLock(phone: string) {
  return sql`select pg_advisory_xact_lock(hashtext(${'registration:' + phone}))`;
}

/**
 * Checks `code` for the registration `registrationId` and `phone`, and marks it validated.
 * @throws FieldError on `code`: `codeInvalid` (no such registration for that phone, or already
 *   used), `codeExpired` (past 5 minutes), `codeLocked` (5 wrong entries, now or before), `codeWrong`
 *   (with `remaining` entries).
 */
export async function validateCode(
  db: Database,
  input: { registrationId: string; phone: string; code: string },
  now: number,
): Promise<void> {
  const [row] = await db
    .select()
    .from(registrationCodes)
    .where(
      and(
        eq(registrationCodes.registrationHash, hashSecret(input.registrationId)),
        eq(registrationCodes.phone, input.phone),
      ),
    );
  if (!row || row.usedAt) throw new FieldError('code', 'codeInvalid');
  if (row.failures >= CODE_MAX_FAILURES) throw new FieldError('code', 'codeLocked');
  if (row.expiresAt.getTime() <= now) throw new FieldError('code', 'codeExpired');
  if (row.validatedAt) return;
  if (hashSecret(input.code) === row.codeHash) {
    await db
      .update(registrationCodes)
      .set({ validatedAt: new Date(now) })
      .where(eq(registrationCodes.id, row.id));
    return;
  }
  // Counted in one statement, so concurrent guesses cannot exceed the limit.
  const [counted] = await db
    .update(registrationCodes)
    .set({ failures: sql`${registrationCodes.failures} + 1` })
    .where(and(eq(registrationCodes.id, row.id), lt(registrationCodes.failures, CODE_MAX_FAILURES)))
    .returning({ failures: registrationCodes.failures });
  if (!counted || counted.failures >= CODE_MAX_FAILURES) throw new FieldError('code', 'codeLocked');
  throw new FieldError('code', 'codeWrong', { remaining: CODE_MAX_FAILURES - counted.failures });
}

/**
 * Whether registration `registrationId` may create its supplier account at `now` (ms): its code
 * was validated for its phone within {@link REGISTRATION_TTL_MS} and the registration is not used.
 * `registerSupplier` checks the same, and uses it up.
 */
export async function registrationReady(db: Database, registrationId: string, now: number): Promise<boolean> {
  const [row] = await db
    .select({ id: registrationCodes.id })
    .from(registrationCodes)
    .where(
      and(
        eq(registrationCodes.registrationHash, hashSecret(registrationId)),
        isNull(registrationCodes.usedAt),
        isNotNull(registrationCodes.validatedAt),
        gt(registrationCodes.validatedAt, new Date(now - REGISTRATION_TTL_MS)),
      ),
    );
  return row !== undefined;
}

/**
 * Refuses a registration whose company or account is taken: a company with the unified social
 * credit code `binCode` already, else an account named `account`.
 * @throws FieldError HTTP 400, code 400, on `binCode` (`binCodeTaken`) or `account` (`accountTaken`).
 */
export async function assertRegistrationFree(
  db: Database | Transaction,
  binCode: string,
  account: string,
): Promise<void> {
  await assertUnique(db, companies, eq(companies.binCode, binCode), 'companies_bin_code_unique', binCode);
  await assertUnique(db, accounts, eq(accounts.account, account), 'accounts_account_unique', account);
}

/** What {@link registerSupplier} needs: the form's fields and the registration whose code was validated. */
export interface Registration {
  registrationId: string;
  phone: string;
  companyName: string;
  binCode: string;
  name: string;
  account: string;
  /** Encrypted like every password field (docs/behaviour.md, "Password fields"). */
  password: string;
}

/**
 * Creates the supplier company, its contact person and the first account (enterprise user type,
 * the enterprise administrator role, authorised for the console), and writes a `register` row to
 * the operate log as that account, all in one transaction. The registration then is used.
 * @returns the new account's id and company id.
 * @throws FieldError on `code` (`codeNotValidated`) when the registration's code was not validated
 *   for that phone, is used, or was validated over 30 minutes ago; on `password` (`registerPasswordRule`);
 *   on `binCode` or `account` when taken.
 */
export async function registerSupplier(
  db: Database,
  keys: RsaKeys,
  request: FastifyRequest,
  input: Registration,
  now: number,
): Promise<{ accountId: number; companyId: number }> {
  const password = decryptPasswordField(keys, input.password);
  if (password === null || !passwordRuleMet(password)) throw new FieldError('password', 'registerPasswordRule');
  const companyName = input.companyName.trim();
  const name = input.name.trim();
  if (!companyName) throw new FieldError('companyName', 'required');
  if (!name) throw new FieldError('name', 'required');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Used once: the one UPDATE both checks and consumes the validated registration.
    const [registration] = await tx
      .update(registrationCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(registrationCodes.registrationHash, hashSecret(input.registrationId)),
          eq(registrationCodes.phone, input.phone),
          isNull(registrationCodes.usedAt),
          isNotNull(registrationCodes.validatedAt),
          gt(registrationCodes.validatedAt, new Date(now - REGISTRATION_TTL_MS)),
        ),
      )
      .returning({ id: registrationCodes.id });
    if (!registration) throw new FieldError('code', 'codeNotValidated');
    await assertRegistrationFree(tx, input.binCode, input.account);
    const [company] = await tx
      .insert(companies)
      .values({ binCode: input.binCode, name: [...companyName].slice(0, NAME_MAX).join(''), companyName })
      .returning({ id: companies.id });
    if (!company) throw new Error('company was not created');
    const [person] = await tx.insert(persons).values({ name, phone: input.phone }).returning({ id: persons.id });
    if (!person) throw new Error('person was not created');
    const [account] = await tx
      .insert(accounts)
      .values({
        account: input.account,
        personId: person.id,
        companyId: company.id,
        passwordHash,
        userType: 'enterprise',
        createdAt: new Date(now),
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account was not created');
    await tx.insert(accountApps).values({ accountId: account.id, appId: CONSOLE_APP_ID });
    const [administrator] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'enterprise_admin'));
    if (administrator) await tx.insert(accountRoles).values({ accountId: account.id, roleId: administrator.id });
    await writeOperateLog(
      tx,
      request,
      {
        accountId: account.id,
        account: input.account,
        personId: person.id,
        personName: name,
        companyId: company.id,
        companyName,
        platform: false,
        superAccount: false,
        permissions: new Set(),
      },
      {
        action: 'register',
        resource: 'company',
        rowId: company.id,
        after: { companyName, binCode: input.binCode, account: input.account, phone: input.phone },
      },
    );
    return { accountId: account.id, companyId: company.id };
  });
}
