/**
 * What a host must answer, at least, read from openapi.yaml: for each operation its success
 * status, the fields its success schema requires (walked into nested required objects and array
 * items, with the alternatives of `anyOf`/`oneOf`), whether the spec shows it, and the error codes
 * the store reads; then every extension (`x-extension: true`), where the store meets it and what
 * the store does without it (`x-when-absent`). `npm run gen:host-table` writes both tables as the
 * whole of docs/host-table.md; scripts/host-table.test.ts keeps it current.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const HOST_TABLE = join(ROOT, 'docs/host-table.md');
/** A success answer the spec does not show: any 2xx, any JSON object or none. */
export const NOTHING = 'nothing: any JSON object or an empty body';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const NOT_SHOWN = '#/components/responses/NotShown';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const strings = (value: unknown): string[] => list(value).filter((v): v is string => typeof v === 'string');

export function loadSpec(): Json {
  return parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8')) as Json;
}

/** One required field: its dotted path (`items[].id`), its JSON type, and whether it is ours. */
export interface Field {
  kind: 'field';
  path: string;
  type: string;
  ours: boolean;
}
/** Either of several sets of fields (`anyOf`/`oneOf`, or a name-or-title `if`/`then`). */
export interface Alternatives {
  kind: 'alternatives';
  options: Item[][];
}
export type Item = Field | Alternatives;

export interface OperationRow {
  operationId: string;
  method: string;
  path: string;
  /** `200`, `any 2xx`, … */
  success: string[];
  /** null: the answer is not shown (NotShown), nothing is required. */
  fields: Item[] | null;
  ours: boolean;
  /** Status → the codes of its `error` enum, in the contract's order. */
  errors: Array<{ status: string; codes: string[]; ours: boolean }>;
}

export interface ExtensionRow {
  /** The extension's name as a reader finds it: `Order.amount_discount`, `POST /orders/{id}/pay`. */
  name: string;
  /** Where the store meets it. */
  where: string;
  whenAbsent: string;
  /** JSON pointer segments in openapi.yaml. */
  pointer: string[];
}

/** The contract read for the two tables. */
export class HostContract {
  constructor(readonly spec: Json = loadSpec()) {}

