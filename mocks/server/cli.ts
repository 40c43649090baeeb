/**
 * The flags of `npm run mock:server` (node:util's parseArgs). A bad flag or value is a UsageError:
 * the entry prints its one-line message and exits with code 2.
 */
import { parseArgs } from 'node:util';
import { operations, type OperationId } from '../../src/api/operations.gen';
import { SEED_SIZES } from '../seed';
import { parsePresetName, unknownPresetMessage, type DataPresetName } from '../seed/presets';
import { parseScenarioList } from '../scenarios/store';
import { ADMIN_ENDPOINTS } from './admin';
import { DEFAULT_MAX_BODY_BYTES, describeSize, parseSize } from './body-limit';

export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_MOCK_HOST = '127.0.0.1';

export type SeedName = keyof typeof SEED_SIZES;

export interface ServerOptions {
  help: boolean;
  port: number;
  host: string;
  seed: SeedName;
  /** The data file (--data), or null to keep the state in memory only. */
  data: string | null;
  resetDamaged: boolean;
  /** From --scenarios or MOCK_SCENARIOS; null when neither is given. */
  scenarios: string[] | null;
  /** Names in MOCK_SCENARIOS that are no scenario (ignored with a warning, as before the flags). */
  ignoredScenarios: string[];
  proxy: ProxyOptions | null;
  /** --data-preset NAME: start from the seed with that data preset (mocks/seed/presets.ts). */
  dataPreset: DataPresetName | null;
  /** --max-body SIZE: the largest request body read, in bytes; a larger one is answered 413. */
  maxBody: number;
}

export interface ProxyOptions {
  /** The real API's base, the counterpart of /api here: https://api.example.ng/api */
  target: URL;
  /** `forward`: only `operations` go to the real host; `mock`: only `operations` stay here. */
  mode: 'forward' | 'mock';
  operations: OperationId[];
}

export class UsageError extends Error {}

const width = Math.max(...ADMIN_ENDPOINTS.map(({ method, path }) => `${method} ${path}`.length));
const ADMIN_HELP = ADMIN_ENDPOINTS.map(
  ({ method, path, help }) => `  ${`${method} ${path}`.padEnd(width)}  ${help}`,
).join('\n');

export const HELP = `Usage: npm run mock:server -- [flags]

The mock backend over HTTP: the API under /api, admin endpoints under /__mock.

  --port N              port to listen on (default ${DEFAULT_MOCK_PORT}, or MOCK_PORT; 0 takes a free one)
  --host H              address to listen on (default ${DEFAULT_MOCK_HOST}; 0.0.0.0 for other machines)
  --seed default|large  default: 69 products, 300 orders; large: 10,000 products, 50,000 orders
  --data FILE           keep the state in FILE: restored on start (but its clock), written after every change
  --reset-damaged       with --data: move a damaged FILE aside (FILE.damaged-<time>) and start from the seed
  --scenarios a:b,c:d   scenarios on for every request, as MOCK_SCENARIOS (X-Mock-Scenario still wins)
  --data-preset NAME    start from the seed with a data preset: long-text, no-images, many-reviews,
                        big-basket, hostile, large (PUT /__mock/preset switches it; POST /__mock/reset removes it)
  --proxy URL           hybrid mode: forward operations to the real API whose base is URL (…/api)
  --forward op,op       with --proxy: forward only these operations, mock all others
  --mock op,op          with --proxy: mock only these operations, forward all others
  --max-body SIZE       refuse a larger request body, unread, with 413 payload_too_large
                        (default ${describeSize(DEFAULT_MAX_BODY_BYTES)}; a size such as 512kb, 50mb, 1gb, or bytes)
  --help                print this help

Admin endpoints (JSON; an error is { "error", "message" }):
${ADMIN_HELP}

Examples:
  npm run mock:server -- --port 4600 --data ./mock-state.json
  npm run mock:server -- --seed large --scenarios network:slow,getProduct:404
  npm run mock:server -- --proxy https://api.example.ng/api --forward listProducts,getProduct
  npm run mock:server -- --proxy https://api.example.ng/api --mock initiateOrder,verifyPayment`;

const FLAGS = {
  help: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  data: { type: 'string' },
  'reset-damaged': { type: 'boolean' },
  scenarios: { type: 'string' },
  proxy: { type: 'string' },
  forward: { type: 'string' },
  mock: { type: 'string' },
  'data-preset': { type: 'string' },
  'max-body': { type: 'string' },
} as const;

function port(text: string, from: string): number {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new UsageError(`${from} must be a port number from 0 to 65535, got "${text}"`);
  return n;
}

function operationList(text: string, flag: string): OperationId[] {
  const names = text.split(/[\s,]+/).filter(Boolean);
  if (names.length === 0)
    throw new UsageError(`--${flag} needs one or more operation ids, such as getProduct,listProducts`);
  const unknown = names.filter((name) => !Object.hasOwn(operations, name));
  if (unknown.length > 0)
    throw new UsageError(
      `--${flag}: unknown operation id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (the operationIds of openapi.yaml)`,
    );
  return [...new Set(names)] as OperationId[];
}

