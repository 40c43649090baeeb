/**
 * `node --import ./e2e/support/clock-preload.mjs`: the process runs on the journeys' clock, shifted
 * by E2E_CLOCK_OFFSET_MS (e2e/support/clock.ts sets both for the builds a journey starts, so a
 * prerendered page is made on the day the browser sees). Without the variable it changes nothing.
 */
import { shiftDate } from './shift-date.mjs';

const offset = Number(process.env.E2E_CLOCK_OFFSET_MS);
if (process.env.E2E_CLOCK_OFFSET_MS && Number.isFinite(offset)) shiftDate(offset);
