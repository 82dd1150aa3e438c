/**
 * fast-check arbitraries derived from a JSON Schema (the JSON form of the routes' TypeBox schemas),
 * for test/route-properties.test.ts. The one JSON Schema to fast-check package of the npm registry
 * (json-schema-fast-check) is a 0.0.6 release and not in the package store the project installs
 * from offline, so this is a small generator of its own. It covers the keywords
 * the route schemas use: `type` (one or a list), `properties`, `required`, `additionalProperties`,
 * `const`, `enum`, `anyOf` / `oneOf` / `allOf`, `minLength` / `maxLength`, `pattern`, `minimum` /
 * `maximum` (and the exclusive ones), `items`, `minItems` / `maxItems`, `uniqueItems`. `format` is
 * not used by any route schema and is ignored; `patternProperties` adds no keys.
 *
 * {@link validValue} draws values the schema accepts, leaning towards the edges the database meets
 * (the bounds of a range, a string as long as its schema allows, a very long one where none is
 * set, control characters), since those are where a schema and a column disagree.
 * {@link invalidValue} draws values that break the schema in one place: a wrong type, a missing
 * required field, a field it does not know, an integer out of range (2^31, a time past the year
 * 9999), a day of the year 0000, a string over its length or off its pattern. Both are checked
 * with TypeBox's compiled checker (the validator behind the routes) and redrawn until they agree.
 */
import fc from 'fast-check';
import { Compile } from 'typebox/compile';

/** The JSON Schema subset read here (the JSON of a TypeBox schema, or of the OpenAPI document). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

/** 2^31: one past the largest PostgreSQL `integer`. */
const BEYOND_INT4 = 2 ** 31;
/** 10000-01-01T00:00:00.000Z in epoch ms: one past the latest time a `timestamp` column keeps. */
const YEAR_10000 = 253_402_300_800_000;
/** Length of the long strings drawn where a schema sets no `maxLength`: over any `varchar` column. */
const LONG_STRING = 20_000;
/** Most array items drawn when a schema sets no `maxItems`, to keep requests small. */
const ITEMS_CAP = 4;

/** TypeBox's compiled checker of each schema seen, compiled once. */
const checkers = new WeakMap<JsonSchema, ReturnType<typeof Compile>>();

/**
 * Whether `value` is accepted by `schema`: TypeBox's compiled checker, as the routes' validator
 * compiler (`@fastify/type-provider-typebox`) builds it.
 */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  let checker = checkers.get(schema);
  if (!checker) {
    checker = Compile(schema as Parameters<typeof Compile>[0]);
    checkers.set(schema, checker);
  }
  return checker.Check(value);
}

/** The types a schema allows: its `type`, one or a list; none when it has no `type`. */
function typesOf(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

/**
 * One UTF-16 code unit of text: mostly printable (Latin, CJK, quotes, wildcards, angle brackets),
 * at times a control character, NUL among them. One unit each, so lengths are exact.
 */
const TEXT_UNIT = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('a', 'Z', '0', ' ', '界', '<', "'", '"', '\\', '%', '_', '-') },
  { weight: 3, arbitrary: fc.integer({ min: 0x20, max: 0xd7ff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) },
);

/** Text of `minLength` to `maxLength` UTF-16 code units. */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ minLength, maxLength, unit: TEXT_UNIT });
}

/** A string of `schema`: its pattern, or text within its lengths; its longest allowed at times. */
function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  if (schema.pattern !== undefined) {
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    return matching.filter((value) => value.length >= min && (max === undefined || value.length <= max));
  }
  if (max === undefined) {
    return fc.oneof(
      { weight: 4, arbitrary: text(min, Math.max(min, 30)) },
      { weight: 1, arbitrary: fc.constant('x'.repeat(Math.max(min, LONG_STRING))) },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: text(min, Math.min(max, Math.max(min, 30))) },
    { weight: 1, arbitrary: fc.constant('界'.repeat(max)) },
  );
}

/**
 * A number of `schema` (an integer when `integer`): its bounds likely, within 32 bits mostly,
 * beyond them where the schema allows (an unbounded side counts as ±2^53).
 */
