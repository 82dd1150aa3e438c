/**
 * In-app reminder messages per account (docs/wire-protocol.md, "Reminder messages"): the unread
 * list, marking read, sending one, and the full list for export.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountRoles, accounts, announcementReads, reminderMessages, roles } from '../../db/schema';
import type { Lang } from '../../lib/i18n';
import type { ReminderMessageItem } from '../../lib/socket-hub';

/** The role that may send reminder messages to any account (docs/behaviour.md, "Roles and permissions"). */
export const SENDER_ROLE = 'platform_admin';

/**
 * An unread message as listed: the pushed item, the workflow task it links and the announcement
 * it delivers (docs/screens.md, "Announcements"), each null for none.
 */
export interface UnreadMessageItem extends ReminderMessageItem {
  taskId: number | null;
  announcementId: number | null;
}

/** `data` of `getNotReadMsgList`: the unread messages, newest first, and how many there are. */
export interface UnreadMessages {
  total: number;
  list: UnreadMessageItem[];
}

/** A message for the export: the item and whether it was read. */
export interface ExportedMessage {
  title: string;
  content: string;
  read: boolean;
  createdAt: Date;
}

function localised(lang: Lang) {
  return {
    title: lang === 'zh' ? reminderMessages.titleZh : reminderMessages.titleEn,
    content: lang === 'zh' ? reminderMessages.contentZh : reminderMessages.contentEn,
  };
}

function toItem(row: { id: number; title: string; content: string; createdAt: Date }): ReminderMessageItem {
  return { id: row.id, title: row.title, content: row.content, createTime: row.createdAt.toISOString() };
}

/** The unread messages of `accountId` in `lang`, newest first (ties: highest id first). */
export async function unreadMessages(db: Database, accountId: number, lang: Lang): Promise<UnreadMessages> {
  const rows = await db
    .select({
      id: reminderMessages.id,
      ...localised(lang),
      createdAt: reminderMessages.createdAt,
      taskId: reminderMessages.taskId,
      announcementId: reminderMessages.announcementId,
    })
    .from(reminderMessages)
    .where(and(eq(reminderMessages.accountId, accountId), eq(reminderMessages.read, false)))
    .orderBy(desc(reminderMessages.createdAt), desc(reminderMessages.id));
  return {
    total: rows.length,
    list: rows.map((row) => ({ ...toItem(row), taskId: row.taskId, announcementId: row.announcementId })),
  };
}

/**
 * Marks the message `id` of `accountId` read (again, if it already was), at `now` (ms); when it
 * delivers an announcement, the account counts as having read that announcement, once.
 * @returns false when there is no such message of that account.
 */
export async function markRead(db: Database, accountId: number, id: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(reminderMessages)
      .set({ read: true })
      .where(and(eq(reminderMessages.id, id), eq(reminderMessages.accountId, accountId)))
      .returning({ announcementId: reminderMessages.announcementId });
    const [message] = updated;
    if (message?.announcementId) {
      await tx
        .insert(announcementReads)
        .values({ announcementId: message.announcementId, accountId, readAt: new Date(now) })
        .onConflictDoNothing();
    }
    return message !== undefined;
  });
}

/** Marks every message of `accountId` read at `now` (ms), announcements included (as {@link markRead}). */
export async function markAllRead(db: Database, accountId: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const announced = await tx
      .update(reminderMessages)
      .set({ read: true })
      .where(and(eq(reminderMessages.accountId, accountId), isNotNull(reminderMessages.announcementId)))
      .returning({ announcementId: reminderMessages.announcementId });
    const ids = [...new Set(announced.map((message) => message.announcementId))].filter((id) => id !== null);
    if (ids.length > 0) {
      await tx
        .insert(announcementReads)
        .values(ids.map((announcementId) => ({ announcementId, accountId, readAt: new Date(now) })))
        .onConflictDoNothing();
    }
    await tx.update(reminderMessages).set({ read: true }).where(eq(reminderMessages.accountId, accountId));
  });
}

/** Whether `accountId` holds the role {@link SENDER_ROLE}. */
export async function maySend(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: accountRoles.accountId })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(and(eq(accountRoles.accountId, accountId), eq(roles.code, SENDER_ROLE)))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores an unread message for the account named `account` (exactly, case-sensitive), the same
 * text in both languages, created at `now` (ms).
 * @returns the recipient's account id and the message as pushed, or null for an unknown account.
 */
export async function addMessage(
  db: Database,
  input: { account: string; title: string; content: string },
  now: number,
): Promise<{ accountId: number; message: ReminderMessageItem } | null> {
  const [recipient] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.account, input.account))
    .limit(1);
  if (!recipient) return null;
  const [row] = await db
    .insert(reminderMessages)
    .values({
      accountId: recipient.id,
      titleZh: input.title,
      titleEn: input.title,
      contentZh: input.content,
      contentEn: input.content,
      createdAt: new Date(now),
    })
    .returning({ id: reminderMessages.id, createdAt: reminderMessages.createdAt });
  if (!row) throw new Error('reminder message was not created');
  return { accountId: recipient.id, message: toItem({ ...row, title: input.title, content: input.content }) };
}

/** Every message of `accountId` in `lang`, read or not, newest first: the rows of the export. */
export async function allMessages(db: Database, accountId: number, lang: Lang): Promise<ExportedMessage[]> {
  return db
    .select({ ...localised(lang), read: reminderMessages.read, createdAt: reminderMessages.createdAt })
    .from(reminderMessages)
    .where(eq(reminderMessages.accountId, accountId))
    .orderBy(desc(reminderMessages.createdAt), desc(reminderMessages.id));
}
