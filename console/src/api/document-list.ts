import { useApi } from '../lib/api-client';

/** One document visible to the company: `size` in bytes, `updateTime` in ms, texts in the request language. */
export interface DocumentItem {
  id: number;
  title: string;
  category: string;
  fileName: string;
  size: number;
  author: string;
  updateTime: number;
}

/** One page of documents and how many match in all. */
export interface DocumentPage {
  total: number;
  list: DocumentItem[];
}

/** A page request: `pageNum` from 1, `pageSize` 1..100, `keyword` (at most 50 characters) matching title or file name. */
export interface DocumentQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

/** The most characters the server takes in `keyword`. */
export const DOCUMENT_KEYWORD_MAX = 50;

/**
 * `POST /share-system/document/list {pageNum, pageSize, keyword?}` (docs/behaviour.md, "Routes", document
 * list), as SWR in the interface language: the company's and the group's shared documents,
 * newest first; `keyword` is left out when empty.
 */
export function useDocumentList({ pageNum, pageSize, keyword }: DocumentQuery) {
  return useApi<DocumentPage>('/share-system/document/list', {
    pageNum,
    pageSize,
    ...(keyword ? { keyword } : {}),
  });
}