function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? Number.MIN_SAFE_INTEGER);
  const max =
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? Number.MAX_SAFE_INTEGER);
  const low = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
  const high = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
  const small = { min: Math.max(low, -(2 ** 31)), max: Math.min(high, 2 ** 31 - 1) };
  const ints = fc.oneof(
    { weight: 3, arbitrary: small.min <= small.max ? fc.integer(small) : fc.integer({ min: low, max: high }) },
    { weight: 1, arbitrary: fc.constantFrom(low, high) },
    { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
  );
  if (integer) return ints;
  return fc.oneof(ints, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Values `schema` accepts (see the file comment). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return validRaw(schema).filter((value) => accepts(schema, value));
}

function validRaw(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map(validValue));
  if (schema.allOf) return validRaw(Object.assign({}, ...schema.allOf) as JsonSchema);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validRaw({ ...schema, type })));
  switch (types[0]) {
    case 'object':
      return validObject(schema);
    case 'array': {
      const item = schema.items ? validValue(schema.items) : fc.jsonValue();
      const constraints = {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? ITEMS_CAP, Math.max(schema.minItems ?? 0, ITEMS_CAP)),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(item, { ...constraints, selector: (value) => JSON.stringify(value) })
        : fc.array(item, constraints);
    }
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

/** An object with every required property and some of the optional ones. */
function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** Values of the wrong type for most schemas. */
const WRONG_TYPES: unknown[] = [null, true, 'text', 1.5, [], {}];

/**
 * Values that get past what a column keeps or break a scalar `schema` near its edges: numbers
 * around and beyond its range (2^31, a time past the year 9999), days of the years 0000 and
 * 10000, strings beyond its length or off its pattern.
 */
function edgeValues(schema: JsonSchema): unknown[] {
  const candidates: unknown[] = [BEYOND_INT4, -BEYOND_INT4 - 1, YEAR_10000, Number.MAX_SAFE_INTEGER, 1e300, -1, 0];
  candidates.push('0000-01-01', '9999-12-32', '1899-12-31', '10000-01-01', '', ' ', '<script>');
  candidates.push('x'.repeat(LONG_STRING));
  if (schema.minimum !== undefined) candidates.push(schema.minimum - 1);
  if (schema.maximum !== undefined) candidates.push(schema.maximum + 1, String(schema.maximum + 1));
  if (schema.maxLength !== undefined) candidates.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined && schema.minLength > 0) candidates.push('x'.repeat(schema.minLength - 1));
  // Of the schema's own type first: a number breaks an integer's range, a string its length or pattern.
  const types = typesOf(schema);
  const own = candidates.filter((value) =>
    types.some((type) => (type === 'integer' || type === 'number' ? typeof value === 'number' : typeof value === type)),
  );
  return own.length > 0 ? own : candidates;
}

/**
 * Values breaking `schema` (see the file comment); for an object, in one place of it. `undefined`
 * when nothing here breaks it (a schema that accepts any value).
 */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const refused = (values: unknown[]) => values.filter((value) => !accepts(schema, value));
  const edges = refused(edgeValues(schema));
  const wrong = refused(WRONG_TYPES);
  const options: fc.Arbitrary<unknown>[] = [];
  if (typesOf(schema).some((type) => type === 'object' || type === 'array')) {
    // A container's own breaking values are refused whole: mostly break it inside instead.
    if (edges.length + wrong.length > 0) options.push(fc.constantFrom(...edges, ...wrong));
  } else {
    if (edges.length > 0) options.push(fc.constantFrom(...edges), fc.constantFrom(...edges));
    if (wrong.length > 0) options.push(fc.constantFrom(...wrong));
  }
  if (typesOf(schema).includes('object') && schema.properties) {
    const properties = schema.properties;
    const names = Object.keys(properties);
    const required = (schema.required ?? []).filter((name) => name in properties);
    const base = validObject(schema);
    if (required.length > 0) {
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([value, name]) => {
          const copy = { ...value };
          delete copy[name];
          return copy;
        }),
      );
    }
    if (schema.additionalProperties === false) {
      options.push(base.map((value) => ({ ...value, unexpectedField: 1 })));
    }
    const breakable = names.flatMap((name) => {
      const bad = invalidValue(properties[name] as JsonSchema);
      return bad ? [fc.tuple(base, bad).map(([value, wrong]) => ({ ...value, [name]: wrong }))] : [];
    });
    if (breakable.length > 0) options.push(fc.oneof(...breakable));
  }
  if (typesOf(schema).includes('array') && schema.items) {
    const items = schema.items;
    const badItem = invalidValue(items);
    if (badItem) options.push(badItem.map((bad) => [bad]));
    const { maxItems } = schema;
    if (maxItems !== undefined) {
      options.push(validValue(items).map((one) => Array<unknown>(maxItems + 1).fill(one)));
    }
  }
  if (options.length === 0) return undefined;
  return fc.oneof(...options).filter((value) => !accepts(schema, value));
}
