/**
 * The browser reads an origin's whole localStorage on the first access in a page, which is slow
 * where the mock has saved its database (about 560,000 characters). Start-up does it in a task of
 * its own rather than inside whatever reads it first: the session's tokens in the first render, or
 * the check of a prerendered page (docs/decisions/0020-performance-choices.md;
 * e2e/support/storage-opening.ts checks it).
 */
export function openStorage() {
  try {
    void localStorage.length;
  } catch {
    // Blocked storage: every reader copes with it.
  }
}
