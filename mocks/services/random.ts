/**
 * The draws the mock makes values up with (welcome codes, payment references, transaction ids):
 * `Math.random` unless seeded. The stories seed it for each story (.storybook/visual.ts), so a code
 * in a picture is the same every run; nothing but the mock draws from it, so the page's other
 * draws from `Math.random` (a varying number of them) cannot shift it.
 */
import { seededRandom } from '../scenarios/dynamic';

const unseeded = (): number => Math.random();
let draw = unseeded;

export function mockRandom(): number {
  return draw();
}

/** Draws from `seed` from now on; `null` goes back to `Math.random`. */
export function seedMockRandom(seed: number | null): void {
  draw = seed === null ? unseeded : seededRandom(seed);
}
