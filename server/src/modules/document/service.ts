/**
 * Documents visible to a company: its own and the group's shared ones (`companyId`
 * null), listed a page at a time with sizes computed by SQL, and one document's body.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import { keywordFilter } from '../../lib/crud';
import type { Lang } from '../../lib/i18n';
import type { DocumentListData } from './schemas';

/** A document's file in one language: its name, its English (ASCII) name and its text. */
export interface DocumentFile {
  fileName: string;
  asciiFileName: string;
  text: string;
}

const visibleTo = (companyId: number) => or(eq(documents.companyId, companyId), isNull(documents.companyId));

/** The columns of a page of documents with texts in `lang`, the total before LIMIT on every row. */
function pageColumns(lang: Lang) {
  const en = lang === 'en';
  return {
    id: documents.id,
    title: en ? documents.titleEn : documents.titleZh,
    category: en ? documents.categoryEn : documents.categoryZh,
    fileName: en ? documents.fileNameEn : documents.fileNameZh,
    size: sql<number>`octet_length(${en ? documents.contentEn : documents.contentZh})`.mapWith(Number),
    author: documents.author,
    updatedAt: documents.updatedAt,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  };
}

/**
 * The page without a keyword, built once per database and language and run as a prepared
 * statement (named, so node-postgres parses and plans it once per pooled connection): the list's
 * hot path does no query building (docs/architecture.md, "Hot paths").
 */
function preparePage(db: Database, lang: Lang) {
  return db
    .select(pageColumns(lang))
    .from(documents)
    .where(or(eq(documents.companyId, sql.placeholder('companyId')), isNull(documents.companyId)))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`document-list-${lang}`);
}

const preparedPages = new WeakMap<Database, Map<Lang, ReturnType<typeof preparePage>>>();

/**
 * Page `pageNum` (rows of `pageSize`) of the documents company `companyId` sees, newest first,
 * texts in `lang`; with a non-empty `keyword`, only those whose title or file name in `lang`
 * contains it, case-insensitively.
 */
export async function documentList(
  db: Database,
  companyId: number,
  query: { pageNum: number; pageSize: number; keyword?: string | undefined },
  lang: Lang,
): Promise<DocumentListData> {
  const en = lang === 'en';
  const title = en ? documents.titleEn : documents.titleZh;
  const fileName = en ? documents.fileNameEn : documents.fileNameZh;
  const keyword = query.keyword?.trim() ?? '';
  const offset = (query.pageNum - 1) * query.pageSize;
  // One statement for a page with rows: the window count is the total before LIMIT, which saves
  // a round trip per page (PGlite runs one query at a time). A page past the end has no row to
  // carry it, so only then is the total counted on its own.
  let rows;
  if (keyword === '') {
    let pages = preparedPages.get(db);
    if (!pages) preparedPages.set(db, (pages = new Map()));
    let page = pages.get(lang);
    if (!page) pages.set(lang, (page = preparePage(db, lang)));
    rows = await page.execute({ companyId, limit: query.pageSize, offset });
  } else {
    rows = await db
      .select(pageColumns(lang))
      .from(documents)
      .where(and(visibleTo(companyId), keywordFilter(keyword, title, fileName)))
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(query.pageSize)
      .offset(offset);
  }
  const total =
    rows[0]?.total ??
    (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(documents)
        .where(and(visibleTo(companyId), keywordFilter(keyword, title, fileName)))
    )[0]?.n ??
    0;
  return {
    total,
    list: rows.map(({ updatedAt, total: _total, ...row }) => ({ ...row, updateTime: updatedAt.getTime() })),
  };
}

/** Document `id`'s file in `lang`; null when there is none or company `companyId` may not see it. */
export async function documentFile(
  db: Database,
  companyId: number,
  id: number,
  lang: Lang,
): Promise<DocumentFile | null> {
  const en = lang === 'en';
  const [row] = await db
    .select({
      fileName: en ? documents.fileNameEn : documents.fileNameZh,
      asciiFileName: documents.fileNameEn,
      text: en ? documents.contentEn : documents.contentZh,
    })
    .from(documents)
    .where(and(eq(documents.id, id), visibleTo(companyId)));
  return row ?? null;
}
