/**
 * Announcements (docs/screens.md, "Announcements"): the resource's store, delivering a published
 * announcement to its audience as reminder messages, withdrawing it, and the timer that publishes
 * scheduled ones when they are due, on one instance only (docs/architecture.md, "Several
 * instances").
 */
import { announcementResource } from '@workbench/contracts';
import { and, count, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, qualified, type Transaction } from '../../db/client';
import {
  accountRoles,
  accounts,
  announcementReads,
  announcements,
  companies,
  reminderMessages,
  roles,
  units,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { ResourceStore, SelectedRecord } from '../../lib/context';
import { loadActor } from '../../lib/access';
import { type LogOrigin, writeOperateLog } from '../../lib/audit-log';
import { findRow, keywordFilter } from '../../lib/crud';
import { ApiError, CODES, FieldError } from '../../lib/envelope';
import { type Lang, t } from '../../lib/i18n';
import type { SocketHub } from '../../lib/socket-hub';
import { requiredText } from '../org/company';

type Audience = 'all' | 'role' | 'unit';
type State = 'draft' | 'scheduled' | 'published' | 'withdrawn';

/** How often the timer looks for due scheduled announcements: every 1,000 ms. */
export const ANNOUNCEMENT_TICK_MS = 1000;

/** The origin of the timer's publications in the operate log: no request, no client address. */
const TIMER: LogOrigin = { id: 'timer', ip: '' };

/** The language of the rows the timer logs: no caller asked, so the console's default, Chinese. */
const TIMER_LANG: Lang = 'zh';

/** Reminder rows inserted per statement when an announcement is delivered (7 parameters each). */
const DELIVERY_BATCH = 1000;

const author = alias(accounts, 'announcement_author');

// Qualified by hand: inside the subquery a bare "id" would be the read's own table's.
const readCount = sql<number>`(select count(*)::int from ${announcementReads} where ${announcementReads.announcementId} = ${qualified(announcements.id)})`;

/** The row query of {@link announcementStore}: one row per announcement. */
const announcementQuery = (db: Database | Transaction) =>
  db
    .select({
      id: announcements.id,
      companyId: announcements.companyId,
      companyName: companies.name,
      title: announcements.title,
      body: announcements.body,
      audience: announcements.audience,
      roleId: announcements.roleId,
      roleNameZh: roles.nameZh,
      roleNameEn: roles.nameEn,
      unitId: announcements.unitId,
      unitName: units.name,
      state: announcements.state,
      publishAt: announcements.publishAt,
      author: author.account,
      createdAt: announcements.createdAt,
      updatedAt: announcements.updatedAt,
      recipients: announcements.recipients,
      readCount,
    })
    .from(announcements)
    .innerJoin(companies, eq(companies.id, announcements.companyId))
    .innerJoin(author, eq(author.id, announcements.authorAccountId))
    .leftJoin(roles, eq(roles.id, announcements.roleId))
    .leftJoin(units, eq(units.id, announcements.unitId))
    .$dynamic();

/** A record of {@link announcementQuery}. */
type AnnouncementRecord = SelectedRecord<typeof announcementQuery>;

/** Announcements with their company, author, audience names and read count. */
export const announcementStore: ResourceStore<typeof announcementResource, AnnouncementRecord> = {
  query: announcementQuery,
  count: (db) => db.select({ total: count() }).from(announcements).$dynamic(),
  id: announcements.id,
  sort: { publishTime: announcements.publishAt, createTime: announcements.createdAt },
  scope: (actor) => (actor.platform ? undefined : eq(announcements.companyId, actor.companyId)),
  filter: ({ keyword, state }) => [
    keywordFilter(keyword, announcements.title, announcements.body),
    typeof state === 'string' ? eq(announcements.state, state as State) : undefined,
  ],
  toRow: (record, lang) => {
    const { audience, publishAt, recipients } = record;
    const read = Number(record.readCount);
    return {
      id: record.id,
      companyId: record.companyId,
      companyName: record.companyName,
      title: record.title,
      body: record.body,
      audience,
      roleId: record.roleId,
      unitId: record.unitId,
      audienceName:
        audience === 'role'
          ? ((lang === 'en' ? record.roleNameEn : record.roleNameZh) ?? '')
          : audience === 'unit'
            ? (record.unitName ?? '')
            : t(lang, 'announcementAudienceAll'),
      state: record.state,
      publishTime: publishAt ? publishAt.getTime() : null,
      author: record.author,
      createTime: record.createdAt.getTime(),
      updateTime: record.updatedAt.getTime(),
      recipients,
      readCount: read,
      reads: t(lang, 'announcementReads', { read, total: recipients }),
    };
  },
  insert: async (tx, body, actor, { app }) => {
    const audience = await checkedAudience(tx, actor.companyId, body);
    const now = new Date(app.clock());
    const [row] = await tx
      .insert(announcements)
      .values({
        companyId: actor.companyId,
        title: requiredText('title', body.title),
        body: requiredText('body', body.body),
        ...audience,
        state: 'draft',
        authorAccountId: actor.accountId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: announcements.id });
    if (!row) throw new Error('announcement was not created');
    return row.id;
  },
  update: async (tx, body, before, _actor, { app }) => {
    if (before.state === 'published') throw new ApiError(400, CODES.BAD_REQUEST, 'announcementPublished');
    const audience = await checkedAudience(tx, before.companyId, body);
    const changed = await tx
      .update(announcements)
      .set({
        title: requiredText('title', body.title),
        body: requiredText('body', body.body),
        ...audience,
        updatedAt: new Date(app.clock()),
      })
      // Not if the timer published it meanwhile.
      .where(and(eq(announcements.id, body.id), sql`${announcements.state} <> 'published'`))
      .returning({ id: announcements.id });
    if (changed.length === 0) throw new ApiError(400, CODES.BAD_REQUEST, 'announcementPublished');
  },
  remove: async (tx, before) => {
    const removed = await tx
      .delete(announcements)
      .where(and(eq(announcements.id, before.id), sql`${announcements.state} <> 'published'`))
      .returning({ id: announcements.id });
    if (removed.length === 0) throw new ApiError(400, CODES.BAD_REQUEST, 'announcementPublished');
  },
  notFound: 'announcementNotFound',
};

/**
 * The audience columns of `body` once checked against `companyId`: `role` needs a role of the
 * company or a platform role (else a FieldError on `roleId`), `unit` a unit of the company (on
 * `unitId`); the id the audience does not use is stored as null.
 */
async function checkedAudience(
  tx: Transaction,
  companyId: number,
  body: { audience: Audience; roleId?: number | null; unitId?: number | null },
): Promise<{ audience: Audience; roleId: number | null; unitId: number | null }> {
  if (body.audience === 'role') {
    const roleId = body.roleId ?? 0;
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.id, roleId), or(isNull(roles.companyId), eq(roles.companyId, companyId))));
    if (!role) throw new FieldError('roleId', 'audienceRoleRequired');
    return { audience: 'role', roleId, unitId: null };
  }
  if (body.audience === 'unit') {
    const unitId = body.unitId ?? 0;
    const [unit] = await tx
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.id, unitId), eq(units.companyId, companyId)));
    if (!unit) throw new FieldError('unitId', 'audienceUnitRequired');
    return { audience: 'unit', roleId: null, unitId };
  }
  return { audience: 'all', roleId: null, unitId: null };
}

