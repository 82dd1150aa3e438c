import { toast } from '@workbench/design-system';
import { createIntl, createIntlCache } from 'react-intl';
import { catalogue, LOCALE_TAG, type MessageKey, type MessageValues } from '../i18n';
import { settingsStore } from './settings';

/** The tones of message feedback (docs/behaviour.md, "Error messages"). */
export type FeedbackTone = 'info' | 'success' | 'warning' | 'error';

/**
 * One message for the user. Either a catalogue key, translated into the current language, or a
 * server `msg`, which is shown as text, never as HTML (docs/architecture.md, "Wire compatibility").
 */
export interface Feedback {
  tone: FeedbackTone;
  key?: MessageKey;
  values?: MessageValues;
  text?: string;
  /** The request number of a failed request (`x-request-id`), shown in brackets (docs/behaviour.md, "Error messages"). */
  requestId?: string;
}

const intlCache = createIntlCache();

/** Translates `key` into the current language, outside React (the API client has no hooks). */
export function translate(key: MessageKey, values?: MessageValues): string {
  const language = settingsStore.language;
  return createIntl({ locale: LOCALE_TAG[language], messages: catalogue(language) }, intlCache).formatMessage(
    { id: key },
    values,
  );
}

/**
 * Shows a message as a toast of the design system's region (docs/behaviour.md, "Error messages"): the text, then the
 * request number in brackets, built from text parts. Info, success and warning close after 5 s
 * (the timer pauses while the region is hovered or focused); errors stay until closed.
 *
 * @returns the toast's key, for `toast.close`.
 */
export function notify(feedback: Feedback): string {
  const text = feedback.text ?? (feedback.key ? translate(feedback.key, feedback.values) : '');
  const title = feedback.requestId ? `${text} [${translate('request.number', { id: feedback.requestId })}]` : text;
  return toast[feedback.tone](title);
}
