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
/**
 * A catalogue row's set-up in its link (mocks/scenarios/row-setup.ts): `?as=customer|admin|signed-out`
 * signs the browser in as that demo account or out; `?setup=cart` fills the cart, `?setup=checkout`
 * also types the delivery details. Read once by the boot, which takes them off the address.
 */
export const AS_PARAM = 'as';
export const SETUP_PARAM = 'setup';
/** The data preset the saved mock database came from (localStorage), while no reset or other preset has replaced it. */
export const PRESET_STORAGE_KEY = 'mock:preset';
/** Set by the Mock panel's Reload page for the load it starts (sessionStorage): the address's preset is already the data's. */
export const PANEL_RELOAD_STORAGE_KEY = 'mock:panel-reload';
