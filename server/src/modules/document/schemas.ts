/**
 * Shapes of the document calls (wire protocol, "Work bench, travel, workflow and documents
 *"; the fixed route `/document`).
 */
import { type Static, Type } from 'typebox';
import { PageFields } from '../workflow/schemas';

/** Longest keyword of the document list, in characters. */
export const MAX_KEYWORD_LENGTH = 50;

/** `/share-system/document/list`: which page, and an optional keyword (matched literally). */
export const DocumentListBody = Type.Object(
  { ...PageFields, keyword: Type.Optional(Type.String({ maxLength: MAX_KEYWORD_LENGTH })) },
  { additionalProperties: false },
);
/** {@link DocumentListBody} as a type. */
export type DocumentListBody = Static<typeof DocumentListBody>;

/**
 * One document: texts in the request's language, `size` the body's length in bytes (UTF-8),
 * `updateTime` in epoch ms.
 */
export const DocumentItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
  author: Type.String(),
  updateTime: Type.Integer(),
});
/** {@link DocumentItem} as a type. */
export type DocumentItem = Static<typeof DocumentItem>;

/** `data` of the document list: how many documents match in all, and the page's rows. */
export const DocumentListData = Type.Object({ total: Type.Integer(), list: Type.Array(DocumentItem) });
/** {@link DocumentListData} as a type. */
export type DocumentListData = Static<typeof DocumentListData>;

/** The download's own parameter: the document id as the query or form sends it (decimal, up to 9 digits). */
export const DocumentDownloadFields = { id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) };
