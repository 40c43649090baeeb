import { describe, expect, it } from 'vitest';
import { itemCount, itemCountLabel, providerStatusLabel } from './order-values';
import { statusBadgeClass, statusLabel } from '@/components/ui/status-badge';

describe('order values', () => {
  it('counts items by quantity', () => {
    const item = { id: 1, product_id: 1, name: 'A', unit_price: 10, total: 20, image_url: null };
    expect(
      itemCount({
        items: [
          { ...item, quantity: 2 },
          { ...item, id: 2, quantity: 3 },
        ],
      }),
    ).toBe(5);
    expect(itemCount({ items: [] })).toBe(0);
    expect(itemCount({})).toBeNull();
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(4)).toBe('4 items');
  });

  it('writes the provider status', () => {
    expect(providerStatusLabel('success')).toBe('Success');
    expect(providerStatusLabel(null)).toBe('Not reported yet');
    expect(providerStatusLabel('queued')).toBe('queued');
  });
});

describe('status badge colours', () => {
  it.each([
    ['paid', 'green'],
    ['fulfilled', 'blue'],
    ['pending', 'amber'],
    ['cancelled', 'red'],
    ['refunded', 'purple'],
    ['failed', 'gray'],
    ['on_hold', 'gray'],
    [null, 'gray'],
  ])('%s is %s', (status, colour) => {
    expect(statusBadgeClass(status)).toContain(`bg-${colour}-100`);
  });

  it('labels a status in words', () => {
    expect(statusLabel('paid')).toBe('Paid');
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusLabel(undefined)).toBe('Unknown');
  });
});
