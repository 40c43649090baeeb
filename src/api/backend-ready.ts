/**
 * What every call to the backend waits for before it goes: nothing with a real host; with the
 * mock build, the mock backend starting on demand (src/main.tsx,
 * docs/decisions/0020-performance-choices.md). The API client, uploads and the simulated
 * payment page's calls all wait here.
 */
let gate: (() => Promise<unknown>) | null = null;

/** From now on, every call first waits for `until()` to settle (it is called once per call). */
export function holdRequestsUntil(until: () => Promise<unknown>): void {
  gate = until;
}

/** Settles when calls may go; never rejects (a mock that failed to start shows as failed calls). */
export async function backendReady(): Promise<void> {
  if (gate) await gate().catch(() => undefined);
}
