/**
 * The contract as the browser mock needs it (scripts/vite-mock-plugins.ts,
 * docs/decisions/0020-performance-choices.md): the shapes of requests and answers, without the
 * words written for people. Dropped: `info`
 * beyond title and version, `servers`, `tags`, `externalDocs`, and every `summary`,
 * `description`, `example`, `examples` and `x-when-absent`, except a response's `description` (the scenario
 * catalogue shows it) and the `example` of a response's media type (a scenario answers with it).
 * A key that names a property, a schema, a status or a media type is kept whatever its name.
 */
type Json = Record<string, unknown>;

/** Objects whose keys are names, not keywords. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'schemas',
  'parameters',
  'responses',
  'requestBodies',
  'headers',
  'securitySchemes',
  'paths',
  'content',
  'links',
  'callbacks',
  'dependentSchemas',
  'mapping',
  'variables',
]);
const WORDS = new Set(['summary', 'description', 'example', 'examples', 'externalDocs', 'x-when-absent']);
/** Keywords whose values are data (a product's own `description` inside an example stays). */
const DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);

export function slimContract<T>(doc: T): T {
  const root = doc as Json;
  const info = (root.info ?? {}) as Json;
  const out = walk({ ...root, info: { title: info.title, version: info.version } }, []) as Json;
  delete out.servers;
  delete out.tags;
  return out as T;
}

function walk(node: unknown, path: string[]): unknown {
  if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, String(i)]));
  if (!node || typeof node !== 'object') return node;
  const parent = path.at(-1) ?? '';
  const namesOnly = NAME_MAPS.has(parent) && !(parent === 'properties' && path.at(-2) === 'properties');
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (!namesOnly && WORDS.has(key) && !kept(key, path)) continue;
    out[key] = DATA.has(key) && !namesOnly ? value : walk(value, [...path, key]);
  }
  return out;
}

/** A response's description, and the example of a response's media type. */
function kept(key: string, path: string[]): boolean {
  if (key === 'description') return path.at(-2) === 'responses';
  if (key === 'example') return path.at(-2) === 'content' && path.at(-4) === 'responses';
  return false;
}
