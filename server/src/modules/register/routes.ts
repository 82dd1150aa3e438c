/**
 * Supplier registration calls (docs/wire-protocol.md, "Supplier registration"; docs/behaviour.md,
 * "Supplier registration"), signed like every call but made without a session (`session: 'none'`):
 * - `GET /share-system/system/sca/validatePassword?password=<encrypted>`: `data` `{valid}`, whether
 *   the password meets the rule of the contracts (`passwordRuleMet`).
 * - `GET /share-system/system/sca/sendMessage?phone=`: sends a 6-digit code (5 minutes) through the
 *   configured SMS sender; `data` `{registrationId, expiresAt}`. Within 60 s of the last code to that
 *   phone, or past 5 codes to it in an hour: HTTP 429, code 429, `Retry-After` in seconds.
 * - `GET /share-system/system/sca/validateCode?registrationId=&phone=&code=`: `data` null when the
 *   code is right; else HTTP 400 with a field error on `code` (invalid, expired, locked after 5
 *   wrong entries, wrong with the entries left).
 * - `POST /share-system/userinfo/validateUserInfoComplete {companyName, binCode, name, phone, account}`:
 *   `data` `{complete: true}`; a taken `binCode`, then a taken `account`, gets HTTP 400 with its
 *   field error.
 * - `POST /share-system/userinfo/validateSupplierAccount {token}`: `token` the registration's
 *   `registrationId`; `data` `{valid: true}` when its code was validated within 30 minutes and it
 *   is not used yet (it may create the supplier account), else HTTP 400 with a field error on `code`.
 * - `POST /share-system/userinfo/registerSupplier {registrationId, phone, companyName, binCode,
 *   name, account, password}`: creates the company and its first account; `data` `{account}`.
 * Bodies and queries that break the field rules get HTTP 400 with field errors.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordRuleMet } from '@workbench/contracts';
import { Type } from 'typebox';
import type { AppContext } from '../../lib/context';
import { ApiError, CODES, FieldError, ok } from '../../lib/envelope';
import { requestLanguage } from '../../lib/i18n';
import { decryptPasswordField } from '../../lib/rsa';
import { answers, NoData } from '../../lib/schemas';
import type { SmsSender } from '../../lib/sms';
import {
  RegisterSupplierBody,
  RegisterSupplierData,
  SendMessageData,
  SendMessageQuery,
  SupplierAccountBody,
  UserInfoCompleteBody,
  ValidateCodeQuery,
  ValidatePasswordQuery,
} from './schemas';
import { assertRegistrationFree, registerSupplier, registrationReady, sendCode, validateCode } from './service';

/** The app's context and the sender of text messages. */
export interface RegisterOptions extends AppContext {
  sms: SmsSender;
}

export const registerRoutes: FastifyPluginAsyncTypebox<RegisterOptions> = async (app, { db, keys, clock, sms }) => {
  const config = { session: 'none' } as const;

  app.get(
    '/share-system/system/sca/validatePassword',
    {
      schema: { querystring: ValidatePasswordQuery, response: answers(Type.Object({ valid: Type.Boolean() })) },
      config,
    },
    async (request) => {
      const password = decryptPasswordField(keys, request.query.password);
      return ok(request, { valid: password !== null && passwordRuleMet(password) });
    },
  );

  app.get(
    '/share-system/system/sca/sendMessage',
    { schema: { querystring: SendMessageQuery, response: answers(SendMessageData) }, config },
    async (request, reply) => {
      const sent = await sendCode(db, sms, request.query.phone, requestLanguage(request), clock());
      if ('retryAfterMs' in sent) {
        const seconds = Math.ceil(sent.retryAfterMs / 1000);
        reply.header('retry-after', String(seconds));
        throw new ApiError(429, CODES.TOO_MANY_REQUESTS, 'codeTooSoon', { seconds });
      }
      return ok(request, sent);
    },
  );

  app.get(
    '/share-system/system/sca/validateCode',
    { schema: { querystring: ValidateCodeQuery, response: answers(NoData) }, config },
    async (request) => {
      await validateCode(db, request.query, clock());
      return ok(request, null);
    },
  );

  app.post(
    '/share-system/userinfo/validateUserInfoComplete',
    {
      schema: { body: UserInfoCompleteBody, response: answers(Type.Object({ complete: Type.Boolean() })) },
      config,
    },
    async (request) => {
      await assertRegistrationFree(db, request.body.binCode, request.body.account);
      return ok(request, { complete: true });
    },
  );

  app.post(
    '/share-system/userinfo/validateSupplierAccount',
    {
      schema: { body: SupplierAccountBody, response: answers(Type.Object({ valid: Type.Literal(true) })) },
      config,
    },
    async (request) => {
      if (!(await registrationReady(db, request.body.token, clock()))) throw new FieldError('code', 'codeNotValidated');
      return ok(request, { valid: true as const });
    },
  );

  app.post(
    '/share-system/userinfo/registerSupplier',
    { schema: { body: RegisterSupplierBody, response: answers(RegisterSupplierData) }, config },
    async (request) => {
      await registerSupplier(db, keys, request, request.body, clock());
      return ok(request, { account: request.body.account });
    },
  );
};
