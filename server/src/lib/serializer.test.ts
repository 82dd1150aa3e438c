import { Answer, CODES } from '@workbench/contracts';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { answerSerializerCompiler, forWriting } from './serializer';

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

  it('writes unions of plain values by their types, as the union wrote them', () => {
    const row = Type.Object({
      id: Type.Union([Type.Integer(), Type.Null()]),
      name: Type.Union([Type.String({ maxLength: 30 }), Type.Null()]),
      flag: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
      at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      body: Type.Union([Type.Object({ a: Type.Integer() }), Type.Null()]),
    });
    expect(forWriting(row)).toMatchObject({
      properties: {
        id: { type: ['integer', 'null'] },
        name: { type: ['string', 'null'] },
        flag: { type: 'string' },
        // A format changes how a Date is written, and an object is no plain value: both stay unions.
        at: { anyOf: [{ format: 'date-time' }, { type: 'null' }] },
        body: { anyOf: [{ type: 'object' }, { type: 'null' }] },
      },
    });
    const write = compile(Answer(Type.Array(row)));
    const rows = [
      { id: 1, name: 'a', flag: 'Y', at: null, body: { a: 1 } },
      { id: null, name: null, flag: 'N', at: '2026-01-01T00:00:00.000Z', body: null },
    ];
    expect(JSON.parse(write({ code: CODES.OK, msg: 'ok', data: rows })).data).toEqual(rows);
  });

  it('builds one serializer for routes with the same schema', () => {
    const schema = () => Type.Object({ total: Type.Integer(), at: Type.Union([Type.Integer(), Type.Null()]) });
    expect(compile(schema())).toBe(compile(schema()));
    expect(compile(schema())).not.toBe(compile(Type.Object({ total: Type.Integer() })));
  });
});
