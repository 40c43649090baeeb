/**
 * The mock backend's notion of "now". Tests move it (`clock.advance(ms)`) to expire tokens and reset
 * codes without waiting; everything else reads `clock.now()`.
 */
let offset = 0;

export const clock = {
  now: (): number => Date.now() + offset,
  /** Move the clock forward (or back) by `ms`. */
  advance(ms: number): void {
    offset += ms;
  },
  reset(): void {
    offset = 0;
  },
};
