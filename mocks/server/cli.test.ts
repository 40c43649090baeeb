import { describe, expect, it } from 'vitest';
import { HELP, parseServerArgs, UsageError } from './cli';
import { spawnServer } from './test-helpers';

describe('mock:server flags', () => {
  it('has defaults, and MOCK_PORT and MOCK_SCENARIOS still work', () => {
    expect(parseServerArgs([])).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      seed: 'default',
      data: null,
      resetDamaged: false,
      scenarios: null,
      proxy: null,
    });
    expect(parseServerArgs([], { MOCK_PORT: '4601', MOCK_SCENARIOS: 'getProduct:404,nope:x' })).toMatchObject({
      port: 4601,
      scenarios: ['getProduct:404'],
      ignoredScenarios: ['nope:x'],
    });
    expect(parseServerArgs(['--port', '4602'], { MOCK_PORT: '4601' }).port).toBe(4602);
  });

  it('reads every flag', () => {
    const options = parseServerArgs([
      '--port',
      '0',
      '--host',
      '0.0.0.0',
      '--seed',
      'large',
      '--data',
      'x.json',
      '--reset-damaged',
      '--scenarios',
      'getProduct:404,network:slow',
      '--proxy',
      'https://api.example.ng/api',
      '--forward',
      'getProduct,listProducts',
    ]);
    expect(options).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      seed: 'large',
      data: 'x.json',
      resetDamaged: true,
      scenarios: ['getProduct:404', 'network:slow'],
    });
    expect(options.proxy).toEqual({
      target: new URL('https://api.example.ng/api'),
      mode: 'forward',
      operations: ['getProduct', 'listProducts'],
    });
    expect(parseServerArgs(['--proxy', 'http://h/api', '--mock', 'initiateOrder']).proxy).toMatchObject({
      mode: 'mock',
      operations: ['initiateOrder'],
    });
    expect(parseServerArgs(['--data-preset', 'data:long-text']).dataPreset).toBe('long-text');
    expect(parseServerArgs(['--data-preset', 'large']).dataPreset).toBe('large');
    expect(parseServerArgs([]).dataPreset).toBeNull();
    expect(parseServerArgs([]).maxBody).toBe(10 * 1024 * 1024);
    expect(parseServerArgs(['--max-body', '50mb']).maxBody).toBe(50 * 1024 * 1024);
  });

  it.each([
    [['--nope'], 'unknown flag --nope'],
    [['extra'], 'unexpected argument "extra"'],
    [['--port', 'abc'], '--port must be a port number'],
    [['--port', '70000'], '--port must be a port number'],
    [['--port'], '--port'],
    [['--seed', 'huge'], '--seed must be default or large, got "huge"'],
    [['--scenarios', 'getProduct:404,foo:bar'], '--scenarios: unknown scenario foo:bar'],
    [['--reset-damaged'], '--reset-damaged only makes sense with --data'],
    [['--data-preset', 'huge'], '--data-preset: Unknown data preset "huge": use one of data:long-text,'],
    [['--proxy', 'ftp://x'], '--proxy must be an http(s) URL'],
    [['--proxy', 'not a url'], '--proxy must be an http(s) URL'],
    [['--forward', 'getProduct'], '--forward needs --proxy'],
    [['--proxy', 'http://h', '--forward', 'getProduct', '--mock', 'login'], 'either --forward or --mock'],
    [
      ['--proxy', 'http://h', '--forward', 'getProduct,getProdct,fooBar'],
      '--forward: unknown operation ids getProdct, fooBar',
    ],
    [['--proxy', 'http://h', '--mock', 'nope'], '--mock: unknown operation id nope'],
    [['--max-body', 'lots'], '--max-body must be a size such as 10mb, 512kb or 1048576 (bytes), got "lots"'],
    [['--max-body', '0'], '--max-body must be a size'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseServerArgs(argv)).toThrow(UsageError);
    expect(() => parseServerArgs(argv)).toThrow(message);
    try {
      parseServerArgs(argv);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('--help lists every flag, one line each, with examples', async () => {
    for (const flag of [
      '--port',
      '--host',
      '--seed',
      '--data',
      '--reset-damaged',
      '--scenarios',
      '--proxy',
      '--forward',
      '--mock',
      '--max-body',
      '--help',
    ]) {
      expect(HELP.split('\n').filter((line) => line.trimStart().startsWith(`${flag} `))).toHaveLength(1);
    }
    const help = spawnServer(['--help']);
    const { code } = await help.exited;
    expect(code).toBe(0);
    expect(help.output().trim()).toBe(HELP);
    expect(help.output()).toMatch(/Examples:\n {2}npm run mock:server -- /);
  }, 60_000);

  it('--help lists each /__mock endpoint, one line each, and the 413 with its limit', () => {
    const endpoints = HELP.split('\n').flatMap((line) => {
      const match = /^ {2}(GET|POST|PUT) (\/__mock\/\S+) +\S/.exec(line);
      return match ? [`${match[1]} ${match[2]}`] : [];
    });
    expect(endpoints.sort()).toEqual(
      [
        'POST /__mock/reset',
        'GET /__mock/scenarios',
        'PUT /__mock/scenarios',
        'GET /__mock/clock',
        'POST /__mock/clock',
        'GET /__mock/preset',
        'PUT /__mock/preset',
        'GET /__mock/outbox',
        'GET /__mock/state',
        'PUT /__mock/state',
      ].sort(),
    );
    expect(HELP).toContain('413 payload_too_large');
    expect(HELP).toContain('(default 10 MB;');
  });

  it('an unknown flag exits with code 2 and one line', async () => {
    const bad = spawnServer(['--bogus']);
    const { code } = await bad.exited;
    expect(code).toBe(2);
    expect(bad.output().trim()).toBe('mock:server: unknown flag --bogus (npm run mock:server -- --help lists them)');
  }, 60_000);
});
