/**
 * The preview's report to the toolbar (scenario-tool.tsx) on the open story: the operations it
 * has called through the mock (the scenario engine's log) and the toolbar choices it replaces with
 * its own, sent over Storybook's channel as they happen.
 */
import { addons } from 'storybook/preview-api';
import { scenarioLog } from '../mocks/scenarios/engine';
import { REPORT_EVENT, type ScenarioChoice, type StoryReport } from './scenario-menu';

let report: StoryReport | null = null;
let queued = false;

function send(): void {
  if (queued) return;
  queued = true;
  // One message for the requests of a moment (a page asks for several at once).
  setTimeout(() => {
    queued = false;
    if (report) addons.getChannel().emit(REPORT_EVENT, { ...report, calls: [...report.calls] });
  }, 50);
}

scenarioLog.subscribe(() => {
  const entry = scenarioLog.entries()[0];
  if (!report || !entry || report.calls.includes(entry.operation)) return;
  report.calls.push(entry.operation);
  send();
});

/** A story starts (the preview's loader): nothing called yet. */
export function startReport(storyId: string, choices: ScenarioChoice[]): void {
  report = { storyId, calls: [], overridden: [], choices };
  send();
}

/** The story replaces a toolbar choice with its own (`data:big-basket`). */
export function reportOverridden(choice: string): void {
  if (!report || report.overridden.includes(choice)) return;
  report.overridden.push(choice);
  send();
}
