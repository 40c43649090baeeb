/**
 * How start-up spreads its work over tasks (docs/decisions/0020-performance-choices.md): while the
 * page loads the main thread gets only part of a core, and one long task would block it.
 */

/** Ends the current task: what follows runs in a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Settles once the page has painted something (its first contentful paint, which a prerendered
 * page has done already), or after `ms` without a paint: a page that draws nothing before its data
 * must not wait longer for the mock that brings it.
 */
export const firstPaint = (ms: number) =>
  new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, ms);
    try {
      observer = new PerformanceObserver(
        (list) => void (list.getEntriesByName('first-contentful-paint').length && done()),
      );
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
