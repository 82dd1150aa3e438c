import { proxy } from 'valtio';
import type { MessageKey, MessageValues } from '../i18n';

/** The tones of the spec's message feedback (section 8). */
export type FeedbackTone = 'info' | 'success' | 'warning' | 'error';

/**
 * One message shown to the user. Either a catalogue key (translated when shown) or a server
 * `msg`, which is rendered as text, never as HTML (ARCHITECTURE decision 9).
 */
export interface FeedbackItem {
  id: number;
  tone: FeedbackTone;
  key?: MessageKey;
  values?: MessageValues;
  text?: string;
  /** The request number of a failed request (`x-request-id`), shown in brackets (spec section 8). */
  requestId?: string;
}

/** At most this many messages stay on screen; the oldest goes first. */
export const MAX_FEEDBACK = 3;

/** Messages waiting to be read; errors stay until dismissed (WCAG 2.2.1). */
export const feedbackStore = proxy<{ items: FeedbackItem[] }>({ items: [] });

let nextId = 1;

/** Shows a message; returns its id. */
export function notify(item: Omit<FeedbackItem, 'id'>): number {
  const id = nextId++;
  feedbackStore.items = [...feedbackStore.items, { ...item, id }].slice(-MAX_FEEDBACK);
  return id;
}

/** Removes one message. */
export function dismiss(id: number): void {
  feedbackStore.items = feedbackStore.items.filter((item) => item.id !== id);
}
