import { download } from '../../../lib/download';

/** `GET /share-system/remindMsg/export`: an .xlsx of every reminder message of the signed-in person. */
export const REMIND_MSG_EXPORT_PATH = '/share-system/remindMsg/export';

/**
 * Downloads the reminder messages as Excel through the hidden frame, with the token and the
 * language (docs/behaviour.md, "Downloads"; docs/wire-protocol.md, "Downloads").
 */
export function exportRemindMsg(): void {
  download(REMIND_MSG_EXPORT_PATH, {}, { method: 'GET' });
}
