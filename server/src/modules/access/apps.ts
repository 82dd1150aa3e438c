/**
 * The application store (docs/screens.md, "Access"): read only, every application, for the
 * application select of the menu and resource screens.
 */
import type { appResource } from '@workbench/contracts';
import { count } from 'drizzle-orm';
import { apps } from '../../db/schema';
import { keywordFilter, type ResourceStore } from '../../lib/crud';

/** Applications: the platform's, the same for every caller holding the permission. */
export const appStore: ResourceStore<typeof appResource> = {
  query: (db) =>
    db.select({ id: apps.id, code: apps.code, nameZh: apps.nameZh, nameEn: apps.nameEn }).from(apps).$dynamic(),
  count: (db) => db.select({ total: count() }).from(apps).$dynamic(),
  id: apps.id,
  sort: { sort: apps.sort, code: apps.code },
  scope: () => undefined,
  filter: ({ keyword }) => [keywordFilter(keyword, apps.code, apps.nameZh, apps.nameEn)],
  toRow: (record) => ({
    id: record['id'] as number,
    code: record['code'] as string,
    nameZh: record['nameZh'] as string,
    nameEn: record['nameEn'] as string,
  }),
  notFound: 'noSuchApp',
};
