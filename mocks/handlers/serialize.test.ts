/**
 * Every property of the contract's Product (openapi.yaml, through its generated copy) is sent by
 * the serialiser and has a value on some seeded product, so a field added to the contract cannot be
 * left out of either: the checklist in docs/mock-backend.md ("Changing the API") names both files.
 * The compiler checks the serialiser too (`Every` in ./serialize.ts); this also catches the seed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import contract from '../contract/openapi.gen.json';
import { createDatabase } from '../db';
import { seedDatabase } from '../seed';
import { toProduct } from './serialize';

type Json = Record<string, unknown>;

const properties = (
  contract as unknown as { components: { schemas: { Product: { properties: Record<string, Json> } } } }
).components.schemas.Product.properties;

/** Properties the serialiser does not send, each with the reason. */
const NOT_SENT: Record<string, string> = {
  reviews: 'getProduct adds a page of them with include_reviews=true (mocks/handlers/products.test.ts)',
  reviews_pagination: 'getProduct adds it with the reviews',
};

/** Properties that may be empty on every seeded product, each with the reason (none today). */
const MAY_BE_EMPTY: Record<string, string> = {};

/** The spec's alternative names (`deprecated`): the mock sends the first name, and these only under shapes:spec. */
const alternative = (name: string) => properties[name]!.deprecated === true;

const hasValue = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

let answers: Array<components['schemas']['Product']> = [];
beforeAll(async () => {
  const db = createDatabase();
  await seedDatabase(db);
  answers = db.products.all().map(toProduct);
});

describe('a product field of the contract', () => {
  const names = Object.keys(properties).filter((name) => !alternative(name));

  it('is listed here only if the contract has it', () => {
    for (const name of [...Object.keys(NOT_SENT), ...Object.keys(MAY_BE_EMPTY)]) expect(names).toContain(name);
  });

  it.each(names.filter((name) => !(name in NOT_SENT)))('%s is sent by toProduct', (name) => {
    const missing = answers.filter((answer) => !(name in answer)).map((answer) => answer.id);
    expect(missing, `products whose answer has no ${name} (mocks/handlers/serialize.ts)`).toEqual([]);
  });

  it.each(names.filter((name) => !(name in NOT_SENT) && !(name in MAY_BE_EMPTY)))(
    '%s has a value on some seeded product',
    (name) => {
      const carried = answers.some((answer) => hasValue((answer as Json)[name]));
      expect(carried, `no seeded product has a ${name} (mocks/seed/catalog-content.ts)`).toBe(true);
    },
  );
});
