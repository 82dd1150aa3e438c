/**
 * Refuses a query string that repeats a name (`?a=1&a=2`; wire protocol, "What the server
 * checks"). Fastify parses a repeated name to an array, and the signature's canonical string
 * keeps scalars only, so the repeated parameter would otherwise reach a handler unsigned.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CODES } from './envelope';
import { fieldName } from './i18n';

/** The first name of `params` whose value is an array (a repeated name), or undefined. */
function firstRepeatedName(params: unknown): string | undefined {
  if (params === null || typeof params !== 'object') return undefined;
  return Object.entries(params).find(([, value]) => Array.isArray(value))?.[0];
}

/**
 * Checks the query of every request of the context it is registered in, in `onRequest`, so
 * before the signature and the schema: a repeated name answers HTTP 400, code 400,
 * `duplicateParameter` naming it ("Duplicate parameter a.").
 */
export const singleValuedQuery = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const repeated = firstRepeatedName(request.query);
      done(
        repeated === undefined
          ? undefined
          : new ApiError(400, CODES.BAD_REQUEST, 'duplicateParameter', { name: fieldName(repeated) }),
      );
    });
  },
  { name: 'single-valued-query' },
);
