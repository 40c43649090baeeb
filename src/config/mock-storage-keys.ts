/**
 * Where the browser mock keeps its state. Here, not in mocks/, because the app's boot reads them
 * too (src/boot/prerendered.ts) and app code never imports the mock.
 */
/** The saved mock database (localStorage); written only once a request has changed the data. */
export const DATABASE_STORAGE_KEY = 'bs-mock-db:v1';
/** The tab's mock scenarios (sessionStorage). */
export const SCENARIO_STORAGE_KEY = 'mock:scenarios';
/** `?scenario=a:b,c:d` on any page turns scenarios on. */
export const SCENARIO_PARAM = 'scenario';
/** `?clock=+8d` (or a date and time) moves the tab's mock clock; `?clock=now` puts it back. */
export const CLOCK_PARAM = 'clock';
/** The tab's mock clock, as milliseconds from the real one (sessionStorage). */
export const CLOCK_STORAGE_KEY = 'mock:clock';
/** `?data=long-text` applies a data preset to the mock's database; `?data=none` resets to the seed. */
export const DATA_PARAM = 'data';
/** The data preset the saved database was made with (localStorage), for the repro file. */
export const PRESET_STORAGE_KEY = 'mock:preset';
