/**
 * The toolbar's Scenario menu: a search over every variant, the operations the open story calls
 * first (the preview's report, story-report.ts), and a note when the chosen scenario, or another
 * toolbar choice, does not reach the story. The built-in menus cannot search.
 */
// The manager's bundle compiles JSX to React.createElement.
import * as React from 'react';
import { Button, PopoverProvider } from 'storybook/internal/components';
import { useChannel, useGlobals, useStorybookApi } from 'storybook/manager-api';
import {
  fromGlobalValue,
  REPORT_EVENT,
  scenarioMenu,
  unusedScenario,
  type ScenarioChoice,
  type StoryReport,
} from './scenario-menu';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
const heading = { fontSize: 12, fontWeight: 700, margin: '10px 0 4px' } as const;

function Choices({ title, items, pick }: { title: string; items: ScenarioChoice[]; pick: (value: string) => void }) {
  if (!items.length) return null;
  return (
    <section aria-label={title}>
      <h3 style={heading}>{title}</h3>
      <ul style={list}>
        {items.map((item) => (
          <li key={item.value}>
            <Button variant="ghost" size="small" onClick={() => pick(item.value)} ariaLabel={false}>
              <span>
                <strong>{item.title}</strong> {item.right}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function useReport(): StoryReport | null {
  const api = useStorybookApi();
  const [report, setReport] = React.useState<StoryReport | null>(null);
  useChannel({ [REPORT_EVENT]: (next: StoryReport) => setReport(next) });
  return report && report.storyId === api.getUrlState().storyId ? report : null;
}

export function ScenarioTool() {
  const [globals, updateGlobals] = useGlobals();
  const report = useReport();
  const [query, setQuery] = React.useState('');
  const chosen = typeof globals.scenario === 'string' && globals.scenario ? fromGlobalValue(globals.scenario) : '';
  const unused = chosen && report ? unusedScenario(chosen, report.calls) : undefined;
  const menu = scenarioMenu(report?.choices ?? [], report?.calls ?? [], query);
  const label = chosen ? `Scenario: ${chosen}${unused ? ' (not used here)' : ''}` : 'Scenario';
  return (
    <PopoverProvider
      ariaLabel="Scenario: one operation’s answer"
      placement="bottom-start"
      popover={({ onHide }) => {
        const pick = (value: string) => {
          updateGlobals({ scenario: value });
          onHide();
        };
        return (
          <div style={{ width: 420, maxHeight: 480, overflowY: 'auto', padding: 8 }}>
            {unused ? <p role="status">Not used here: {unused}.</p> : null}
            <label style={{ display: 'block', fontSize: 12 }}>
              Search scenarios
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="listOrders 500, refused, slow…"
                style={{ display: 'block', width: '100%', marginTop: 4, padding: 6 }}
              />
            </label>
            {chosen ? (
              <Button
                variant="outline"
                size="small"
                onClick={() => pick('')}
                style={{ marginTop: 8 }}
                ariaLabel={false}
              >
                Scenario: none
              </Button>
            ) : null}
            <Choices title="Called by this story" items={menu.called} pick={pick} />
            <Choices title="All operations" items={menu.others} pick={pick} />
            {!menu.called.length && !menu.others.length ? <p>No scenario matches “{query}”.</p> : null}
          </div>
        );
      }}
    >
      <Button variant="ghost" size="small" ariaLabel={unused ? `${label}: ${unused}` : false}>
        {unused ? '⚠ ' : ''}
        {label}
      </Button>
    </PopoverProvider>
  );
}

/** A toolbar choice the open story replaces with its own (`data:big-basket` on a story with its own basket). */
export function OverriddenTool() {
  const report = useReport();
  if (!report?.overridden.length) return null;
  return <span role="status">⚠ Replaced by this story: {report.overridden.join(', ')}</span>;
}
