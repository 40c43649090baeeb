import { describe, expect, it, vi } from 'vitest';
import { choiceParam, lazySchema, pageParam, perPageParam, slugParam, textParam, z } from './search-params';

const schema = z.object({
  q: textParam(),
  category: slugParam(),
  page: pageParam(),
  per_page: perPageParam(20, 100),
  size: choiceParam([10, 20, 50] as const, 20),
});
const parse = (input: unknown) => schema['~standard'].validate(input) as { value: z.infer<typeof schema> };

describe('search params fall back instead of failing', () => {
  it('applies the defaults', () => {
    expect(parse({}).value).toEqual({ page: 1, per_page: 20, size: 20 });
  });
  it('keeps valid values', () => {
    expect(parse({ q: 'soap', category: 'make-up', page: 3, per_page: 60, size: 50 }).value).toEqual({
      q: 'soap',
      category: 'make-up',
      page: 3,
      per_page: 60,
      size: 50,
    });
  });
  it('replaces malformed values with defaults', () => {
    expect(parse({ q: ['x'], category: 'Make Up!', page: -2, per_page: 1000, size: 33 }).value).toEqual({
      q: undefined,
      category: undefined,
      page: 1,
      per_page: 20,
      size: 20,
    });
    expect(parse({ page: 'two', per_page: 2.5 }).value).toMatchObject({ page: 1, per_page: 20 });
  });
});

describe('lazySchema', () => {
  it('builds the schema on first use only, and stands for it as the router uses it', () => {
    const build = vi.fn(() => z.object({ page: pageParam() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect('~standard' in schema).toBe(true);
    expect(schema['~standard'].validate({ page: 'x' })).toEqual({ value: { page: 1 } });
    expect(schema.parse({ page: 3 })).toEqual({ page: 3 });
    expect(build).toHaveBeenCalledTimes(1);
  });
});
