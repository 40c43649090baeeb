/** The Scenarios tab: the active scenarios with what each does next, any name by hand, the session-wide states and the contract's variants. */
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { TextField } from '../../src/components/ui/field';
import { FormAlert } from '../../src/components/ui/form-alert';
import { addressProblems } from '../scenarios/address-problems';
import { activeProgress, scenarioLog } from '../scenarios/engine';
import { unknownScenarioMessage } from '../scenarios/known-names';
import { parseScenarioList, scenarioStore, splitScenarioList } from '../scenarios/store';
import { STATES, variants, type Variant } from '../scenarios/variants';
import { SCENARIO_PARAM } from '../../src/config/mock-storage-keys';
import { mockAddress } from './address';
import { ReloadButton } from './reload-button';

/** The scenarios on now, kept in step with the store. */
export function useActive(): readonly string[] {
  return useSyncExternalStore(scenarioStore.subscribe, scenarioStore.active, scenarioStore.active);
}

/** A plan moves on with each call the mock answers (the log hears them) and starts again with any change of the list. */
const onProgress = (listener: () => void) => {
  const offList = scenarioStore.subscribe(listener);
  const offLog = scenarioLog.subscribe(listener);
  return () => {
    offList();
    offLog();
  };
};
const progressSnapshot = () => JSON.stringify(activeProgress());

/** The active list, each name with what it does at the next call of its operation (`next: call 2 of 3`). */
function useProgress(): { name: string; next: string | null }[] {
  return JSON.parse(useSyncExternalStore(onProgress, progressSnapshot, progressSnapshot)) as {
    name: string;
    next: string | null;
  }[];
}

const MAX_SHOWN = 80;
export function ScenariosTab({ reload }: { reload: () => void }) {
  const active = useActive();
  const progress = useProgress();
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
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Active scenarios">
            {progress.map(({ name, next }, index) => (
              // A `then:` step may come twice: its place makes it one of a kind.
              <li key={`${index}-${name}`} className="flex flex-wrap items-center gap-1">
                <button
                  type="button"
                  onClick={() => scenarioStore.remove(name)}
                  className="rounded-full bg-brand-50 px-2.5 py-1 font-mono text-xs text-brand-900 ring-1 ring-brand-300 hover:bg-brand-100"
                >
                  {name} <span aria-hidden="true">×</span>
                  <span className="sr-only"> (turn off)</span>
                </button>
                {next && <span className="text-xs text-ink-600">{next}</span>}
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
              void navigator.clipboard?.writeText(mockAddress(location.href)).then(() => setCopied(true));
            }}
          >
            Copy link to share
          </button>
          <ReloadButton onClick={reload} />
        </div>
        <p role="status" className="mt-1 text-xs text-ink-600">
          {copied
            ? 'Link copied: it opens this page with the same scenarios, data preset and clock.'
            : 'Changes apply to the next request; Reload page writes them in the address and refetches what is on screen.'}
        </p>
      </div>

      <ByName />

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

/**
 * Any name a link takes, typed by hand: sequences (`getProduct:500x2`), delays
 * (`getProduct:delay=2500`) and steps (`verifyPayment:500,then:200`), checked as they are typed by
 * the parser the address, the header and the mock server use. A list from the address that was not
 * understood starts in the field, to mend.
 */
function ByName() {
  const [value, setValue] = useState(() => addressProblems.list().find((p) => p.param === SCENARIO_PARAM)?.value ?? '');
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<{ added: string } | { refused: true } | null>(null);
  const alertId = useId();
  const names = splitScenarioList(value);
  const { ids, unknown } = parseScenarioList(value);
  const error =
    unknown.length > 0
      ? unknownScenarioMessage(unknown, names)
      : tried && names.length === 0
        ? 'Type a scenario name, such as getProduct:500x2.'
        : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (names.length === 0 || unknown.length > 0) {
          setOutcome({ refused: true });
          event.currentTarget.querySelector('input')?.focus();
          return;
        }
        scenarioStore.add(...ids);
        setValue('');
        setTried(false);
        setOutcome({ added: `Turned on: ${ids.join(', ')}.` });
      }}
    >
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          label="Add by name"
          className="min-w-0 flex-1 basis-56"
          inputClassName="font-mono text-sm"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOutcome(null);
          }}
          placeholder="getProduct:500x2"
          hint={
            ids.length > 0 && unknown.length === 0
              ? `Understood: ${ids.join(', ')}.`
              : 'Any name a link takes: getProduct:500x2, getProduct:delay=2500, verifyPayment:500,then:200.'
          }
          error={error}
          flagged={outcome !== null && 'refused' in outcome}
          describedBy={alertId}
        />
        <button type="submit" className="mt-7 min-h-11 rounded-lg border border-ink-300 px-3 py-1.5 hover:bg-ink-50">
          Add
        </button>
      </div>
      {outcome && 'refused' in outcome && (
        <FormAlert id={alertId} className="mt-2">
          {names.length === 0
            ? 'Nothing was turned on: the field is empty.'
            : 'Nothing was turned on: the field has a name the mock does not understand.'}
        </FormAlert>
      )}
      <p role="status" className="mt-1 text-xs text-green-800">
        {outcome && 'added' in outcome ? outcome.added : null}
      </p>
    </form>
  );
}
