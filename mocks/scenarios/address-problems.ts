/**
 * What the page's address asked of the mock and the mock did not understand (`?scenario=`,
 * `?data=`, `?clock=`): each such value changes nothing, and the Mock button and panel say so
 * until the page loads again (the panel's Reload page writes the address from what is on).
 */
export interface AddressProblem {
  /** The parameter, as in the address: `scenario`, `data`, `clock`. */
  param: string;
  /** Its value as given. */
  value: string;
  /** Why it was not understood, with what would have been. */
  message: string;
}

let problems: readonly AddressProblem[] = [];
const listeners = new Set<() => void>();

export const addressProblems = {
  list: (): readonly AddressProblem[] => problems,
  report(problem: AddressProblem): void {
    problems = [...problems.filter((p) => p.param !== problem.param), problem];
    listeners.forEach((l) => l());
  },
  clear(): void {
    problems = [];
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
