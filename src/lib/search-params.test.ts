import { describe, expect, it } from 'vitest';
import {
  amountParam,
  booleanParam,
  choiceParam,
  dateParam,
  enumParam,
  idParam,
  pageParam,
  perPageParam,
  searchSchema,
  slugParam,
  textParam,
} from './search-params';

const schema = searchSchema({
  q: textParam(),
  category: slugParam(),
  page: pageParam(),
  per_page: perPageParam(20, 100),
  size: choiceParam([10, 20, 50] as const, 20),
});

describe('search params fall back instead of failing', () => {
  it('applies the defaults', () => {
    expect(schema.parse({})).toStrictEqual({ page: 1, per_page: 20, size: 20 });
  });
  it('keeps valid values', () => {
    expect(schema.parse({ q: 'soap', category: 'make-up', page: 3, per_page: 60, size: 50 })).toEqual({
      q: 'soap',
      category: 'make-up',
      page: 3,
      per_page: 60,
      size: 50,
    });
  });
  it('replaces malformed values with defaults or undefined (never the raw value), and drops unknown keys', () => {
    expect(schema.parse({ q: ['x'], category: 'Make Up!', page: -2, per_page: 1000, size: 33 })).toStrictEqual({
      q: undefined,
      category: undefined,
      page: 1,
      per_page: 20,
      size: 20,
    });
    expect(schema.parse({ page: 'two', per_page: 2.5, q: 'x'.repeat(201), other: 1 })).toStrictEqual({
      q: undefined,
      page: 1,
      per_page: 20,
      size: 20,
    });
  });
  it('reads each kind of field as Zod did', () => {
    const every = searchSchema({
      range: choiceParam(['7d', '30d', '90d'] as const, '30d'),
      status: enumParam(['paid', 'pending'] as const),
      min: amountParam(),
      order: idParam(),
      from: dateParam(),
      low: booleanParam(),
    });
    expect(every.parse({ range: '90d', status: 'paid', min: 2.5, order: 7, from: '2026-01-31', low: false })).toEqual({
      range: '90d',
      status: 'paid',
      min: 2.5,
      order: 7,
      from: '2026-01-31',
      low: false,
    });
    expect(every.parse({ range: '1y', status: 'lost', min: -1, order: 0, from: '31/01/2026', low: 'yes' })).toEqual({
      range: '30d',
    });
    expect(every.parse({ min: '5', order: 1.5, from: 20260131, low: 1 })).toEqual({ range: '30d' });
  });
});
