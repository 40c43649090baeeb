/**
 * Data presets in the browser (mocks/seed/presets.ts): `?data=long-text` on any page, or the Mock
 * panel, puts the data back to the seed and applies the preset; the result is saved like any
 * change, so it stays (reloads, other tabs) until a reset or another preset. `?data=none` is a
 * reset. `data:big-basket` also fills this browser's basket with its 40 lines. The preset the
 * saved data came from is remembered beside it, so the panel's Reload page can write it in the
 * address without applying it again over what changed since.
 */
import { CART_KEY } from '../../src/lib/cart-storage';
import { DATA_PARAM, PANEL_RELOAD_STORAGE_KEY, PRESET_STORAGE_KEY } from '../../src/config/mock-storage-keys';
import { db } from '../db';
import { gateHooks } from '../handlers/gate';
import {
  applyDataPreset,
  bigBasketLines,
  parsePresetName,
  unknownPresetMessage,
  type DataPresetName,
} from '../seed/presets';
import { addressProblems } from './address-problems';

/** The preset this page's data came from: undefined until this page applies or resets one (then the saved one counts). */
let onThisPage: DataPresetName | null | undefined;

/** The preset the saved data came from, or null. */
function savedPreset(): DataPresetName | null {
  try {
    return parsePresetName(localStorage.getItem(PRESET_STORAGE_KEY) ?? '');
  } catch {
    return null;
  }
}

/** The preset the data on this page came from (null: the seed, or data changed by a reset or an import). */
export function currentPreset(): DataPresetName | null {
  return onThisPage === undefined ? savedPreset() : onThisPage;
}

/** Remembers the preset the data now comes from (`data:large` is never saved, so it is this page's only). */
export function rememberPreset(name: DataPresetName | null): void {
  onThisPage = name;
  try {
    if (name && name !== 'large') localStorage.setItem(PRESET_STORAGE_KEY, name);
    else localStorage.removeItem(PRESET_STORAGE_KEY);
  } catch {
    // Storage refused: the preset holds for this page.
  }
}

/** Whether the panel's Reload page started this load (read once: the next load is a person's again). */
function takePanelReload(): boolean {
  try {
    const set = sessionStorage.getItem(PANEL_RELOAD_STORAGE_KEY) !== null;
    sessionStorage.removeItem(PANEL_RELOAD_STORAGE_KEY);
    return set;
  } catch {
    return false;
  }
}

/** Back to the seed, then the preset (none: the seed only). */
export async function applyPresetInBrowser(name: DataPresetName | null, reset: () => Promise<void>): Promise<void> {
  await reset();
  rememberPreset(null);
  if (!name) return;
  await applyDataPreset(db, name, { yieldToMain: true });
  rememberPreset(name);
  if (name === 'big-basket') {
    const value = JSON.stringify(bigBasketLines(db.products.all()));
    try {
      localStorage.setItem(CART_KEY, value);
      // The app hears the basket change as it would from another tab.
      dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: value, storageArea: localStorage }));
    } catch {
      // Storage refused: the 40-line order is still there (Buy again).
    }
  }
}

/**
 * Reads `?data=`; while the preset is applied, requests wait for it. Returns the error, if any.
 * `reset` is the browser mock's reset (mocks/browser.ts).
 */
export function startBrowserData(
  reset: () => Promise<void>,
  search: string = location.search,
): { error: string | null; done: Promise<void> } {
  const value = new URLSearchParams(search).get(DATA_PARAM);
  const panelReload = takePanelReload();
  if (value === null) return { error: null, done: Promise.resolve() };
  const name = value.trim() === 'none' || value.trim() === '' ? null : parsePresetName(value);
  if (name === null && value.trim() !== 'none' && value.trim() !== '') {
    const error = unknownPresetMessage(value);
    console.warn(`[mock] ?data= ignored: ${error}`);
    addressProblems.report({ param: DATA_PARAM, value, message: error });
    return { error, done: Promise.resolve() };
  }
  // The panel wrote the preset the saved data already came from: keep the data, and what changed since.
  if (panelReload && name !== null && name === savedPreset()) return { error: null, done: Promise.resolve() };
  const done = applyPresetInBrowser(name, reset).catch((error: unknown) =>
    console.warn('[mock] the data preset could not be applied', error),
  );
  const earlier = gateHooks.beforeOperation;
  gateHooks.beforeOperation = async (id, request) => {
    await done;
    return earlier?.(id, request);
  };
  return { error: null, done };
}
