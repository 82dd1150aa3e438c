/**
 * Document calls (wire protocol, "Work bench, travel, workflow and documents"): the
 * signed list and the unsigned download, separate plugins because a download cannot carry a
 * signature.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { downloadParams, downloadRoute } from '../../lib/download';
import { ApiError, CODES, ok } from '../../lib/envelope';
import { coalesce } from '../../lib/coalesce';
import { type Lang, requestLanguage } from '../../lib/i18n';
import { sessionOf } from '../../lib/session';
import { DocumentDownloadFields, DocumentListBody, DocumentListData } from './schemas';
import { answers } from '../../lib/schemas';
import { documentFile, documentList } from './service';

/**
 * `POST /share-system/document/list {pageNum, pageSize, keyword?}` (session, 603 / 700): `data`
 * `{total, list: [{id, title, category, fileName, size, author, updateTime}]}`, the documents of
 * the session's company and the shared ones, newest first.
 */
export const documentRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  // Identical pages asked for together share one statement (docs/architecture.md, "Hot paths").
  const page = coalesce(
    ({ companyId, query, lang }: { companyId: number; query: DocumentListBody; lang: Lang }) =>
      documentList(db, companyId, query, lang),
    ({ companyId, query, lang }) =>
      `${companyId}|${lang}|${query.pageNum}|${query.pageSize}|${query.keyword?.trim() ?? ''}`,
  );
  app.post(
    '/share-system/document/list',
    { schema: { body: DocumentListBody, response: answers(DocumentListData) } },
    async (request) =>
      ok(
        request,
        await page({ companyId: sessionOf(request).companyId, query: request.body, lang: requestLanguage(request) }),
      ),
  );
};

/**
 * `GET` and `POST /share-system/document/download` (a download, wire protocol "Downloads") with
 * `id`: the document's body in the download's language as a `text/plain; charset=utf-8`
 * attachment named after its file. An unknown id or a document the session's company may not see
 * answers HTTP 200, code 404 (`documentNotFound`).
 */
export const documentDownloadRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  downloadRoute(
    app,
    '/share-system/document/download',
    async (request, lang) => {
      const id = Number(downloadParams<{ id: string }>(request).id);
      const file = await documentFile(db, sessionOf(request).companyId, id, lang);
      if (!file) throw new ApiError(200, CODES.NOT_FOUND, 'documentNotFound');
      return file;
    },
    DocumentDownloadFields,
  );
};
