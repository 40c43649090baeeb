/**
 * Compiles every request validator of the mock backend ahead of time (Ajv standalone code), for
 * browser builds: prints JSON { strict, coercing, table } on stdout, where `strict` and `coercing`
 * are ES modules and `table` maps a validator key to [module, export]. scripts/vite-mock-plugins.ts
 * turns it into the module that replaces mocks/contract/compile.ts in the browser.
 */
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { makeAjv } from '../mocks/contract/compile';
import { requestValidatorSpecs } from '../mocks/contract/validator';

/** Standalone code still says require("…") for Ajv's runtime helpers: make those imports. */
function toEsm(code: string): string {
  const specifiers = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_match, specifier: string) => {
    if (!specifiers.has(specifier)) specifiers.set(specifier, `__runtime${specifiers.size}`);
    return specifiers.get(specifier)!;
  });
  const imports = [...specifiers]
    .map(([specifier, name]) => `import * as ${name} from ${JSON.stringify(specifier)};`)
    .join('\n');
  return `${imports}\n${body}`;
}

const options = { code: { source: true, esm: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } };
const ajvs = { s: makeAjv(false, options), c: makeAjv(true, options) };
const exports = { s: {} as Record<string, string>, c: {} as Record<string, string> };
const table: Record<string, [string, string]> = {};
for (const [i, spec] of requestValidatorSpecs().entries()) {
  const kind = spec.key.startsWith('c:') ? 'c' : 's';
  const name = `v${i}`;
  ajvs[kind].addSchema(spec.schema, name);
  exports[kind][name] = name;
  table[spec.key] = [kind, name];
}
process.stdout.write(
  JSON.stringify({
    strict: toEsm(standaloneCode(ajvs.s, exports.s)),
    coercing: toEsm(standaloneCode(ajvs.c, exports.c)),
    table,
  }),
);
