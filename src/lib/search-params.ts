/**
 * Route search params, read without Zod: every route's schema is in the entry chunk and every page
 * validates its URL before its first render, so Zod would be in every page's first download
 * (docs/decisions/0048-search-without-zod.md). Each field falls back instead of failing, so
 * a malformed URL degrades to the defaults; a field with no fallback is undefined. Keys the schema
 * does not name are not in the answer. Each check is the one the Zod schema it replaced made.
 */

/** One search field: the value the router read from the URL, or its fallback. */
export type Param<T> = (raw: unknown) => T;

type Shape = Record<string, Param<unknown>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The search a shape gives: fields that can be missing are optional. */
type Output<S extends Shape> = Simplify<
  { [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]> } & {
    [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]>;
  }
>;

/** A route's `validateSearch` (TanStack Router's validator adapter). */
export interface SearchSchema<T> {
  /** The types alone, for the router (a link may leave any field out): nothing at run time. */
  readonly types: { input: Partial<T>; output: T };
  /** The search as the router read it from the URL, each field valid or its fallback. */
  parse(search: unknown): T;
}

/** The search a schema gives. */
export type SearchOf<S> = S extends SearchSchema<infer T> ? T : never;

export function searchSchema<S extends Shape>(shape: S): SearchSchema<Output<S>> {
  const fields = Object.entries(shape);
  return {
    types: undefined as never,
    parse(search) {
      const raw = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, param] of fields) {
        const value = param(raw[key]);
        // A field the URL has stays, undefined if it is wrong: the router would keep its raw value.
        if (value !== undefined || Object.hasOwn(raw, key)) out[key] = value;
      }
      return out as Output<S>;
    },
  };
}

const isInt = (raw: unknown): raw is number => Number.isSafeInteger(raw);
const isString = (raw: unknown, max: number): raw is string => typeof raw === 'string' && raw.length <= max;

/** A page number, at least 1 (default 1). */
export const pageParam = (): Param<number> => (raw) => (isInt(raw) && raw >= 1 ? raw : 1);

/** A page size within [1, max], falling back to `fallback`. */
export const perPageParam =
  (fallback: number, max = 100): Param<number> =>
  (raw) =>
    isInt(raw) && raw >= 1 && raw <= max ? raw : fallback;

/** One of fixed options (a page size, a range), falling back to `fallback`. */
export const choiceParam =
  <T extends readonly [string | number, ...(string | number)[]]>(options: T, fallback: T[number]): Param<T[number]> =>
  (raw) =>
    options.includes(raw as T[number]) ? (raw as T[number]) : fallback;

/** Optional free text (search boxes), trimmed to a sane length; anything else is dropped. */
export const textParam =
  (max = 200): Param<string | undefined> =>
  (raw) =>
    isString(raw, max) ? raw : undefined;

/** An optional slug (lowercase letters, digits and hyphens). */
export const slugParam = (): Param<string | undefined> => (raw) =>
  isString(raw, 80) && /^[a-z0-9-]{1,80}$/.test(raw) ? raw : undefined;

/** An optional value from a list. */
export const enumParam =
  <T extends readonly [string, ...string[]]>(values: T): Param<T[number] | undefined> =>
  (raw) =>
    values.includes(raw as T[number]) ? (raw as T[number]) : undefined;

/** An optional non-negative number. */
export const amountParam = (): Param<number | undefined> => (raw) =>
  typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : undefined;

/** An optional positive integer id. */
export const idParam = (): Param<number | undefined> => (raw) => (isInt(raw) && raw >= 1 ? raw : undefined);

/** An optional YYYY-MM-DD date. */
export const dateParam = (): Param<string | undefined> => (raw) =>
  isString(raw, 10) && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined;

export const booleanParam = (): Param<boolean | undefined> => (raw) => (typeof raw === 'boolean' ? raw : undefined);
