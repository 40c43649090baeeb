/**
 * The browser mock reads a slimmed contract (scripts/vite-mock-plugins.ts): it must find there all
 * it reads from the whole one. The validator module is loaded twice, over each contract, and asked
 * the same questions.
 */
import { describe, expect, it, vi } from 'vitest';
import { operationIds, operations } from '../../src/api/operations.gen';
import full from './openapi.gen.json';
import { slimContract } from './slim';
import type * as ValidatorModule from './validator';

type Validator = typeof ValidatorModule;
type Json = Record<string, unknown>;

async function validatorOver(contract: unknown): Promise<Validator> {
  // A module graph of its own for this import, the replacement taken off at once: nothing of it
  // reaches the other files that share this worker's modules.
  vi.resetModules();
  // eslint-disable-next-line no-restricted-syntax
  vi.doMock('./openapi.gen.json', () => ({ default: contract }));
  const module = await import('./validator');
  vi.doUnmock('./openapi.gen.json');
  return module;
}

/** What a schema says about shape (not words): its type, its properties' names, what is required. */
function shapeOf(schema: Json | undefined) {
  if (!schema) return undefined;
  return {
    type: schema.type,
    properties: Object.keys((schema.properties as Json | undefined) ?? {}),
    required: schema.required,
    items: Boolean(schema.items),
  };
}

describe('the slimmed contract of the browser mock', () => {
  const slim = slimContract(full) as unknown as Json;

  it('drops the words written for people and keeps names, response descriptions and answer examples', () => {
    const text = JSON.stringify(slim);
    expect(text.length).toBeLessThan(JSON.stringify(full).length * 0.65);
    expect(text).not.toContain('"summary"');
    expect(text).not.toContain('"x-when-absent"');
    expect(slim).not.toHaveProperty('servers');
    expect(slim).not.toHaveProperty('tags');
    const schemas = (slim.components as Json).schemas as Record<string, Json>;
    // A property named "description" is a field of the product, not a word about it.
    expect(Object.keys(schemas.Product!.properties as Json)).toContain('description');
    expect((schemas.Product!.properties as Record<string, Json>).description).not.toHaveProperty('description');
    const listProducts = ((slim.paths as Json)['/products'] as Json).get as Json;
    const ok = (listProducts.responses as Record<string, Json>)['200']!;
    expect(ok.description).toEqual(expect.any(String));
    expect((ok.content as Record<string, Json>)['application/json']).toHaveProperty('example');
  });

  it('answers every question the browser mock asks as the whole contract does', async () => {
    const whole = await validatorOver(full);
    const slimmed = await validatorOver(slim);

    // The validators compiled ahead of time are looked up by these keys and pointers.
    expect(slimmed.requestValidatorSpecs().map((spec) => spec.key)).toEqual(
      whole.requestValidatorSpecs().map((spec) => spec.key),
    );
    expect(JSON.stringify(slimmed.requestValidatorSpecs().map((spec) => spec.schema))).toBe(
      JSON.stringify(whole.requestValidatorSpecs().map((spec) => spec.schema)),
    );

    for (const id of operationIds) {
      const path = operations[id].path.replace(/\{[^}]+\}/g, '7');
      expect(slimmed.matchOperation(operations[id].method.toUpperCase(), path)).toEqual(
        whole.matchOperation(operations[id].method.toUpperCase(), path),
      );

      const a = whole.describeOperation(id);
      const b = slimmed.describeOperation(id);
      expect(b.requiredBodyFields).toEqual(a.requiredBodyFields);
      expect(b.responses.map((r) => [r.status, r.description, r.example, shapeOf(r.schema)])).toEqual(
        a.responses.map((r) => [r.status, r.description, r.example, shapeOf(r.schema)]),
      );

      // A request with a body of the wrong kind and a malformed id gets the same answer.
      const parts = {
        params: { id: 'x' },
        query: new URLSearchParams('page=-1&limit=abc'),
        contentType: 'application/json',
        body: { price: 'free', rating: 9 },
      };
      expect(slimmed.validateRequest(id, parts)).toEqual(whole.validateRequest(id, parts));
    }
  });
});
