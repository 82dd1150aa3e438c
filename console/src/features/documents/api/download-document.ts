import { download } from '../../../lib/download';

/**
 * Downloads one document through the hidden frame:
 * `GET /share-system/document/download?id=` with the token and the language (docs/wire-protocol.md,
 * "Documents" and "Downloads"). The server answers the file as an attachment under its `fileName`.
 */
export function downloadDocument(id: number): void {
  download('/share-system/document/download', { id }, { method: 'GET' });
}
