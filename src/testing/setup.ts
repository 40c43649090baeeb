/**
 * Shared Vitest setup: a console.error fails the test, and the mock clock goes back to real time.
 * Test files that talk to the mock backend call `withMockBackend()` from ./mock-backend.ts.
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { db } from '@mocks/db';
import { resetMockSettings } from '@mocks/reset-settings';
import { clock } from '@mocks/services/clock';

// Each file starts as in a process of its own: the mock's data empty and its settings as a fresh
// start has them, whatever the file before it left (a project's files share their modules).
beforeAll(() => {
  db.clear();
  resetMockSettings();
});

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
