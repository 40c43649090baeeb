/** The Data tab: export, import and reset the data, the data presets, the clock and the outbox. */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { db } from '../db';
import { scenarioLog } from '../scenarios/engine';
import { exportBrowserState, importInBrowser } from './browser-state';
import { ClockSection } from './clock-section';
import type { DevtoolsActions } from './devtools';
import { download } from './download';
import { PresetSection } from './presets-section';
import { parseStateFile, StateFileError } from './state-file';

export function DataTab({ actions }: { actions: DevtoolsActions }) {
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const outbox = db.outbox.all().slice(-10).reverse();

  /** `failed`: the sentence shown when the work fails for a reason of its own (a StateFileError says why). */
  async function run(work: () => Promise<void>, failed: string) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof StateFileError ? error.message : failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">Data</h3>
        <p className="text-ink-600">
          The mock’s database lives in this browser (it survives reloads). Export it for a bug report: with the
          scenarios, the clock, the preset, this page and who is signed in. Importing a file puts you there.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
            onClick={() =>
              void run(async () => {
                const state = await exportBrowserState();
                download(
                  `mock-state-${state.exported_at.slice(0, 19).replace(/:/g, '-')}.json`,
                  JSON.stringify(state),
                  'application/json',
                );
                setMessage({ tone: 'ok', text: 'Exported.' });
              }, 'The export failed: the uploaded files could not be read. Reload the page and try again.')
            }
          >
            Export data and scenarios
          </button>
          <label
            htmlFor={fileId}
            className="cursor-pointer rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50 focus-within:ring-2"
          >
            Import a state file…
            <input
              id={fileId}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                void run(async () => {
                  const parsed = parseStateFile(await file.text());
                  if (!parsed.ok) throw new StateFileError(parsed.message);
                  const imported = await importInBrowser(parsed.state, actions.save);
                  setMessage({ tone: 'ok', text: imported.summary });
                  if (imported.page) actions.open(imported.page);
                  else actions.reload();
                }, 'The file could not be read. Export it again and retry.');
              }}
            />
          </label>
          <button
            type="button"
            disabled={busy}
            className="rounded-lg border border-red-300 px-2.5 py-1.5 text-red-800 hover:bg-red-50"
            onClick={() =>
              void run(async () => {
                await actions.reset();
                actions.reload();
              }, 'The reset failed. Reload the page and try again.')
            }
          >
            Reset data to the seed
          </button>
        </div>
        {message && (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={`mt-2 ${message.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
          >
            {message.text}
          </p>
        )}
      </div>
      <PresetSection actions={actions} />
      <ClockSection reload={actions.reload} />
      <Outbox mails={outbox} />
    </div>
  );
}

function Outbox({
  mails,
}: {
  mails: Array<{ to: string; subject: string; code: string | null; created_at: string }>;
}): ReactNode {
  const [, force] = useState(0);
  useEffect(() => scenarioLog.subscribe(() => force((n) => n + 1)), []);
  return (
    <div>
      <h3 className="font-semibold">Outbox</h3>
      {mails.length === 0 ? (
        <p className="text-ink-600">No mail sent yet. A password reset request puts its code here.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {mails.map((mail) => (
            <li key={mail.created_at + mail.to}>
              <span className="font-mono text-xs">{mail.created_at.slice(0, 19).replace('T', ' ')}</span> to {mail.to}:{' '}
              {mail.subject}
              {mail.code && (
                <>
                  {' '}
                  <strong className="font-mono">{mail.code}</strong>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
