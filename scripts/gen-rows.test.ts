// The rules of scripts/gen-rows.mjs, on small schemas: the first alternative, null kept, a
// discriminated oneOf kept whole, the alternative names left out, and no keyword it does not know.
import { describe, expect, it } from 'vitest';
import { rowsModule } from './gen-rows.mjs';

const Id = { type: 'integer', minimum: 1 };
const schemas = (extra: Record<string, unknown> = {}) => ({
  Id,
  Status: { type: 'string', enum: ['paid', 'failed'] },
  StatusAnswer: { anyOf: [{ $ref: '#/components/schemas/Status' }, { type: 'string', pattern: '^[a-z]+$' }] },
  A: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', const: 'a' } } },
  B: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', const: 'b' } } },
  User: { type: 'object', required: ['id'], properties: { id: { $ref: '#/components/schemas/Id' } } },
  Review: { type: 'object', required: ['id'], properties: { id: { $ref: '#/components/schemas/Id' } } },
  Slide: { type: 'object', required: ['id'], properties: { id: { $ref: '#/components/schemas/Id' } } },
  Order: {
    type: 'object',
    required: ['id', 'status', 'where'],
    properties: {
      id: { $ref: '#/components/schemas/Id' },
      status: { $ref: '#/components/schemas/StatusAnswer', description: 'words are not kept' },
      paid_at: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      where: {
        oneOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }],
        discriminator: { propertyName: 'kind' },
      },
    },
  },
  Product: {
    type: 'object',
    required: ['id', 'price'],
    properties: {
      id: { $ref: '#/components/schemas/Id' },
      price: { type: ['number', 'string'], minimum: 0 },
      brand: { type: ['string', 'null'], 'x-extension': true },
      title: { type: 'string', deprecated: true },
      ...extra,
    },
  },
});

describe('gen-rows', () => {
  const code = rowsModule(schemas(), '// header\n');

  it('writes a schema after those it refers to, in the form the mock sends', () => {
    expect(code.indexOf('export const Id =')).toBeLessThan(code.indexOf('export const User ='));
    for (const line of [
      "export const Status = z.enum(['paid', 'failed']);",
      'export const StatusAnswer = Status;', // the first alternative
      '  price: z.number().min(0),', // of a type list too
      '  brand: z.string().nullable().optional(),', // optional, as the contract does not require it
      '  paid_at: z.string().nullable().optional(),', // null kept
      "  where: z.discriminatedUnion('kind', [A, B]),", // a discriminated oneOf kept whole
    ])
      expect(code).toContain(line);
  });

  it('leaves the alternative names out of the rows and lists them as a type', () => {
    expect(code).not.toContain('  title:');
    expect(code).toContain("  Product: 'title';");
  });

  it('fails on a keyword it does not know', () => {
    expect(() => rowsModule(schemas({ tags: { type: 'array', uniqueItems: true } }), '')).toThrow(
      /Product\.tags uses uniqueItems/,
    );
  });
});