  private lookup(ref: string): unknown {
    const node = ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, key) => (isObject(acc) ? acc[key] : undefined), this.spec);
    if (node === undefined) throw new Error(`openapi.yaml: unresolved $ref ${ref}`);
    return node;
  }

  /** The node behind its $refs, the last component schema named on the way, and whether any step was ours. */
  resolve(node: unknown): { node: Json; name: string | null; ours: boolean } {
    let current = node;
    let name: string | null = null;
    let ours = false;
    const seen = new Set<string>();
    while (isObject(current)) {
      if (current['x-extension'] === true) ours = true;
      const ref = current.$ref;
      if (typeof ref !== 'string') break;
      if (seen.has(ref)) throw new Error(`openapi.yaml: circular $ref ${ref}`);
      seen.add(ref);
      const schema = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
      if (schema) name = schema[1]!;
      current = this.lookup(ref);
    }
    return { node: isObject(current) ? current : {}, name, ours };
  }

  /** Every operation, in the order of openapi.yaml (paths, then methods as written). */
  operations(): Array<{ path: string; method: string; op: Json }> {
    const out: Array<{ path: string; method: string; op: Json }> = [];
    for (const [path, item] of Object.entries((this.spec.paths ?? {}) as Json)) {
      if (!isObject(item)) continue;
      for (const method of Object.keys(item)) {
        const op = item[method];
        if (METHODS.includes(method) && isObject(op)) out.push({ path, method, op });
      }
    }
    return out;
  }

  // ---- types -------------------------------------------------------------------------------

  /** A schema's JSON type in words: `integer`, `string or null`, `"ship"`, `date string`, `timestamp string`, `string[]`. */
  typeText(schema: unknown): string {
    const { node: s, name } = this.resolve(schema);
    if (s.const !== undefined) return JSON.stringify(s.const);
    // A short enumeration is its values: `"bearer"`, `"user" or "admin"`.
    if (Array.isArray(s.enum) && s.enum.length <= 3) return s.enum.map((value) => JSON.stringify(value)).join(' or ');
    // A named string with a pattern and no format (Timestamp, Slug): its name says what it is.
    if (name && s.type === 'string' && typeof s.pattern === 'string' && s.format === undefined)
      return `${name.toLowerCase()} string`;
    const types = typeof s.type === 'string' ? [s.type] : strings(s.type);
    if (types.length > 0) {
      const words = types.map((type) => {
        if (type === 'array') {
          const items = this.resolve(s.items).node;
          return this.objectLike(items) ? 'array' : `${this.typeText(s.items)}[]`;
        }
        const fmt = typeof s.format === 'string' && !/^int(32|64)$/.test(s.format) ? `${s.format} ` : '';
        return type === 'string' || type === 'number' ? `${fmt}${type}` : type;
      });
      return [...new Set(words)].join(' or ');
    }
    const parts = [...list(s.anyOf), ...list(s.oneOf)];
    if (parts.length > 0) {
      const words = parts.flatMap((part) => this.typeText(part).split(' or '));
      return [...new Set(words)].join(' or ');
    }
    if (this.objectLike(s)) return 'object';
    if (list(s.allOf).length > 0) return this.typeText(list(s.allOf)[0]);
    return 'any';
  }

  /** An object schema, or one whose alternatives are objects. */
  private objectLike(s: Json): boolean {
    if (s.type === 'object' || isObject(s.properties) || Array.isArray(s.required)) return true;
    return [...list(s.anyOf), ...list(s.oneOf), ...list(s.allOf)].some((part) => {
      const r = this.resolve(part).node;
      return r.type === 'object' || isObject(r.properties) || Array.isArray(r.required);
    });
  }

  // ---- required fields ---------------------------------------------------------------------

  /** The fields an answer must carry: the required ones, walked into nested objects and array items. */
  requiredFields(schema: unknown, ours = false): Item[] {
    return this.valueItems(schema, '', ours, new Map(), false);
  }

  /**
   * What a value at `path` requires below it. `seen` maps a named object schema already walked in
   * this answer to the path where it was listed: met again, it is not listed twice (the field, or
   * here a field standing for the value, says where it was).
   */
  private valueItems(
    schema: unknown,
    path: string,
    ours: boolean,
    seen: Map<string, string>,
    fromField: boolean,
  ): Item[] {
    const r = this.resolve(schema);
    const s = r.node;
    const mine = ours || r.ours;
    const named = this.namedObject(s, r.name);
    if (named) {
      const at = named.array ? `${path}[]` : path;
      const before = seen.get(named.name);
      if (before !== undefined && before !== at)
        return fromField
          ? []
          : [{ kind: 'field', path: at || '(the answer)', type: this.repeatType(schema, before), ours: mine }];
      seen.set(named.name, at);
    }
    const types = typeof s.type === 'string' ? [s.type] : strings(s.type);
    if (types.includes('array') && s.items !== undefined) {
      if (!this.objectLike(this.resolve(s.items).node)) return [];
      const items = this.resolve(s.items);
      return this.objectItems(items.node, `${path}[]`, mine || items.ours, seen);
    }
    if (!this.objectLike(s)) return [];
    return this.objectItems(s, path, mine, seen);
  }

  private objectItems(s: Json, path: string, ours: boolean, seen: Map<string, string>): Item[] {
    const prefix = path ? `${path}.` : '';
    const properties: Json = {};
    const required: string[] = [];
    for (const part of [s, ...list(s.allOf).map((p) => this.resolve(p).node)]) {
      Object.assign(properties, isObject(part.properties) ? part.properties : {});
      required.push(...strings(part.required));
    }
    const out: Item[] = [];
    for (const name of new Set(required)) {
      const field = this.field(properties[name], `${prefix}${name}`, ours, seen);
      out.push(field, ...this.valueItems(properties[name], field.path, field.ours, seen, true));
    }

    // "name or title": `if: { not: { required: [name] } }, then: { required: [title] }`.
    const ifNot = isObject(s.if) && isObject(s.if.not) ? strings(s.if.not.required) : [];
    const then = isObject(s.then) ? s.then : {};
    if (ifNot.length > 0 && strings(then.required).length > 0) {
      const thenProps = isObject(then.properties) ? then.properties : {};
      const option = (names: string[], props: Json) =>
        names.map((name) => this.field(props[name] ?? properties[name], `${prefix}${name}`, ours, seen));
      out.push({
        kind: 'alternatives',
        options: [option(ifNot, properties), option(strings(then.required), { ...properties, ...thenProps })],
      });
    }

    // anyOf/oneOf: either shape; `null` among them is the field's type, not a shape.
    const parts = [...list(s.anyOf), ...list(s.oneOf)].filter((part) => this.resolve(part).node.type !== 'null');
    if (parts.length > 0) {
      const options = parts.map((part) => {
        const p = this.resolve(part).node;
        // A branch that only names required properties takes them from the object around it.
        const bare = !isObject(p.properties) && p.type !== 'array' && Array.isArray(p.required);
        return this.valueItems(bare ? { ...p, properties } : part, path, ours, seen, false);
      });
      if (options.length === 1) out.push(...options[0]!);
      else if (options.some((o) => o.length > 0)) out.push({ kind: 'alternatives', options });
    }
    return out;
  }

  /** A required field, with its type; a named object met again says where it was listed. */
  private field(schema: unknown, path: string, ours: boolean, seen: Map<string, string>): Field {
    const r = this.resolve(schema);
    const named = this.namedObject(r.node, r.name);
    const before = named ? seen.get(named.name) : undefined;
    const at = named?.array ? `${path}[]` : path;
    const type = before !== undefined && before !== at ? this.repeatType(schema, before) : this.typeText(schema);
    return { kind: 'field', path, type, ours: ours || r.ours };
  }

  /** The type of a value whose named object was listed at `before`. */
  private repeatType(schema: unknown, before: string): string {
    const s = this.resolve(schema).node;
    const array = (typeof s.type === 'string' ? [s.type] : strings(s.type)).includes('array');
    return `${this.typeText(schema)}, ${array ? 'each item' : ''}${array ? ' ' : ''}as \`${before || '(the answer)'}\``;
  }

  /** The named object schema of a value (or of its array's items), for listing it once. */
  private namedObject(s: Json, name: string | null): { name: string; array: boolean } | null {
    const types = typeof s.type === 'string' ? [s.type] : strings(s.type);
    if (types.includes('array')) {
      const items = this.resolve(s.items);
      return items.name && this.objectLike(items.node) ? { name: items.name, array: true } : null;
    }
    return name && this.objectLike(s) ? { name, array: false } : null;
  }

  // ---- rows ----------------------------------------------------------------------------------

  /** The error codes a response allows: its `error` enum, through allOf, anyOf, oneOf and $refs. */
  errorCodes(schema: unknown): string[] {
    const s = this.resolve(schema).node;
    const codes: string[] = [];
    const error = isObject(s.properties) ? this.resolve(s.properties.error).node : {};
    codes.push(...strings(error.enum));
    if (typeof error.const === 'string') codes.push(error.const);
    for (const part of [...list(s.allOf), ...list(s.anyOf), ...list(s.oneOf)]) codes.push(...this.errorCodes(part));
    return [...new Set(codes)];
  }

  operationRows(): OperationRow[] {
    return this.operations().map(({ path, method, op }) => {
      if (typeof op.operationId !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const ours = op['x-extension'] === true;
      const responses = isObject(op.responses) ? op.responses : {};
      const success: string[] = [];
      let fields: Item[] | null = [];
      const errors: OperationRow['errors'] = [];
      for (const [status, raw] of Object.entries(responses)) {
        const response = this.resolve(raw);
        const schema = (response.node.content as Json | undefined)?.['application/json'];
        if (/^2/.test(status)) {
          success.push(/^2XX$/i.test(status) ? 'any 2xx' : status);
          if (isObject(raw) && raw.$ref === NOT_SHOWN) fields = null;
          else if (isObject(schema) && schema.schema !== undefined)
            fields = [...(fields ?? []), ...this.requiredFields(schema.schema)];
        } else if (Number(status) >= 400 && isObject(schema)) {
          errors.push({ status, codes: this.errorCodes(schema.schema), ours: response.ours });
        }
      }
      return { operationId: op.operationId, method: method.toUpperCase(), path, success, fields, ours, errors };
    });
  }

  /** Which operations ask with (request) or answer with (answer, error) each component. */
  private usage(): Map<string, { request: Set<string>; answer: Set<string> }> {
    const uses = new Map<string, { request: Set<string>; answer: Set<string> }>();
    const refsOf = (node: unknown, found: Set<string>) => {
      if (Array.isArray(node)) node.forEach((n) => refsOf(n, found));
      if (!isObject(node)) return;
      if (typeof node.$ref === 'string' && !found.has(node.$ref)) {
        found.add(node.$ref);
        refsOf(this.lookup(node.$ref), found);
      }
      for (const [key, value] of Object.entries(node)) if (key !== '$ref') refsOf(value, found);
    };
    for (const { op } of this.operations()) {
      const id = String(op.operationId);
      const request = new Set<string>();
      const answer = new Set<string>();
      refsOf(op.requestBody, request);
      refsOf(op.responses, answer);
      for (const [set, key] of [
        [request, 'request'],
        [answer, 'answer'],
      ] as const)
        for (const ref of set) {
          const entry = uses.get(ref) ?? { request: new Set(), answer: new Set() };
          entry[key].add(id);
          uses.set(ref, entry);
        }
    }
    return uses;
  }

  /** Every `x-extension: true`, in the order of openapi.yaml; fails on one without `x-when-absent`. */
  extensionRows(): ExtensionRow[] {
    const found: Array<{ pointer: string[]; node: Json }> = [];
    const walk = (node: unknown, pointer: string[]) => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, [...pointer, String(i)]));
      if (!isObject(node)) return;
      if (node['x-extension'] === true) found.push({ pointer, node });
      else if (node['x-when-absent'] !== undefined)
        throw new Error(`openapi.yaml: ${pointer.join('/')} has x-when-absent but no x-extension: true.`);
      for (const [key, value] of Object.entries(node)) walk(value, [...pointer, key]);
    };
    walk(this.spec, []);
    const uses = this.usage();
    return found.map(({ pointer, node }) => {
      const { name, where } = this.describe(pointer, node, uses);
      const whenAbsent = node['x-when-absent'];
      if (typeof whenAbsent !== 'string' || whenAbsent.trim() === '')
        throw new Error(
          `openapi.yaml: the extension ${name} (${pointer.join('/')}) has no x-when-absent. Add one sentence ` +
            `directly after its \`x-extension: true\` line saying what the store does when a host lacks it.`,
        );
      return { name, where, whenAbsent: whenAbsent.trim(), pointer };
    });
  }

  /** An extension's name and where the store meets it, from its place in openapi.yaml. */
  private describe(
    pointer: string[],
    node: Json,
    uses: Map<string, { request: Set<string>; answer: Set<string> }>,
  ): { name: string; where: string } {
    const [top, second, third] = pointer;
    if (top === 'paths') {
      const path = second!;
      if (METHODS.includes(third ?? '') && pointer.length === 3)
        return {
          name: `\`${third!.toUpperCase()} ${path}\``,
          where: `the whole operation ${String(node.operationId)}`,
        };
      const method = METHODS.includes(third ?? '') ? third! : undefined;
      const op = method ? (((this.spec.paths as Json)[path] as Json)[method] as Json) : undefined;
      const param = this.resolve(node).node;
      if (pointer.includes('parameters') && typeof param.name === 'string')
        return {
          name: `\`${param.name}\``,
          where: `${String(param.in)} parameter of ${op ? `${String(op.operationId)} (\`${method!.toUpperCase()} ${path}\`)` : `\`${path}\``}`,
        };
      return { name: `\`${pointer.slice(3).join('.')}\``, where: `in \`${path}\`` };
    }
    if (top === 'components' && (second === 'schemas' || second === 'responses')) {
      const ref = `#/components/${second}/${third}`;
      const use = uses.get(ref);
      const ops = (set: Set<string> | undefined) => [...(set ?? [])].join(', ');
      const inside = fieldPath(pointer.slice(3));
      const name = inside ? `\`${third}.${inside}\`` : `\`${third}\``;
      const kind =
        second === 'responses'
          ? inside
            ? 'field of the error answer'
            : 'error answer'
          : inside
            ? 'field'
            : 'whole schema';
      const parts: string[] = [];
      if (use?.request.size) parts.push(`request of ${ops(use.request)}`);
      if (use?.answer.size) parts.push(`${second === 'responses' ? '' : 'answer of '}${ops(use.answer)}`);
      return { name, where: `${kind}: ${parts.join('; ') || 'used by no operation'}` };
    }
    return { name: `\`${pointer.join('/')}\``, where: 'elsewhere in openapi.yaml' };
  }
}

