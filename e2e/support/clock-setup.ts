/**
 * Set-up file of the browser-journey projects: the journey file's own process runs on the run's
 * clock (e2e/support/clock.ts), so the mock server a journey serves in-process (real-host.e2e.ts)
 * and the dates a journey computes (`daysAgo`, an order's minute) agree with the pages'.
 */
import { clockOffset } from './clock';
import { shiftDate } from './shift-date.mjs';

shiftDate(clockOffset());
