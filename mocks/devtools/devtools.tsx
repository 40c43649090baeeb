/**
 * The mock backend's devtools, in mock mode only (mocks/browser.ts mounts it once the mock has started): a
 * "Mock" button at the bottom left opens a panel to pick scenarios, see the requests the mock
 * answered and with which scenario, open any row of the error catalogue, reset, export and import
 * the data, move the mock's clock, and read the outbox (password reset codes). What the address
 * asked for and the mock did not understand shows on the button and at the top of every tab.
 *
 * This file is the button and the panel's frame with its tabs; each tab is a file of its own:
 * scenarios-tab.tsx, requests-tab.tsx, catalogue-tab.tsx (with test-run-section.tsx) and
 * data-tab.tsx (with presets-section.tsx and clock-section.tsx).
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { FormAlert } from '../../src/components/ui/form-alert';
import { addressProblems, type AddressProblem } from '../scenarios/address-problems';
import { CatalogueTab } from './catalogue-tab';
import { DataTab } from './data-tab';
import { RequestsTab } from './requests-tab';
import { ScenariosTab, useActive } from './scenarios-tab';
import { AUTO_RUN_EVENT } from './auto-run';
import { loadRun } from './test-run';

export interface DevtoolsActions {
  /** Back to the seed (data, saved copy, uploads). */
  reset: () => Promise<void>;
  /** Saves the database now (after an import). */
  save: () => void;
  /** Loads the page again, its address rewritten from what is on (./address.ts). */
  reload: () => void;
  /** Loads a page of the store (a path), as after importing a repro file. */
  open: (path: string) => void;
}

const TABS = ['Scenarios', 'Requests', 'Catalogue', 'Data'] as const;
type Tab = (typeof TABS)[number];

/** `a`, `a and b`, `a, b and c`. */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** What the address asked for and the mock did not understand (nothing of it was applied). */
function useAddressProblems(): readonly AddressProblem[] {
  return useSyncExternalStore(addressProblems.subscribe, addressProblems.list, addressProblems.list);
}

export function MockDevtools({ actions }: { actions: DevtoolsActions }) {
  const [open, setOpen] = useState(false);
  const active = useActive();
  const problems = useAddressProblems();
  // Read again when the panel opens or closes and when the run checking itself saves (auto-run.ts).
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    const reread = () => setSaved((n) => n + 1);
    window.addEventListener(AUTO_RUN_EVENT, reread);
    return () => window.removeEventListener(AUTO_RUN_EVENT, reread);
  }, []);
  const run = useMemo(() => loadRun(localStorage), [open, saved]);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Said once the button is on the page (a live region speaks changes, not what it starts with).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <div className="fixed bottom-3 left-3 z-[60] font-sans text-sm" data-mock-devtools>
      {open && (
        <MockPanel
          id={panelId}
          actions={actions}
          onClose={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        />
      )}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={`rounded-full px-3 py-1.5 text-xs font-semibold text-white shadow-lg ring-2 ${problems.length > 0 ? 'bg-red-800 ring-red-300 hover:bg-red-700' : 'bg-ink-900 ring-white hover:bg-ink-700'}`}
      >
        Mock{active.length > 0 ? ` · ${active.length} on` : ''}
        {problems.length > 0 ? ` · ${problems.length} not understood` : ''}
        {run ? (run.auto ? ` · test run checking itself, ${run.auto.queue.length} to go` : ' · test run') : ''}
        <span className="sr-only"> backend devtools</span>
      </button>
      <p role="status" className="sr-only">
        {mounted && problems.length > 0
          ? `The mock did not understand ${listed(problems.map((p) => `?${p.param}=`))} in the address: open the Mock panel.`
          : ''}
      </p>
    </div>
  );
}

function MockPanel({ id, actions, onClose }: { id: string; actions: DevtoolsActions; onClose: () => void }) {
  // A test run in progress opens the panel on its tab.
  const [tab, setTab] = useState<Tab>(() => (loadRun(localStorage) ? 'Catalogue' : 'Scenarios'));
  const tabIds = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Focus moves into the panel when it opens (and back to the Mock button when it closes).
  useEffect(() => tabRefs.current[TABS.indexOf(tab)]?.focus(), []);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const wrapped = (next + TABS.length) % TABS.length;
    setTab(TABS[wrapped]!);
    tabRefs.current[wrapped]?.focus();
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-label="Mock backend devtools"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="mb-2 flex max-h-[min(80vh,44rem)] w-[min(calc(100vw-1.5rem),34rem)] flex-col overflow-hidden rounded-xl border border-ink-300 bg-white text-ink-900 shadow-2xl"
    >
      <header className="flex items-center justify-between gap-2 border-b border-ink-200 px-3 py-2">
        <h2 className="font-semibold">Mock backend</h2>
        <button type="button" onClick={onClose} className="rounded px-2 py-1 hover:bg-ink-100">
          Close
        </button>
      </header>
      <div role="tablist" aria-label="Devtools" className="flex gap-1 border-b border-ink-200 px-2">
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(el) => void (tabRefs.current[index] = el)}
            type="button"
            role="tab"
            id={`${tabIds}-tab-${index}`}
            aria-selected={tab === name}
            aria-controls={`${tabIds}-panel-${index}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
            className="border-b-2 border-transparent px-2.5 py-2 aria-selected:border-brand-700 aria-selected:font-semibold"
          >
            {name}
          </button>
        ))}
      </div>
      {TABS.map((name, index) =>
        tab === name ? (
          <div
            key={name}
            role="tabpanel"
            id={`${tabIds}-panel-${index}`}
            aria-labelledby={`${tabIds}-tab-${index}`}
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto p-3"
          >
            <AddressProblemsAlert />
            {name === 'Scenarios' && <ScenariosTab reload={actions.reload} />}
            {name === 'Requests' && <RequestsTab />}
            {name === 'Catalogue' && <CatalogueTab open={actions.open} />}
            {name === 'Data' && <DataTab actions={actions} />}
          </div>
        ) : null,
      )}
    </section>
  );
}

/** The address's values the mock did not understand, each with why: on every tab until the page loads again. */
function AddressProblemsAlert() {
  const problems = useAddressProblems();
  if (problems.length === 0) return null;
  return (
    <FormAlert className="mb-3 text-xs">
      <span className="block">
        The address asked for something the mock does not understand, so that part changed nothing:
      </span>
      {problems.map((problem) => (
        <span key={problem.param} className="mt-1 block">
          <code className="break-all font-mono">
            ?{problem.param}={problem.value}
          </code>
          : {problem.message}
        </span>
      ))}
      <span className="mt-1 block">Reload page writes the address from what is on.</span>
    </FormAlert>
  );
}
