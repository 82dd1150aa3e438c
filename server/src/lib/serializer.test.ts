import { Answer, CODES } from '@workbench/contracts';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { answerSerializerCompiler } from './serializer';

const compile = (schema: object) =>
  answerSerializerCompiler({ schema, method: 'POST', url: '/x', httpStatus: '200' } as Parameters<
    typeof answerSerializerCompiler
  >[0]);

describe('answerSerializerCompiler (docs/architecture.md, "Hot paths")', () => {
  const serialize = compile(Answer(Type.Object({ total: Type.Integer(), names: Type.Array(Type.String()) })));

  it('writes a success through its data schema, leaving out what the schema does not name', () => {
    const text = serialize({ code: CODES.OK, msg: 'ok', data: { total: 2, names: ['a', 'b'], secret: 'x' } });
    expect(JSON.parse(text)).toEqual({ code: 200, msg: 'ok', data: { total: 2, names: ['a', 'b'] } });
    expect(JSON.parse(serialize({ code: CODES.SSO_OK, msg: 'ok', data: { total: 0, names: [] } })).code).toBe(1);
  });

  it('writes refusals and a success without data as the union did', () => {
    const refusal = { code: CODES.BAD_REQUEST, msg: 'bad', data: { fieldErrors: { name: 'required' } } };
    expect(JSON.parse(serialize(refusal))).toEqual(refusal);
    expect(JSON.parse(serialize({ code: CODES.NO_SESSION, msg: 'no', data: null }))).toEqual({
      code: 603,
      msg: 'no',
      data: null,
    });
    expect(JSON.parse(serialize({ code: CODES.OK, msg: 'ok', data: null }))).toEqual({
      code: 200,
      msg: 'ok',
      data: null,
    });
  });

  it('compiles other schemas as fast-json-stringify does', () => {
    expect(compile(Type.Object({ a: Type.Integer() }))({ a: 1, b: 2 })).toBe('{"a":1}');
  });
});
