/**
 * Text messages to phones (docs/architecture.md, "Text messages"). The server sends through an
 * {@link SmsSender}: by default the reference {@link OutboxSmsSender}, which writes each message to
 * the `outbox` table and to the log instead of a gateway; with `SMS_GATEWAY_URL` set, an
 * {@link HttpSmsSender} that posts it to that gateway.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

/** Sends one text message. */
export interface SmsSender {
  /**
   * Sends `text` to `phone` (a mobile number of `PHONE_PATTERN`), inside the caller's transaction
   * `tx` when the sender stores anything.
   * @throws when the message could not be handed over; the caller's transaction then rolls back.
   */
  send(tx: Database, phone: string, text: string, now: number): Promise<void>;
}

/** The reference sender: the message goes to the `outbox` table and to the log (level `info`). */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(tx: Database, phone: string, text: string, now: number): Promise<void> {
    await tx.insert(outbox).values({ channel: 'sms', recipient: phone, body: text, createdAt: new Date(now) });
    this.log.info({ phone, text }, 'text message written to the outbox');
  }
}

/** How long a gateway may take to accept a message: 5 s in ms. */
export const SMS_GATEWAY_TIMEOUT_MS = 5_000;

/**
 * A gateway sender: `POST <url>` with the JSON body `{phone, text}`; any 2xx answer counts as
 * sent. An adapter in front of a vendor's API translates that body.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly url: string) {}

  async send(_tx: Database, phone: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, text }),
      signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  }
}