/** `properties/a/properties/b/items/properties/c` → `a.b[].c` (composition and media types skipped). */
function fieldPath(segments: string[]): string {
  let out = '';
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === 'properties') {
      out += `${out ? '.' : ''}${segments[++i]}`;
    } else if (segment === 'items') out += '[]';
    else if (segment === 'content')
      i += 2; // content/<media type>/schema
    else if (['allOf', 'anyOf', 'oneOf'].includes(segment)) i += 1;
  }
  return out;
}

// ---- Markdown ------------------------------------------------------------------------------

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function itemText(item: Item, opOurs: boolean): string {
  if (item.kind === 'field') return `\`${item.path}\` (${item.type}${item.ours && !opOurs ? ', ours' : ''})`;
  return item.options
    .map((option) => {
      const text = option.map((i) => itemText(i, opOurs)).join(', ');
      return option.length > 1 ? `(${text})` : text || '(nothing more)';
    })
    .join(' **or** ');
}

function oursFields(items: Item[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'field' ? (item.ours ? [item.path] : []) : item.options.flatMap((o) => oursFields(o)),
  );
}

export function operationsTable(rows: OperationRow[]): string {
  const lines = [
    '| operation | call | success | fields it must answer | spec shows it | error codes the store reads |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const fields =
      row.fields === null
        ? NOTHING
        : row.fields.length === 0
          ? 'no field required'
          : row.fields.map((item) => itemText(item, row.ours)).join(', ');
    const mine = row.fields ? oursFields(row.fields) : [];
    const spec = row.ours
      ? 'no: ours'
      : mine.length > 0
        ? `yes, but ours: ${mine.map((p) => `\`${p}\``).join(', ')}`
        : 'yes';
    const errors = row.errors.map((e) => `${e.status} ${e.codes.join(', ')}${e.ours ? ' (ours)' : ''}`).join('; ');
    lines.push(
      `| ${[row.operationId, `\`${row.method} ${row.path}\``, row.success.join(', '), fields, spec, errors || '—'].map(cell).join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

export function extensionsTable(rows: ExtensionRow[]): string {
  const lines = ['| extension | where | when the host lacks it |', '| --- | --- | --- |'];
  for (const row of rows) lines.push(`| ${[row.name, row.where, row.whenAbsent].map(cell).join(' | ')} |`);
  return lines.join('\n');
}

/** The whole of docs/host-table.md, before Prettier. */
export function hostTablePage(contract = new HostContract()): string {
  const operations = contract.operationRows();
  const extensions = contract.extensionRows();
  return [
    '# What the host must answer, at least',
    '',
    '<!-- Generated from openapi.yaml by `npm run gen:host-table`. Do not edit. -->',
    '',
    'The least each call must answer for the store to work, read from `openapi.yaml` (the contract',
    'allows more; the store reads no more), and every extension of this project with what the store',
    'does when a host lacks it. To change this page, edit `openapi.yaml` (and its `x-when-absent`',
    'sentences) and run `npm run gen:host-table`; `scripts/host-table.test.ts` fails while the page is',
    'stale, and the generator fails on an extension without `x-when-absent`. Building for a host and',
    'trying it: [real-host.md](real-host.md).',
    '',
    '- **success**: the status the call must answer ("any 2xx" where the spec does not fix it).',
    '- **fields it must answer**: those the success schema requires, walked into required objects and',
    '  array items (`items[].id`, `pagination.total`). "**or**" separates the shapes the spec allows',
    '  (`anyOf`/`oneOf`); a named shape met a second time points back to where it was listed.',
    `  "${NOTHING}": the spec shows no answer.`,
    '- **ours**: a field or call the spec does not show: this project’s extension, marked',
    '  `x-extension: true`, optional for a host.',
    '- **error codes the store reads**: the `error` values the store tells apart, by status (an error',
    '  body may carry `error`, `message` or both).',
    '- A timestamp may come with or without a zone; one without is read as Lagos time (UTC+1,',
    '  [decision 0039](decisions/0039-times-without-a-zone.md)).',
    '',
    '## Every call',
    '',
    `${operations.length} in all, in the order of \`openapi.yaml\`.`,
    '',
    operationsTable(operations),
    '',
    '## Every extension',
    '',
    `${extensions.length} in all: where the store meets each, and what it does when the host lacks it (\`x-when-absent\`).`,
    '',
    extensionsTable(extensions),
    '',
  ].join('\n');
}

/** docs/host-table.md as generated, formatted as Prettier would. */
export async function hostTableMarkdown(contract = new HostContract()): Promise<string> {
  const options = (await resolveConfig(HOST_TABLE)) ?? {};
  return format(hostTablePage(contract), { ...options, filepath: HOST_TABLE });
}
