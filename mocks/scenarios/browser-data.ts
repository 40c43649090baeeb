/**
 * Data presets in the browser (mocks/seed/presets.ts): `?data=long-text` on any page, or the Mock
 * panel, puts the data back to the seed and applies the preset; the result is saved like any
 * change, so it stays (reloads, other tabs) until a reset or another preset. `?data=none` is a
 * reset. `data:big-basket` also fills this browser's basket with its 40 lines.
 */
import { CART_KEY } from '../../src/lib/cart-storage';
import { DATA_PARAM, PRESET_STORAGE_KEY } from '../../src/config/mock-storage-keys';
import { db } from '../db';
import { gateHooks } from '../handlers/gate';
import {
  applyDataPreset,
  bigBasketLines,
  parsePresetName,
  unknownPresetMessage,
  type DataPresetName,
} from '../seed/presets';

/** The preset the data was last switched to in this browser (kept beside the saved data), or null. */
export function presetInBrowser(): DataPresetName | null {
  try {
    return parsePresetName(localStorage.getItem(PRESET_STORAGE_KEY) ?? '');
  } catch {
    return null;
  }
}

/** Remembers the data's preset (null: none; a reset and a start from the seed forget it). */
export function keepPresetInBrowser(name: DataPresetName | null): void {
  try {
    if (name) localStorage.setItem(PRESET_STORAGE_KEY, name);
    else localStorage.removeItem(PRESET_STORAGE_KEY);
  } catch {
    // Storage refused: the repro file will name no preset; the data is what it is.
  }
}

/** Back to the seed, then the preset (none: the seed only). */
export async function applyPresetInBrowser(name: DataPresetName | null, reset: () => Promise<void>): Promise<void> {
  await reset();
  keepPresetInBrowser(name);
  if (!name) return;
  await applyDataPreset(db, name, { yieldToMain: true });
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
  if (value === null) return { error: null, done: Promise.resolve() };
  const name = value.trim() === 'none' || value.trim() === '' ? null : parsePresetName(value);
  if (name === null && value.trim() !== 'none' && value.trim() !== '') {
    const error = unknownPresetMessage(value);
    console.warn(`[mock] ?data= ignored: ${error}`);
    return { error, done: Promise.resolve() };
  }
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
