/**
 * The figures to reach (issues 9 and 29), and the check of measured figures against them. They
 * hold for the real-host build, the one shoppers get; the mock build is held to the same.
 */
export type PageKind = 'shopper' | 'admin';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  finalUrl?: string;
}

export const TARGETS = {
  /** JavaScript (gzip) before the first render of a shopper page, built for a real host. */
  shopperJsKB: 150,
  shopperScore: 95,
  adminScore: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
} as const;

export interface TargetCheck {
  name: string;
  value: number;
  target: string;
  met: boolean;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One line per figure the issue sets: JS size for shopper pages; score, LCP, TBT and CLS for shopper
 * pages; the score alone for the admin area. Lighthouse lines are named after `build`.
 */
export function evaluateTargets(
  js: Array<{ page: string; kind: PageKind; realKB: number }>,
  lighthouse: Array<{ page: string; kind: PageKind; figures: LighthouseFigures }>,
  build = 'real host',
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const row of js) {
    if (row.kind !== 'shopper') continue;
    checks.push({
      name: `${row.page}: JS before first render (real host)`,
      value: row.realKB,
      target: `≤ ${TARGETS.shopperJsKB} kB`,
      met: row.realKB <= TARGETS.shopperJsKB,
    });
  }
  for (const { page, kind, figures } of lighthouse) {
    if (kind === 'admin') {
      checks.push({
        name: `${page}: performance (${build})`,
        value: figures.score,
        target: `≥ ${TARGETS.adminScore}`,
        met: figures.score >= TARGETS.adminScore,
      });
      continue;
    }
    checks.push(
      {
        name: `${page}: performance (${build})`,
        value: figures.score,
        target: `≥ ${TARGETS.shopperScore}`,
        met: figures.score >= TARGETS.shopperScore,
      },
      {
        name: `${page}: LCP ms (${build})`,
        value: figures.lcpMs,
        target: `< ${TARGETS.lcpMs}`,
        met: figures.lcpMs < TARGETS.lcpMs,
      },
      {
        name: `${page}: TBT ms (${build})`,
        value: figures.tbtMs,
        target: `< ${TARGETS.tbtMs}`,
        met: figures.tbtMs < TARGETS.tbtMs,
      },
      {
        name: `${page}: CLS (${build})`,
        value: figures.cls,
        target: `< ${TARGETS.cls}`,
        met: figures.cls < TARGETS.cls,
      },
    );
  }
  return checks;
}
