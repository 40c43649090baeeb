import { describe, expect, it } from 'vitest';
import { parseProductId } from './product-id';

describe('parseProductId', () => {
  it('accepts positive integers written plainly', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('4821')).toBe(4821);
  });
  it.each(['0', '-3', '1.5', 'abc', '12abc', '012', '', ' 7', '1e3', '99999999999999999999'])('refuses %j', (raw) => {
    expect(parseProductId(raw)).toBeNull();
  });
});