/** The condition "account is in the audience" of an announcement, besides its company and being enabled. */
function audienceCondition(audience: Audience, roleId: number | null, unitId: number | null): SQL | undefined {
  if (audience === 'role') {
    return sql`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${qualified(accounts.id)} and ${accountRoles.roleId} = ${roleId})`;
  }
  if (audience === 'unit') {
    return sql`${qualified(accounts.unitId)} in (with recursive under(id) as (select ${unitId}::int union select u.id from ${units} u join under on u.parent_id = under.id) select id from under)`;
  }
  return undefined;
}

/** What a published announcement pushes to its audience's live sockets (docs/wire-protocol.md, "Live socket"). */
export interface Delivery {
  accountIds: number[];
  announcement: { id: number; title: string; content: string; createTime: string };
}

/**
 * Publishes announcement `id` at `now` inside `tx`, if it is not published yet: marks it
 * published, stores one unread reminder message per account of its audience (enabled accounts of
 * its company) and counts them as its `recipients`.
 * @returns what to push once `tx` commits, or null when it was already published.
 */
export async function publishAnnouncement(tx: Transaction, id: number, now: Date): Promise<Delivery | null> {
  const [claimed] = await tx
    .update(announcements)
    .set({ state: 'published', publishAt: now, updatedAt: now })
    .where(and(eq(announcements.id, id), sql`${announcements.state} <> 'published'`))
    .returning();
  return claimed ? deliver(tx, claimed) : null;
}

async function deliver(tx: Transaction, announcement: typeof announcements.$inferSelect): Promise<Delivery> {
  const audience = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.companyId, announcement.companyId),
        eq(accounts.enabled, true),
        audienceCondition(announcement.audience, announcement.roleId, announcement.unitId),
      ),
    );
  const accountIds = audience.map((account) => account.id);
  const createdAt = announcement.publishAt ?? new Date();
  // A republished announcement replaces what an earlier publication left.
  await tx.delete(reminderMessages).where(eq(reminderMessages.announcementId, announcement.id));
  for (let start = 0; start < accountIds.length; start += DELIVERY_BATCH) {
    await tx.insert(reminderMessages).values(
      accountIds.slice(start, start + DELIVERY_BATCH).map((accountId) => ({
        accountId,
        titleZh: announcement.title,
        titleEn: announcement.title,
        contentZh: announcement.body,
        contentEn: announcement.body,
        createdAt,
        announcementId: announcement.id,
      })),
    );
  }
  await tx.update(announcements).set({ recipients: accountIds.length }).where(eq(announcements.id, announcement.id));
  return {
    accountIds,
    announcement: {
      id: announcement.id,
      title: announcement.title,
      content: announcement.body,
      createTime: createdAt.toISOString(),
    },
  };
}

