import { describe, expect, it } from 'vitest';
import { call, withMockBackend } from '@/testing/mock-backend';
import { NETWORK_PROFILES, networkDraw, plans, seededRandom, stepFor } from './dynamic';
import { scenarioLog } from './engine';
import { parseScenarioList, SCENARIO_HEADER, scenarioStore } from './store';

withMockBackend();

const product = () => call('/products/1');
/** What the request log says shaped each answer, oldest first. */
const logged = () =>
  scenarioLog
    .entries()
    .map((e) => e.scenario)
    .reverse();

describe('names with a figure in them', () => {
  it('reads delays, counts, steps, profiles and seeds, and refuses what does not fit', () => {
    const list = 'getProduct:delay=1200, listProducts:500x2, verifyPayment:500, then:200, network:flaky, seed:42';
    expect(parseScenarioList(list)).toEqual({
      ids: ['getProduct:delay=1200', 'listProducts:500x2', 'verifyPayment:500', 'then:200', 'network:flaky', 'seed:42'],
      unknown: [],
    });
    // A step with nothing before it, a delay over a minute, a count of an unknown variant, a count of 0.
    expect(
      parseScenarioList('then:200, getProduct:delay=600001, getProduct:nopex2, getProduct:500x0, seed:x').unknown,
    ).toEqual(['then:200', 'getProduct:delay=600001', 'getProduct:nopex2', 'getProduct:500x0', 'seed:x']);
  });

  it('runs a plan step by step: a counted step for its calls, an uncounted one once, the last one from then on', () => {
    const [counted] = plans(['getProduct:500x2']).values();
    expect([0, 1, 2].map((n) => stepFor(counted!, n)?.label ?? null)).toEqual([
      'getProduct:500x2 (call 1 of 2)',
      'getProduct:500x2 (call 2 of 2)',
      null,
    ]);
    const [steps] = plans(['verifyPayment:500', 'then:network_error', 'then:200']).values();
    expect([0, 1, 2, 3].map((n) => stepFor(steps!, n)?.label)).toEqual([
      'step 1 of 3: verifyPayment:500',
      'step 2 of 3: then:network_error',
      'step 3 of 3: then:200',
      'step 3 of 3: then:200',
    ]);
    // A later name of the same operation replaces the earlier plan.
    expect([...plans(['getProduct:404', 'getProduct:500x1']).values()].map((p) => p.map((s) => s.name))).toEqual([
      ['getProduct:500x1'],
    ]);
  });

  it('draws the same latencies and drops from the same seed, within the profile', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 1000 }, () => networkDraw('network:flaky', random));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
    const draws = run(7);
    const { min, max } = NETWORK_PROFILES['network:flaky'];
    expect(draws.every((d) => d.waitMs >= min && d.waitMs <= max)).toBe(true);
    const dropped = draws.filter((d) => d.dropped).length / draws.length;
    expect(dropped).toBeGreaterThan(0.15);
    expect(dropped).toBeLessThan(0.25);
    expect(run(7).some((d) => d.dropped)).toBe(true);
    const threeG = seededRandom(1);
    expect(Array.from({ length: 200 }, () => networkDraw('network:3g', threeG)).some((d) => d.dropped)).toBe(false);
  });
});

describe('the mock answering with them', () => {
  it('fails twice, then answers normally, and the log names each call', async () => {
    scenarioStore.set(['getProduct:404x2']);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await product()).status);
    expect(statuses).toEqual([404, 404, 200]);
    expect(logged()).toEqual([
      'getProduct:404x2 (call 1 of 2)',
      'getProduct:404x2 (call 2 of 2)',
      'getProduct:404x2: used up, the normal answer',
    ]);
    // Set again: the sequence starts again.
    scenarioStore.clear();
    scenarioStore.set(['getProduct:404x2']);
    expect((await product()).status).toBe(404);
  });

  it('follows one variant with another, also for the X-Mock-Scenario header', async () => {
    const headers = { [SCENARIO_HEADER]: 'getProduct:404,then:200' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call('/products/1', { headers })).status);
    expect(statuses).toEqual([404, 200, 200]);
    expect(scenarioLog.entries()[0]).toMatchObject({ scenario: 'step 2 of 2: then:200', source: 'header' });
  });

  it('answers an operation late by the delay asked for', async () => {
    scenarioStore.set(['getProduct:delay=250']);
    const start = performance.now();
    const response = await product();
    expect(response.status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(240);
    expect(logged()).toEqual(['getProduct:delay=250']);
  });

  it('drops a request under network:flaky as its seed says, and says so in the log', async () => {
    // The first seed whose first draw drops the request after a short wait.
    const seed = Array.from({ length: 5000 }, (_, i) => i).find((s) => {
      const draw = networkDraw('network:flaky', seededRandom(s));
      return draw.dropped && draw.waitMs < 400;
    })!;
    const expected = networkDraw('network:flaky', seededRandom(seed));
    scenarioStore.set(['network:flaky', `seed:${seed}`]);
    await expect(product()).rejects.toThrow();
    expect(logged()).toEqual([`network:flaky: dropped after ${expected.waitMs} ms`]);
  });
});
