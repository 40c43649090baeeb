import { describe, expect, it } from 'vitest';
import { findState, lgasOf, NIGERIAN_STATES } from './nigeria';

describe('Nigerian states data', () => {
  it('has the 36 states and the FCT, and 774 LGAs with no duplicates', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(NIGERIAN_STATES.some((s) => s.name === 'Federal Capital Territory')).toBe(true);
    expect(NIGERIAN_STATES.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    for (const s of NIGERIAN_STATES) expect(new Set(s.lgas).size, s.name).toBe(s.lgas.length);
  });

  it('uses the official spellings and counts', () => {
    expect(findState('Katsina')?.lgas).toHaveLength(34);
    expect(findState('Kastina')).toBeUndefined();
    expect(findState('Nasarawa')?.lgas).toHaveLength(13);
    expect(findState('lagos')?.lgas).toHaveLength(20);
    expect(findState('Kano')?.lgas).toHaveLength(44);
    expect(lgasOf('Lagos')).toContain('Ikeja');
  });

  it('gives every state its senatorial districts (three each, one for the FCT)', () => {
    for (const s of NIGERIAN_STATES)
      expect(s.senatorialDistricts.length, s.name).toBe(s.name === 'Federal Capital Territory' ? 1 : 3);
  });

  it('has no list for an unknown state, so the LGA becomes free text', () => {
    expect(lgasOf('Atlantis')).toBeNull();
  });
});
