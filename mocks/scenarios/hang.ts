/**
 * A request that is never answered: the loading states of stories, tests and the `hang` scenario.
 * Each one is counted, so the stories' visual snapshots (.storybook/visual.ts) know that a request
 * still running is held on purpose and take the picture at once, while they wait for any other.
 */
let held = 0;

/** Never settles. Use as a handler (`http.get(path, hang)`) or await it inside one. */
export function hang(): Promise<never> {
  held += 1;
  return new Promise<never>(() => undefined);
}

/** How many requests are held since the last `resetHeld()`. */
export const heldRequests = (): number => held;

export function resetHeld(): void {
  held = 0;
}
