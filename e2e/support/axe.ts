/**
 * axe-core in the browser journeys (@axe-core/playwright): the WCAG 2.0 and 2.1 A and AA rules,
 * and a failure for every violation of impact serious or critical, listed so that a person can
 * act on it without opening a report: the rule, its impact, the elements (CSS selectors) and the
 * rule's help text and page. docs/decisions/0016-accessibility-checks.md says why these.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One rule's violation as axe reports it. */
export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const BLOCKING_IMPACTS: ReadonlyArray<Violation['impact']> = ['serious', 'critical'];

/**
 * The mock backend's devtools panel (mock builds only, never in a real-host build) is a tool for
 * testers, not part of the store: it is left out of the store's scans.
 */
export const NOT_THE_STORE = ['[data-mock-devtools-root]'];

/**
 * Waits for the page's style sheets, then turns transitions off and brings the finite animations
 * running now (a fade-in, a slide) to their end, so colours are read as they settle. A link styled
 * before the sheet arrived (a page the mock reloads) fades from the browser's own blue; a fade that
 * starts while axe reads the page would be read at its start. Returns what puts transitions back.
 */
export async function settle(page: Page): Promise<() => Promise<void>> {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A constructed sheet, which a Content-Security-Policy without 'unsafe-inline' still allows.
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    (window as unknown as { __axeStill?: CSSStyleSheet }).__axeStill = still;
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (timing?.iterations !== Infinity && animation.playState === 'running') animation.finish();
    }
  });
  return () =>
    page
      .evaluate(() => {
        const holder = window as unknown as { __axeStill?: CSSStyleSheet };
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== holder.__axeStill);
        delete holder.__axeStill;
      })
      .catch(() => undefined);
}

/**
 * The serious and critical violations on the page as it is now (or in the part `scope` selects),
 * leaving out what `skip` selects.
 */
export async function blockingViolations(page: Page, scope?: string, skip: string[] = []): Promise<Violation[]> {
  const restore = await settle(page);
  // Only violations are wanted: axe skips building the (much longer) lists of passes.
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (scope) builder = builder.include(scope);
  for (const selector of [...NOT_THE_STORE, ...skip]) builder = builder.exclude(selector);
  const results = await builder.analyze().finally(restore);
  return results.violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact));
}

/** One paragraph a violation: rule, impact, help and its page, then each element's selector and axe's summary of what to fix. */
export function describeViolations(state: string, violations: Violation[]): string {
  const lines = [`${violations.length} serious or critical accessibility violation(s) on ${state}:`];
  for (const violation of violations) {
    lines.push('', `- ${violation.id} (${violation.impact}): ${violation.help}`, `  ${violation.helpUrl}`);
    for (const node of violation.nodes.slice(0, 8)) {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      lines.push(`  at ${node.target.map(String).join(' >> ')}`, `     ${summary.slice(0, 300)}`);
    }
    if (violation.nodes.length > 8) lines.push(`  … and ${violation.nodes.length - 8} more element(s)`);
  }
  return lines.join('\n');
}

/** Fails with the readable list when the page has any serious or critical violation. */
export async function expectNoBlockingViolations(
  page: Page,
  scope: string | undefined,
  state: string,
  skip: string[] = [],
): Promise<void> {
  const violations = await blockingViolations(page, scope, skip);
  if (violations.length > 0) throw new Error(describeViolations(state, violations));
}
