/**
 * In-app reminder messages per account (docs/wire-protocol.md, "Reminder messages"): the unread
 * list, marking read, sending one, and the full list for export.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountRoles, accounts, reminderMessages, roles } from '../../db/schema';
import type { Lang } from '../../lib/i18n';
import type { ReminderMessageItem } from '../../lib/socket-hub';

/** The role that may send reminder messages to any account (docs/behaviour.md, "Roles and permissions"). */
export const SENDER_ROLE = 'platform_admin';

/** An unread message as listed: the pushed item and the workflow task it links, null for none. */
export interface UnreadMessageItem extends ReminderMessageItem {
  taskId: number | null;
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
    })
    .from(reminderMessages)
    .where(and(eq(reminderMessages.accountId, accountId), eq(reminderMessages.read, false)))
    .orderBy(desc(reminderMessages.createdAt), desc(reminderMessages.id));
  return { total: rows.length, list: rows.map((row) => ({ ...toItem(row), taskId: row.taskId })) };
}

/**
 * Marks the message `id` of `accountId` read (again, if it already was).
 * @returns false when there is no such message of that account.
 */
export async function markRead(db: Database, accountId: number, id: number): Promise<boolean> {
  const updated = await db
    .update(reminderMessages)
    .set({ read: true })
    .where(and(eq(reminderMessages.id, id), eq(reminderMessages.accountId, accountId)))
    .returning({ id: reminderMessages.id });
  return updated.length > 0;
}

/** Marks every message of `accountId` read. */
export async function markAllRead(db: Database, accountId: number): Promise<void> {
  await db.update(reminderMessages).set({ read: true }).where(eq(reminderMessages.accountId, accountId));
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
