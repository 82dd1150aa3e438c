/**
 * Refuses text the database cannot keep: a string holding U+0000 (NUL) anywhere in a request's
 * body or query (docs/wire-protocol.md, "What the server checks"). PostgreSQL's text types cannot
 * hold that character (SQLSTATE 22021 on PostgreSQL, the same refusal on PGlite), so such a value
 * would otherwise reach a write or a search and answer 500 where the schema let it through.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FieldError } from './envelope';
import { fieldName } from './i18n';

/**
 * The dotted path of the first string of `value` (a key or a value) that holds U+0000, `''` for
 * `value` itself, or `undefined` when there is none.
 */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = nulPath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Checks the body and query of every request of the context it is registered in, in `preHandler`
 * (after the schema, the session and the resource code): a string holding U+0000 answers HTTP
 * 400, code 400, `nulCharacter` naming the field in `msg` and `data.fieldErrors`.
 */
export const nulFreeParameters = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const path = nulPath(request.body) ?? nulPath(request.query);
      if (path === undefined) return;
      const field = fieldName(path || 'body');
      throw new FieldError(field, 'nulCharacter', { field });
    });
  },
  { name: 'nul-free-parameters' },
);
