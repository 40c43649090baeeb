/**
 * Shared Vitest setup: a console.error fails the test, and the mock clock goes back to real time.
 * Test files that talk to the mock backend call `withMockBackend()` from ./mock-backend.ts.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { clock } from '@mocks/services/clock';

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  clock.reset();
  vi.restoreAllMocks();
  if (errors.length > 0)
    throw new Error(`console.error was called:\n${errors.map((e) => e.map(String).join(' ')).join('\n')}`);
});
