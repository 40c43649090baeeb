import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@/api/queries/admin';
import { toCsv } from '@/lib/csv';
import { counterText, CUSTOMERS_CSV_HEADER, customersCsvRows, joinedLine, revokedText } from './customer-values';

const ada: AdminUser = {
  id: 7,
  email: 'ada@example.com',
  role: 'admin',
  created_at: '2026-03-14T09:30:00Z',
  orders_count: 3,
};
const tolu: AdminUser = {
  id: 2,
  email: '=HYPERLINK("x")@example.com',
  role: 'user',
  created_at: '2025-01-02T23:59:59.5+01:00',
  orders_count: 0,
};

describe('customer values', () => {
  it('builds one CSV row a customer: id, email, role, joined as ISO, orders', () => {
    expect(customersCsvRows([ada, tolu])).toEqual([
      [7, 'ada@example.com', 'admin', '2026-03-14T09:30:00.000Z', 3],
      [2, '=HYPERLINK("x")@example.com', 'user', '2025-01-02T22:59:59.500Z', 0],
    ]);
    expect(customersCsvRows([])).toEqual([]);
  });

  it('keeps an unreadable date as it came, and the file neutralises formulas', () => {
    expect(customersCsvRows([{ ...ada, created_at: 'yesterday' }])[0]![3]).toBe('yesterday');
    const csv = toCsv(CUSTOMERS_CSV_HEADER, customersCsvRows([tolu]));
    expect(csv).toBe(
      'id,email,role,joined,orders\r\n2,"\'=HYPERLINK(""x"")@example.com",user,2025-01-02T22:59:59.500Z,0\r\n',
    );
  });

  it('writes the counter, the joined line and the revoke count as the screen shows them', () => {
    expect(counterText(42, 1, 3)).toBe('42 results • Page 1 of 3');
    expect(counterText(1, 1, 1)).toBe('1 result • Page 1 of 1');
    expect(counterText(0, 1, 0)).toBe('0 results • Page 1 of 1');
    expect(joinedLine(ada)).toBe('Joined 14 Mar 2026 • 3 orders');
    expect(joinedLine({ ...ada, orders_count: 1 })).toBe('Joined 14 Mar 2026 • 1 order');
    expect(joinedLine({ ...ada, created_at: '' })).toBe('Joined — • 3 orders');
    expect(revokedText('ada@example.com')).toBe('Every session of ada@example.com has ended.');
  });
});
