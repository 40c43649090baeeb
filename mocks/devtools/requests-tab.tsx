/** The Requests tab: the latest requests the mock answered, and with which scenario. */
import { useSyncExternalStore } from 'react';
import { scenarioLog } from '../scenarios/engine';

export function RequestsTab() {
  const entries = useSyncExternalStore(scenarioLog.subscribe, () =>
    scenarioLog
      .entries()
      .slice(0, 100)
      .map((e) => `${e.at}|${e.method}|${e.path}|${e.scenario ?? ''}|${e.source ?? ''}`)
      .join('\n'),
  );
  const rows = entries ? entries.split('\n').map((line) => line.split('|')) : [];
  return (
    <div>
      <div className="flex items-center justify-between">
        <p className="text-ink-600">The latest requests the mock answered (newest first).</p>
        <button
          type="button"
          className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
          onClick={() => scenarioLog.clear()}
        >
          Clear
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-600">No requests yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-xs">
          <caption className="sr-only">Requests the mock answered</caption>
          <thead>
            <tr className="text-ink-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                Time
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Request
              </th>
              <th scope="col" className="py-1 font-medium">
                Answered with
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([at, method, path, scenario, source], i) => (
              <tr key={`${at}-${i}`} className="border-t border-ink-100 align-top">
                <td className="py-1 pr-2 tabular-nums">{at!.slice(11, 19)}</td>
                <td className="break-all py-1 pr-2 font-mono">
                  {method} {path}
                </td>
                <td className="py-1 font-mono">
                  {scenario ? `${scenario}${source === 'header' ? ' (header)' : ''}` : 'normal'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