function readFlags(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: FLAGS, allowPositionals: false, strict: true }).values;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const flag = /'([^']+)'/.exec(message)?.[1] ?? message;
      throw new UsageError(`unknown flag ${flag} (npm run mock:server -- --help lists them)`);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const arg = /'([^']*)'/.exec(message)?.[1] ?? message;
      throw new UsageError(`unexpected argument "${arg}": every value follows its flag (--help lists them)`);
    }
    // A string flag without its value, or a boolean flag given one.
    throw new UsageError(message.split('\n')[0]!.replace(/^Option '([^']+)'/, '$1'));
  }
}

/** Reads the flags (argv without node and the script) and the environment; throws UsageError. */
export function parseServerArgs(argv: string[], env: Record<string, string | undefined> = {}): ServerOptions {
  const values = readFlags(argv);
  if (values.help) return { ...defaults(), help: true };

  const seed = values.seed ?? 'default';
  if (!Object.hasOwn(SEED_SIZES, seed))
    throw new UsageError(`--seed must be ${Object.keys(SEED_SIZES).join(' or ')}, got "${seed}"`);

  const host = values.host ?? DEFAULT_MOCK_HOST;
  if (host.trim() === '') throw new UsageError('--host needs an address, such as 127.0.0.1 or 0.0.0.0');

  if (values.data !== undefined && values.data.trim() === '') throw new UsageError('--data needs a file name');
  if (values['reset-damaged'] && values.data === undefined)
    throw new UsageError('--reset-damaged only makes sense with --data FILE');

  let scenarios: string[] | null = null;
  let ignoredScenarios: string[] = [];
  if (values.scenarios !== undefined) {
    const { ids, unknown } = parseScenarioList(values.scenarios);
    if (unknown.length > 0)
      throw new UsageError(`--scenarios: unknown scenario${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
    scenarios = ids;
  } else if (env.MOCK_SCENARIOS !== undefined) {
    const { ids, unknown } = parseScenarioList(env.MOCK_SCENARIOS);
    scenarios = ids;
    ignoredScenarios = unknown;
  }

  let dataPreset: DataPresetName | null = null;
  if (values['data-preset'] !== undefined) {
    dataPreset = parsePresetName(values['data-preset']);
    if (!dataPreset) throw new UsageError(`--data-preset: ${unknownPresetMessage(values['data-preset'])}`);
  }

  let maxBody = DEFAULT_MAX_BODY_BYTES;
  if (values['max-body'] !== undefined) {
    const bytes = parseSize(values['max-body']);
    if (bytes === null)
      throw new UsageError(
        `--max-body must be a size such as 10mb, 512kb or 1048576 (bytes), got "${values['max-body']}"`,
      );
    maxBody = bytes;
  }

  let proxy: ProxyOptions | null = null;
  if (values.forward !== undefined && values.mock !== undefined)
    throw new UsageError('give either --forward or --mock, not both');
  if (values.proxy !== undefined) {
    let target: URL;
    try {
      target = new URL(values.proxy);
    } catch {
      throw new UsageError(`--proxy must be an http(s) URL such as https://api.example.ng/api, got "${values.proxy}"`);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new UsageError(`--proxy must be an http(s) URL, got "${values.proxy}"`);
    if (values.forward !== undefined)
      proxy = { target, mode: 'forward', operations: operationList(values.forward, 'forward') };
    else if (values.mock !== undefined)
      proxy = { target, mode: 'mock', operations: operationList(values.mock, 'mock') };
    else proxy = { target, mode: 'mock', operations: [] };
  } else if (values.forward !== undefined || values.mock !== undefined) {
    throw new UsageError(
      `--${values.forward !== undefined ? 'forward' : 'mock'} needs --proxy URL (the real API to forward to)`,
    );
  }

  return {
    help: false,
    port:
      values.port !== undefined
        ? port(values.port, '--port')
        : env.MOCK_PORT
          ? port(env.MOCK_PORT, 'MOCK_PORT')
          : DEFAULT_MOCK_PORT,
    host,
    seed: seed as SeedName,
    data: values.data ?? null,
    resetDamaged: values['reset-damaged'] ?? false,
    scenarios,
    ignoredScenarios,
    proxy,
    dataPreset,
    maxBody,
  };
}

function defaults(): ServerOptions {
  return {
    help: false,
    port: DEFAULT_MOCK_PORT,
    host: DEFAULT_MOCK_HOST,
    seed: 'default',
    data: null,
    resetDamaged: false,
    scenarios: null,
    ignoredScenarios: [],
    proxy: null,
    dataPreset: null,
    maxBody: DEFAULT_MAX_BODY_BYTES,
  };
}
