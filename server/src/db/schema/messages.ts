/**
 * In-app reminder messages (docs/wire-protocol.md, "Reminder messages"): plain notices and those
 * about a workflow task or delivering an announcement.
 */
import { type AnyPgColumn, boolean, index, integer, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';
import { accounts } from './org';
import { workflowTasks } from './workflow';
import { announcements } from './announcements';

/** In-app reminder messages per account (docs/wire-protocol.md, remindMsg calls). */
export const reminderMessages = workbench.table(
  'reminder_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /** The workflow task the message is about, null for a plain notice. */
    taskId: integer('task_id').references((): AnyPgColumn => workflowTasks.id),
    /**
     * The announcement this message delivers, null for any other message; withdrawing the
     * announcement deletes its messages (docs/screens.md, "Announcements").
     */
    announcementId: integer('announcement_id').references((): AnyPgColumn => announcements.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('reminder_messages_account_idx').on(t.accountId),
    index('reminder_messages_announcement_idx').on(t.announcementId),
  ],
);
