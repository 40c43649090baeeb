/**
 * An answer a test holds back while it checks a loading or progress state, then lets go:
 *
 *   const answer = holdAnswer();
 *   server.use(http.get('*\/api/products', async () => { await answer.held; }));
 *   … expect the skeletons …
 *   answer.release();
 *
 * No fixed delay: a busy machine cannot outrun the state being checked. For an answer that never
 * comes (a story's loading state), use `hang()` of mocks/scenarios/hang.ts.
 */
export interface HeldAnswer {
  /** Settles once `release()` is called; await it in the handler. */
  held: Promise<void>;
  release: () => void;
}

export function holdAnswer(): HeldAnswer {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}
