/**
 * Storybook runs on the same mock backend as the app: the same handlers, the same seed, in memory
 * (no persistence, so every story starts from the seed).
 */
import { setupWorker } from 'msw/browser';
import { db } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { seedDatabase } from '../mocks/seed';
import { seedDay, shiftSeedSnapshot, type SeedSnapshot } from '../mocks/seed/snapshot';
import { resetMockSettings } from '../mocks/reset-settings';
import type { DemoRole } from '../mocks/seed/demo-accounts';
import { clock } from '../mocks/services/clock';
import { tokens } from '../src/api/tokens';
import { signInAs } from '../src/testing/session';
import { staticHostHandlers, workerUrl } from './static-host';

export type StorySession = 'signed-out' | DemoRole;

/** Starts the worker only: `prepareSession` seeds before each story (loaders run in parallel). */
export async function startStoryWorker() {
  const worker = setupWorker(...staticHostHandlers(), ...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: workerUrl() } });
  // What a tester reads in the app's mock build (mocks/browser.ts): the mails the mock has sent.
  (window as unknown as { __mockBackend?: { outbox: () => MockMail[] } }).__mockBackend = {
    outbox: () => db.outbox.all().map(({ to, subject, code, created_at }) => ({ to, subject, code, created_at })),
  };
  return worker;
}

export interface MockMail {
  to: string;
  subject: string;
  code: string | null;
  created_at: string;
}

/**
 * The instant every story starts at, when set: the test run sets it (vitest.setup.ts), so the dates
 * on screen and the seed's, which follow the mock's clock, are the same every day and the stories'
 * pictures keep matching their baselines. Storybook itself runs on the real time.
 */
let startsAt: number | null = null;

export function fixStoryClock(at: number): void {
  startsAt = at;
}

/** The seed, made by the first story of a file and restored (a copy, moved to the clock's day) by the others. */
let seeded: SeedSnapshot | null = null;

/**
 * Back to the seed, then sign in as the story asks (`signInAs`, real tokens from the mock), at `startAt`
 * when given (the toolbar's Clock set to a date: signed in on that day), else at the fixed instant
 * of the test run or the real now.
 */
export async function prepareSession(session: StorySession, startAt?: number): Promise<void> {
  // Each story starts as a new visitor would: the seed, no rate-limit counts, no clock moved, no
  // scenario on and none of its draws made (the story files share one page).
  resetMockSettings();
  const at = startAt ?? startsAt;
  if (at !== null) clock.set(at);
  db.clear();
  if (seeded)
    await db.restore(shiftSeedSnapshot({ day: seeded.day, snapshot: structuredClone(seeded.snapshot) }, clock.now()), {
      checked: true,
    });
  else {
    await seedDatabase(db);
    seeded = { day: seedDay(clock.now()), snapshot: db.snapshot() };
  }
  localStorage.clear();
  sessionStorage.clear();
  tokens.clear();
  if (session !== 'signed-out') await signInAs(session);
}
