/**
 * Building blocks for route search params (zod/mini: a few kB on the shopper's path). Every field
 * falls back instead of failing, so a malformed URL degrades to the defaults.
 */
import * as z from 'zod/mini';

/** A page number, at least 1 (default 1). */
export const pageParam = () => z._default(z.catch(z.int().check(z.minimum(1)), 1), 1);

/** A page size within [1, max], falling back to `fallback`. */
export const perPageParam = (fallback: number, max = 100) =>
  z._default(z.catch(z.int().check(z.minimum(1), z.maximum(max)), fallback), fallback);

/** A page size from a fixed list of options. */
export const choiceParam = <T extends readonly [number, ...number[]]>(options: T, fallback: T[number]) =>
  z._default(
    z.catch(z.union(options.map((o) => z.literal(o)) as unknown as [z.ZodMiniLiteral<T[number]>]), fallback),
    fallback,
  );

/** Optional free text (search boxes), trimmed to a sane length; anything else is dropped. */
export const textParam = (max = 200) => z.catch(z.optional(z.string().check(z.maxLength(max))), undefined);

/** An optional slug (lowercase letters, digits and hyphens). */
export const slugParam = () => z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/))), undefined);

/** An optional value from a list. */
export const enumParam = <T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

/** An optional non-negative number. */
export const amountParam = () => z.catch(z.optional(z.number().check(z.minimum(0))), undefined);

/** An optional positive integer id. */
export const idParam = () => z.catch(z.optional(z.int().check(z.minimum(1))), undefined);

/** An optional YYYY-MM-DD date. */
export const dateParam = () => z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

export const booleanParam = () => z.catch(z.optional(z.boolean()), undefined);

/**
 * A route's search schema, built the first time the router uses it. Every route's definition is in
 * the entry chunk, so every schema written at module level would be built at start-up, on every
 * page: the admin's too, for a shopper who never goes there
 * (docs/decisions/0020-performance-choices.md). The proxy stands for the schema in every way, types
 * included.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = () => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    has: (_target, key) => Reflect.has(built(), key),
  });
}

export { z };
