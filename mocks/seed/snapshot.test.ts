import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { clock } from '../services/clock';
import { seedDatabase } from '.';
import { restoreSeedSnapshot, seedDay, shiftSeedSnapshot, type SeedSnapshot } from './snapshot';

const DAY = 24 * 60 * 60 * 1000;

async function seedOn(offsetDays: number): Promise<SeedSnapshot> {
  clock.reset();
  clock.advance(offsetDays * DAY);
  db.clear();
  await seedDatabase(db);
  return { day: seedDay(clock.now()), snapshot: db.snapshot() };
}

describe('the seed snapshot the browser restores', () => {
  afterEach(() => clock.reset());

  it('moved forward by days, is the seed that day would have made', async () => {
    const built = await seedOn(-40);
    const today = await seedOn(0);
    expect(built.snapshot).not.toEqual(today.snapshot);
    expect(shiftSeedSnapshot(built, clock.now())).toEqual(today.snapshot);
  });

  it('moves date-only fields and the day in an order reference too, and leaves other strings alone', () => {
    const snapshot = {
      version: 1,
      tables: {
        orders: [
          {
            id: 1,
            paystack_reference: 'BS-20260101-ABC123',
            created_at: '2026-01-01T10:00:00.000Z',
            shipping: { shipped_at: '2026-01-03', carrier: '2026-01-03' },
            note: '2026-01-01T10:00:00.000Z',
          },
        ],
      },
    };
    const moved = shiftSeedSnapshot(
      { day: Date.parse('2026-01-01T00:00:00Z'), snapshot },
      Date.parse('2026-01-11T15:00:00Z'),
    );
    expect(moved.tables.orders).toEqual([
      {
        id: 1,
        paystack_reference: 'BS-20260111-ABC123',
        created_at: '2026-01-11T10:00:00.000Z',
        shipping: { shipped_at: '2026-01-13', carrier: '2026-01-03' },
        note: '2026-01-01T10:00:00.000Z',
      },
    ]);
  });

  it('restored (its rows are not checked again), gives the same database as seeding that day', async () => {
    const built = await seedOn(-3);
    const today = await seedOn(0);
    db.clear();
    await restoreSeedSnapshot(db, built, clock.now());
    expect(db.snapshot()).toEqual(today.snapshot);
  });

  it('still checks every row of a saved copy: a damaged one is refused', async () => {
    const saved = (await seedOn(0)).snapshot;
    const damaged = {
      ...saved,
      tables: { ...saved.tables, products: [{ ...(saved.tables.products![0] as object), price: 'free' }] },
    };
    db.clear();
    // @msw/data logs the schema's issues before it throws: expected here, so not a failure.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(db.restore(damaged)).rejects.toThrow(/does not match the schema/);
    expect(logged).toHaveBeenCalled();
  });
});
