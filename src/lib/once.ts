/**
 * A value made on first use, then kept. For what is costly to make at module load and may not be
 * needed at all: the first `Intl` formatter of a page starts the browser's locale library (30 to
 * 70 ms on a fast machine, four times that on the phone Lighthouse emulates), which would otherwise
 * lengthen the task that evaluates the app's modules.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
