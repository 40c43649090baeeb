/**
 * Nigeria's 36 states and the FCT, with their senatorial districts and 774 local government areas,
 * for the checkout's address fields. LGAs come from `nigerian-states-and-lgas` (complete: 774);
 * senatorial districts from `naija-state-local-government` (its LGA lists are not: 846 entries
 * with wrong counts). docs/decisions/0008-nigerian-states-data.md. Loaded only with the checkout.
 */
import districtSource from 'naija-state-local-government/src/statesAndLocalGov.json';
import { all as allStates } from 'nigerian-states-and-lgas';

export interface NigerianState {
  name: string;
  senatorialDistricts: string[];
  lgas: string[];
}

/** Spellings in the packages that differ from the official ones. */
const NAME_FIXES: Record<string, string> = { Kastina: 'Katsina', Nassarawa: 'Nasarawa' };
const fix = (name: string) => NAME_FIXES[name] ?? name;

const districtsByState = new Map(
  (districtSource as Array<{ state: string; senatorial_districts?: string[] }>).map((s) => [
    fix(s.state),
    s.senatorial_districts ?? [],
  ]),
);

export const NIGERIAN_STATES: NigerianState[] = allStates()
  .map((s) => ({
    name: fix(s.state),
    senatorialDistricts: districtsByState.get(fix(s.state)) ?? [],
    lgas: [...s.lgas].sort((a, b) => a.localeCompare(b)),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

export function findState(name: string): NigerianState | undefined {
  const wanted = name.trim().toLowerCase();
  return NIGERIAN_STATES.find((s) => s.name.toLowerCase() === wanted);
}

/** The LGAs of a state, or null when the state has no list (the LGA is then free text). */
export function lgasOf(stateName: string): string[] | null {
  const lgas = findState(stateName)?.lgas;
  return lgas && lgas.length > 0 ? lgas : null;
}
