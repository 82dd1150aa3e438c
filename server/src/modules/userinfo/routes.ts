/** User-info calls (wire protocol, "Platform calls of the walking skeleton"); all need a session (603 / 700). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { answers, EmptyBody, NoData } from '../../lib/schemas';
import { Type } from 'typebox';
import { sessionOf } from '../../lib/session';
import { AVATAR_BODY_LIMIT_BYTES, cardTypes, updateAvatar, updatePassword, updatePersonal } from './personal';
import {
  AttachedAccountData,
  AvatarData,
  AvatarUpdateBody,
  CardTypeData,
  DetailData,
  IdCardData,
  PasswordUpdateBody,
  PersonalData,
  PersonalUpdateBody,
  UpdateIdCardBody,
} from './schemas';
import { attachedAccounts, registerIdCard, userDetail } from './service';

/**
 * - `POST /share-system/userinfo/detail {}`: `data` `{account, companyList, userInfo}`;
 *   `userInfo` is `{name, avatarUrl, idCardName, idCardMasked}`.
 * - `POST /share-system/userinfo/company/list {}`: `data` `[{accountId, account, companyName}]`.
 * - `POST /share-system/userinfo/updateIdCard {name, idCard}`: stores the person's real name and
 *   identity number (GB 11643-1999); `data` `{name, idCardMasked}`. An invalid name or number
 *   answers HTTP 400, code 400, with a message naming the problem.
 * - `POST /share-system/userinfo/personal/update {name}`: the person's display name (1 to 30
 *   characters once trimmed, else 400); `data` `{name}`.
 * - `POST /share-system/userinfo/password/update {oldPassword, newPassword, confirmPassword}`, each
 *   encrypted like the sign-in password: a wrong or undecryptable field answers HTTP 200, code
 *   1001; a confirmation that differs or a new password outside 8 to 64 characters with letters
 *   and digits answers 400; `data` null. Other sessions stay.
 * - `POST /share-system/userinfo/personal/avatarupdate {avatar}`: a PNG, JPEG or BMP `data:` URL of
 *   at most 5 MB decoded (else 400; this route's body limit is 7 MiB); `data` `{avatarUrl}`.
 * - `POST /share-system/userCard/getCardTypeList {}`: `data` `[{code, name}]`, names localised.
 */
export const userinfoRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db, clock, keys }) => {
  app.post(
    '/share-system/userinfo/detail',
    { schema: { body: EmptyBody, response: answers(DetailData) } },
    async (request) => ok(request, await userDetail(db, sessionOf(request))),
  );

  app.post(
    '/share-system/userinfo/company/list',
    { schema: { body: EmptyBody, response: answers(Type.Array(AttachedAccountData)) } },
    async (request) => ok(request, await attachedAccounts(db, sessionOf(request))),
  );

  app.post(
    '/share-system/userinfo/updateIdCard',
    { schema: { body: UpdateIdCardBody, response: answers(IdCardData) } },
    async (request) => ok(request, await registerIdCard(db, sessionOf(request), request.body, clock())),
  );

  app.post(
    '/share-system/userinfo/personal/update',
    { schema: { body: PersonalUpdateBody, response: answers(PersonalData) } },
    async (request) => ok(request, await updatePersonal(db, sessionOf(request), request.body)),
  );

  app.post(
    '/share-system/userinfo/password/update',
    { schema: { body: PasswordUpdateBody, response: answers(NoData) } },
    async (request) => ok(request, await updatePassword(db, keys, sessionOf(request), request.body)),
  );

  app.post(
    '/share-system/userinfo/personal/avatarupdate',
    { bodyLimit: AVATAR_BODY_LIMIT_BYTES, schema: { body: AvatarUpdateBody, response: answers(AvatarData) } },
    async (request) => ok(request, await updateAvatar(db, sessionOf(request), request.body)),
  );

  app.post(
    '/share-system/userCard/getCardTypeList',
    { schema: { body: EmptyBody, response: answers(Type.Array(CardTypeData)) } },
    async (request) => ok(request, cardTypes(requestLanguage(request))),
  );
};
