/** The Scenarios tab: the active scenarios, the session-wide states and the contract's variants. */
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { formatScenarioList, scenarioStore } from '../scenarios/store';
import { STATES, variants, type Variant } from '../scenarios/variants';
import { ReloadButton } from './reload-button';

/** The scenarios on now, kept in step with the store. */
export function useActive(): readonly string[] {
  return useSyncExternalStore(scenarioStore.subscribe, scenarioStore.active, scenarioStore.active);
}

function shareLink(ids: readonly string[]): string {
  const url = new URL(location.href);
  url.searchParams.set('scenario', ids.length > 0 ? formatScenarioList(ids) : 'none');
  return url.toString().replace(/%3A/g, ':').replace(/%2C/g, ',');
}

const MAX_SHOWN = 80;
export function ScenariosTab({ reload }: { reload: () => void }) {
  const active = useActive();
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState(false);
  const searchId = useId();
  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return variants().filter((v) =>
      words.every((w) => v.id.toLowerCase().includes(w) || v.description.toLowerCase().includes(w)),
    );
  }, [query]);

  const toggle = (name: string, on: boolean) => (on ? scenarioStore.add(name) : scenarioStore.remove(name));

  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">Active</h3>
        {active.length === 0 ? (
          <p className="text-ink-600">None: every request gets the normal answer.</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {active.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => scenarioStore.remove(name)}
                  className="rounded-full bg-brand-50 px-2.5 py-1 font-mono text-xs text-brand-900 ring-1 ring-brand-300 hover:bg-brand-100"
                >
                  {name} <span aria-hidden="true">×</span>
                  <span className="sr-only"> (turn off)</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
            onClick={() => scenarioStore.clear()}
            disabled={active.length === 0}
          >
            Clear all
          </button>
          <button
            type="button"
            className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
            onClick={() => {
              void navigator.clipboard?.writeText(shareLink(active)).then(() => setCopied(true));
            }}
          >
            Copy link to share
          </button>
          <ReloadButton onClick={reload} />
        </div>
        <p role="status" className="mt-1 text-xs text-ink-600">
          {copied
            ? 'Link copied: it opens this page with the same scenarios.'
            : 'Changes apply to the next request; reload to refetch what is on screen.'}
        </p>
      </div>

      <fieldset>
        <legend className="font-semibold">Session-wide states</legend>
        <ul className="mt-1 space-y-1">
          {STATES.map((state) => (
            <li key={state.id}>
              <ScenarioCheckbox scenario={state} active={active} onToggle={toggle} className="flex items-start gap-2" />
            </li>
          ))}
        </ul>
      </fieldset>

      <div>
        <label htmlFor={searchId} className="font-semibold">
          Variants <span className="font-normal text-ink-600">({variants().length}, from openapi.yaml)</span>
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search, e.g. login invalid"
          className="mt-1 block w-full rounded-lg border border-ink-300 px-2.5 py-1.5"
        />
        <VariantList variants={matches.slice(0, MAX_SHOWN)} active={active} onToggle={toggle} />
        {matches.length > MAX_SHOWN && (
          <p className="mt-1 text-xs text-ink-600">{matches.length - MAX_SHOWN} more: narrow the search.</p>
        )}
        {matches.length === 0 && <p className="mt-1 text-ink-600">No variant matches.</p>}
      </div>
    </div>
  );
}

function VariantList({
  variants,
  active,
  onToggle,
}: {
  variants: readonly Variant[];
  active: readonly string[];
  onToggle: (name: string, on: boolean) => void;
}) {
  return (
    <ul className="mt-2 divide-y divide-ink-100">
      {variants.map((variant) => (
        <li key={variant.id}>
          <ScenarioCheckbox
            scenario={variant}
            active={active}
            onToggle={onToggle}
            className="flex items-start gap-2 py-1"
          />
        </li>
      ))}
    </ul>
  );
}

/** One scenario, on or off: its name and what it does. */
function ScenarioCheckbox({
  scenario,
  active,
  onToggle,
  className,
}: {
  scenario: { id: string; description: string };
  active: readonly string[];
  onToggle: (name: string, on: boolean) => void;
  className: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        className="mt-1"
        checked={active.includes(scenario.id)}
        onChange={(e) => onToggle(scenario.id, e.target.checked)}
      />
      <span>
        <span className="font-mono text-xs">{scenario.id}</span>
        <span className="block text-xs text-ink-600">{scenario.description}</span>
      </span>
    </label>
  );
}
