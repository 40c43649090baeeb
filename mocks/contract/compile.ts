/**
 * Turns a JSON Schema into a validate function with Ajv, at run time: Node, tests, the dev server
 * and Storybook. Browser builds swap this module for validators compiled ahead of time
 * (scripts/vite-mock-plugins.ts), so the mock shipped to a browser carries neither Ajv's compiler
 * (about 40 kB gz) nor its `new Function` (a Content-Security-Policy without 'unsafe-eval').
 * Keys name a validator: `s:` strict (JSON bodies, responses) or `c:` coercing (query strings, path
 * parameters, form fields), then the operation and the part.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Options } from 'ajv';
import contract from './openapi.gen.json';

export const CONTRACT_ID = 'contract';
export type Schema = Record<string, unknown>;

export function makeAjv(coerce: boolean, extra: Options = {}) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: false,
    validateFormats: true,
    ...extra,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(contract as Schema, CONTRACT_ID);
  return ajv;
}

let instances: { strict: Ajv2020; coercing: Ajv2020 } | null = null;
const cache = new Map<string, ValidateFunction>();

export function compileValidator(key: string, schema: Schema): ValidateFunction {
  let fn = cache.get(key);
  if (!fn) {
    instances ??= { strict: makeAjv(false), coercing: makeAjv(true) };
    fn = (key.startsWith('c:') ? instances.coercing : instances.strict).compile(schema);
    cache.set(key, fn);
  }
  return fn;
}
