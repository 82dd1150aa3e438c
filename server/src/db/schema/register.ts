/**
 * Supplier registration's verification codes (docs/behaviour.md, "Supplier registration") and the
 * outbox of the reference SMS sender that delivers them (docs/architecture.md, "Text messages").
 */
import { index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, workbench } from './workbench';

/**
 * Verification codes of supplier registrations (docs/behaviour.md, "Supplier registration"): one
 * row per code sent. `registrationHash` is the SHA-256 of the registration's secret id, which only
 * the registering browser holds; `codeHash` that of the 6-digit code. A code is refused past
 * `expiresAt`, and for good once `failures` reaches 5; `validatedAt` is set by the right code,
 * `usedAt` by the registration it allowed (once).
 */
export const registrationCodes = workbench.table(
  'registration_codes',
  {
    id: serial('id').primaryKey(),
    registrationHash: text('registration_hash').notNull().unique(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('registration_codes_phone_time_idx').on(t.phone, t.createdAt)],
);

/**
 * Messages the reference SMS sender "sent" (docs/architecture.md, "Text messages"): it writes each
 * here (and to the log) instead of a gateway, so an operator or a test can read the code.
 */
export const outbox = workbench.table(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