/** Pushes a committed delivery to every open live socket of its accounts, on every instance. */
export async function pushDelivery(sockets: SocketHub, delivery: Delivery): Promise<void> {
  await sockets.push(delivery.accountIds, { type: 'announcement', data: delivery.announcement });
}

/**
 * Schedules announcement `id` for `publishAt` (after `now`, else a FieldError on `publishTime`),
 * in the name of account `accountId`: the timer's publication is logged under it.
 * @throws ApiError 400 `announcementPublished` when it is published.
 */
export async function scheduleAnnouncement(
  tx: Transaction,
  id: number,
  publishAt: Date,
  now: Date,
  accountId: number,
): Promise<void> {
  if (publishAt.getTime() <= now.getTime()) throw new FieldError('publishTime', 'publishTimeInPast');
  const scheduled = await tx
    .update(announcements)
    .set({ state: 'scheduled', publishAt, updatedAt: now, scheduledByAccountId: accountId })
    .where(and(eq(announcements.id, id), sql`${announcements.state} <> 'published'`))
    .returning({ id: announcements.id });
  if (scheduled.length === 0) throw new ApiError(400, CODES.BAD_REQUEST, 'announcementPublished');
}

/**
 * Withdraws a published or scheduled announcement: its reminder messages are deleted, so its
 * audience no longer lists it; its reads stay counted.
 * @returns the accounts whose reminder was taken, for {@link pushWithdrawal}.
 * @throws ApiError 400 `announcementNotOut` for a draft or a withdrawn one.
 */
export async function withdrawAnnouncement(tx: Transaction, id: number, now: Date): Promise<number[]> {
  const withdrawn = await tx
    .update(announcements)
    .set({ state: 'withdrawn', updatedAt: now })
    .where(and(eq(announcements.id, id), inArray(announcements.state, ['published', 'scheduled'])))
    .returning({ id: announcements.id });
  if (withdrawn.length === 0) throw new ApiError(400, CODES.BAD_REQUEST, 'announcementNotOut');
  const taken = await tx
    .delete(reminderMessages)
    .where(eq(reminderMessages.announcementId, id))
    .returning({ accountId: reminderMessages.accountId });
  return [...new Set(taken.map((message) => message.accountId))];
}

/**
 * Tells the open consoles of `accountIds` that announcement `id` was withdrawn, once committed, on
 * every instance (docs/wire-protocol.md, "Live socket"): they drop its banner and reminder.
 */
export async function pushWithdrawal(sockets: SocketHub, accountIds: readonly number[], id: number): Promise<void> {
  if (accountIds.length > 0) await sockets.push(accountIds, { type: 'announcementWithdrawn', data: { id } });
}

/**
 * Publishes every scheduled announcement due at `now`, each in its own transaction, and pushes
 * it once committed. The claim is one `UPDATE … WHERE state = 'scheduled' AND publish_at <= now`:
 * when several instances run it at once, PostgreSQL lets one update a row and the others find it
 * no longer scheduled, so each announcement is published once. Each publication is written to the
 * operate log in its transaction, in the name of the account that scheduled it, from the origin
 * `timer` (docs/screens.md, "Operate log").
 * @returns how many this call published.
 */
export async function publishDue(db: Database, sockets: SocketHub, now: number): Promise<number> {
  const due = await db
    .select({
      id: announcements.id,
      actorId: sql<number>`coalesce(${announcements.scheduledByAccountId}, ${announcements.authorAccountId})`,
    })
    .from(announcements)
    .where(and(eq(announcements.state, 'scheduled'), lte(announcements.publishAt, new Date(now))));
  let published = 0;
  for (const { id, actorId } of due) {
    const actor = await loadActor(db, actorId);
    const delivery = await db.transaction(async (tx) => {
      const before = await findRow(tx, announcementStore, id, actor, TIMER_LANG);
      const [claimed] = await tx
        .update(announcements)
        .set({ state: 'published', updatedAt: new Date(now) })
        .where(
          and(
            eq(announcements.id, id),
            eq(announcements.state, 'scheduled'),
            lte(announcements.publishAt, new Date(now)),
          ),
        )
        .returning();
      if (!claimed) return null;
      const delivered = await deliver(tx, claimed);
      await writeOperateLog(tx, TIMER, actor, {
        action: 'publish',
        resource: announcementResource.name,
        rowId: id,
        before,
        after: await findRow(tx, announcementStore, id, actor, TIMER_LANG),
      });
      return delivered;
    });
    if (delivery) {
      published += 1;
      await pushDelivery(sockets, delivery);
    }
  }
  return published;
}

/**
 * Starts the timer that runs {@link publishDue} every {@link ANNOUNCEMENT_TICK_MS} with the app's
 * clock (so tests move time rather than wait); a run never overlaps the previous one, and a
 * failure is handed to `onError` and tried again at the next tick.
 * @returns a function that stops the timer and waits for a run under way.
 */
export function startAnnouncementTimer(
  db: Database,
  sockets: SocketHub,
  clock: Clock,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = publishDue(db, sockets, clock())
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = undefined;
      });
  }, ANNOUNCEMENT_TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
