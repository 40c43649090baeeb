// The contract's records as Zod schemas, for the mock's tables: scripts/gen-api.mjs writes them to
// mocks/db/contract.gen.ts, and mocks/db/schema.ts builds each row on one of them (the contract's
// part, derived) plus the row's own columns (hand-written). Docs: decision 0040.
//
// A record is written in the one form the mock keeps and sends, the first of the spec's alternatives:
//   - a property marked `deprecated` (the spec's other names: `title`, `uses`, `image_urls`, …) is left out;
//   - of a type list, a `oneOf` or an `anyOf`, the first alternative is kept, with null when null is
//     one of them: `price: [number, string]` is a number, `OrderStatusAnswer` is `OrderStatus`;
//     a `oneOf` with a `discriminator` stays a union (`ShippingAddress`);
//   - optional where the contract does not require it; type, enum, const, integer, minimum and maximum
//     are kept; words, formats, patterns and lengths are not (every answer is checked against the whole
//     contract in the tests, and a row check runs on every row restored).

/** The records the mock's tables hold; each schema they refer to is written too. */
export const RECORDS = ['User', 'Product', 'Review', 'Order', 'Slide'];

/** Keywords a record's schema may carry that a row does not check. */
const IGNORED = new Set([
  'description',
  'example',
  'examples',
  'default',
  'format',
  'pattern',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'deprecated',
  'title',
  // Product's "name, or else title": the row requires name (mocks/db/schema.ts).
  'if',
  'then',
  'else',
]);
const HANDLED = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'items',
  'properties',
  'required',
  'oneOf',
  'anyOf',
  'discriminator',
]);

const refName = (ref) => {
  const match = /^#\/components\/schemas\/([A-Za-z0-9_]+)$/.exec(ref);
  if (!match) throw new Error(`gen-rows: only named schemas can be referred to, not ${ref}`);
  return match[1];
};

const isNull = (schema) => schema?.type === 'null';
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const nullable = (code, withNull) => (withNull ? `${code}.nullable()` : code);

/**
 * Writes the Zod schemas of RECORDS and of every schema they refer to, dependencies first.
 * `schemas` is the contract's components.schemas.
 */
export function rowsModule(schemas, header) {
  /** Each schema's code, in the order written: a schema after those it refers to. */
  const written = new Map();
  const writing = new Set();
  const alternatives = {};

  function named(name) {
    if (written.has(name)) return name;
    if (writing.has(name)) throw new Error(`gen-rows: ${name} refers to itself`);
    const schema = schemas[name];
    if (!schema) throw new Error(`gen-rows: no schema ${name}`);
    writing.add(name);
    written.set(name, zod(schema, name));
    writing.delete(name);
    return name;
  }

  function zod(schema, where) {
    for (const key of Object.keys(schema))
      if (!HANDLED.has(key) && !IGNORED.has(key) && !key.startsWith('x-'))
        throw new Error(`gen-rows: ${where} uses ${key}, which scripts/gen-rows.mjs does not know`);
    if (schema.$ref) return named(refName(schema.$ref));
    if (schema.oneOf && schema.discriminator) {
      const branches = schema.oneOf.map((branch, i) => zod(branch, `${where}/oneOf/${i}`));
      return `z.discriminatedUnion(${quote(schema.discriminator.propertyName)}, [${branches.join(', ')}])`;
    }
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices) {
      const first = choices.find((branch) => !isNull(branch));
      return nullable(zod(first, where), choices.some(isNull));
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const withNull = types.includes('null') || (Array.isArray(schema.enum) && schema.enum.includes(null));
    const type = types.find((t) => t !== 'null');
    return nullable(base(schema, type, where), withNull);
  }

  function base(schema, type, where) {
    if (schema.const !== undefined) {
      if (typeof schema.const !== 'string') throw new Error(`gen-rows: ${where}: only string constants`);
      return `z.literal(${quote(schema.const)})`;
    }
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.filter((value) => value !== null);
      if (!values.every((value) => typeof value === 'string'))
        throw new Error(`gen-rows: ${where}: only enumerations of strings`);
      return `z.enum([${values.map(quote).join(', ')}])`;
    }
    switch (type) {
      case 'string':
        return 'z.string()';
      case 'boolean':
        return 'z.boolean()';
      case 'number':
      case 'integer': {
        let out = type === 'integer' ? 'z.number().int()' : 'z.number()';
        if (schema.minimum !== undefined) out += `.min(${schema.minimum})`;
        if (schema.maximum !== undefined) out += `.max(${schema.maximum})`;
        return out;
      }
      case 'array':
        return `z.array(${zod(schema.items ?? {}, `${where}/items`)})`;
      case 'object':
        return object(schema, where);
      default:
        throw new Error(`gen-rows: ${where}: no type scripts/gen-rows.mjs can write`);
    }
  }

  function object(schema, where) {
    const required = new Set(schema.required ?? []);
    const lines = [];
    const deprecated = [];
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (property.deprecated) {
        deprecated.push(name);
        continue;
      }
      const value = zod(property, `${where}.${name}`);
      lines.push(`  ${name}: ${required.has(name) ? value : `${value}.optional()`},`);
    }
    if (deprecated.length > 0) alternatives[where] = deprecated;
    return `z.object({\n${lines.join('\n')}\n})`;
  }

  for (const name of RECORDS) named(name);
  const declarations = [...written].map(([name, code]) => `export const ${name} = ${code};`);
  const alternativeTypes = Object.entries(alternatives).map(
    ([name, keys]) => `  ${name}: ${keys.map(quote).join(' | ')};`,
  );
  return `${header}
/**
 * The contract's records as the mock keeps and sends them (${RECORDS.join(', ')}, and what they
 * refer to): the first of the spec's alternatives, without the alternative names; optional where
 * the contract does not require a property. mocks/db/schema.ts builds each table's row on one of
 * these, plus the row's own columns (scripts/gen-rows.mjs; docs/decisions/0040).
 */
import { z } from 'zod';

${declarations.join('\n\n')}

/** The spec's alternative names (properties marked \`deprecated\`), by schema: the mock sends none of them. */
export type Alternatives = {
${alternativeTypes.join('\n')}
};
`;
}
