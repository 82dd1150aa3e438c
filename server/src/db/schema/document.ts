/**
 * Documents, a company's own or shared with the group (docs/wire-protocol.md, "Documents").
 */
import { index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { workbench } from './workbench';
import { companies } from './org';

/**
 * Documents: a company's own (`companyId`) or shared with the whole group
 * (`companyId` null). Title, category, file name and body in both languages; the size shown is
 * the byte length of the body, computed when listed.
 */
export const documents = workbench.table(
  'documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    categoryZh: text('category_zh').notNull(),
    categoryEn: text('category_en').notNull(),
    fileNameZh: text('file_name_zh').notNull(),
    fileNameEn: text('file_name_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    author: text('author').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('documents_company_idx').on(t.companyId)],
);
