/**
 * The toolbar's Scenario menu (scenario-tool.tsx): every variant of the contract, the operations
 * the open story has called first, narrowed by a search; and whether the chosen one reaches the
 * story at all. Pure, so that it is tested in Node (scripts/storybook-toolbar.test.ts).
 */

/** One variant, as the toolbar offers it: `value` is the global (toolbar.ts `toGlobalValue`). */
export interface ScenarioChoice {
  value: string;
  /** `operationId:variant` */
  title: string;
  right?: string;
}

/** What the preview tells the manager about the open story (story-report.ts). */
export interface StoryReport {
  storyId: string;
  /** The operations the story has called through the mock, first call first. */
  calls: string[];
  /** Toolbar choices the story replaces with its own (`data:big-basket` when it sets its own basket). */
  overridden: string[];
  choices: ScenarioChoice[];
}

export const REPORT_EVENT = 'store/story-report';

/** `getProduct:404` → `getProduct--404`; `resetPassword:invalid_payload.code` → `resetPassword--invalid_payload__code`. */
export function toGlobalValue(name: string): string {
  return name.replaceAll(':', '--').replaceAll('.', '__');
}

/** The reverse of `toGlobalValue`. */
export function fromGlobalValue(value: string): string {
  return value.replaceAll('--', ':').replaceAll('__', '.');
}

/** `listOrders:500` → `listOrders`. */
const operationOf = (name: string): string => name.split(':', 1)[0] ?? name;

/** Every word of the search in the variant's name or description, in any case. */
function matches(choice: ScenarioChoice, query: string): boolean {
  const text = `${choice.title} ${choice.right ?? ''}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The menu's two groups: the variants of the operations the story calls, then the rest. */
export function scenarioMenu(
  choices: readonly ScenarioChoice[],
  calls: readonly string[],
  query: string,
): { called: ScenarioChoice[]; others: ScenarioChoice[] } {
  const found = choices.filter((choice) => matches(choice, query));
  const order = (choice: ScenarioChoice) => calls.indexOf(operationOf(choice.title));
  return {
    called: found.filter((choice) => order(choice) >= 0).sort((a, b) => order(a) - order(b)),
    others: found.filter((choice) => order(choice) < 0),
  };
}

/**
 * Why a chosen scenario does nothing in the open story, or `undefined` when it reaches it: the
 * story never called its operation through the mock (it does not ask, or answers it itself).
 */
export function unusedScenario(scenario: string, calls: readonly string[]): string | undefined {
  const operation = operationOf(scenario);
  return calls.includes(operation) ? undefined : `this story has not called ${operation}`;
}
