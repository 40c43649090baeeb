import { useId, useState } from 'react';
import { applyPresetInBrowser } from '../scenarios/browser-data';
import { DATA_PRESET_NAMES, DATA_PRESETS, type DataPresetName } from '../seed/presets';
import type { DevtoolsActions } from './devtools';

/** Data presets: back to the seed with one applied (Reset data to the seed above takes it away). */
export function PresetSection({ actions }: { actions: DevtoolsActions }) {
  const [name, setName] = useState<DataPresetName>(DATA_PRESET_NAMES[0]!);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  return (
    <div>
      <h3 className="font-semibold">Data presets</h3>
      <p className="text-ink-600">
        Awkward data on every screen, from the seed. Also as a link: ?data=long-text. Reset data to the seed takes it
        away.
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label htmlFor={selectId} className="text-xs">
          Preset
          <select
            id={selectId}
            value={name}
            onChange={(e) => setName(e.target.value as DataPresetName)}
            className="mt-1 block rounded-lg border border-ink-300 px-2 py-1.5 font-mono"
          >
            {DATA_PRESET_NAMES.map((n) => (
              <option key={n} value={n}>
                data:{n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy}
          className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
          onClick={() => {
            setBusy(true);
            setError(null);
            applyPresetInBrowser(name, actions.reset)
              .then(() => {
                try {
                  actions.save();
                } catch {
                  // data:large does not fit in localStorage: it holds for this page only.
                  setError(
                    `data:${name} is too big to keep in this browser’s storage: it holds until the page reloads (in-app links keep it). The link ?data=${name} applies it on load.`,
                  );
                  return;
                }
                actions.reload();
              })
              .catch(() => setError(`data:${name} could not be applied. Reload the page and try again.`))
              .finally(() => setBusy(false));
          }}
        >
          Apply preset
        </button>
      </div>
      <p className="mt-1 text-xs text-ink-600">{DATA_PRESETS[name]}</p>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
