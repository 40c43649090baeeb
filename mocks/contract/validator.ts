/**
 * Validation both ways against openapi.yaml (through its generated JSON copy):
 * - requests, before any handler runs: path, query and body; a violation becomes
 *   400 `{ error: 'invalid_payload', message, fields }` (a malformed path id becomes 404, since it
 *   names no resource and every operation with an id documents 404);
 * - responses, in tests: the status must be documented and the body must match its schema.
 */
import type { ErrorObject } from 'ajv/dist/2020';
import { operations, type OperationId } from '../../src/api/operations.gen';
import { compileValidator, CONTRACT_ID, type Schema } from './compile';
import contract from './openapi.gen.json';

type Json = Record<string, unknown>;

const doc = contract as unknown as {
  paths: Record<string, Record<string, Json>>;
  components: { parameters?: Record<string, Json>; responses?: Record<string, Json> };
};

function pointer(path: string[]): string {
  return '#/' + path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

function deref<T = Json>(node: unknown): T {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    const parts = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = parts.reduce<Json>((acc, key) => acc[key] as Json, contract as Json);
  }
  return current as T;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  /** Where this parameter's schema sits in the contract, so its internal $refs resolve. */
  schemaPointer: string[];
}

interface OperationShape {
  id: OperationId;
  method: string;
  path: string;
  pattern: RegExp;
  pathNames: string[];
  query: Parameter[];
  pathParams: Parameter[];
  bodyContent: Record<string, { schema?: Schema }>;
  bodyPointer: string[];
  bodyRequired: boolean;
  responses: Record<string, Json>;
  pointer: string[];
}

/** Follows a $ref chain and returns the node with the pointer path where it really lives. */
function locate(node: unknown, path: string[]): { node: Json; path: string[] } {
  let current = node as Json;
  let at = path;
  while (current && typeof current.$ref === 'string') {
    at = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = at.reduce<Json>((acc, key) => acc[key] as Json, contract as Json);
  }
  return { node: current, path: at };
}

const shapes = new Map<OperationId, OperationShape>();
for (const [id, info] of Object.entries(operations) as Array<[OperationId, (typeof operations)[OperationId]]>) {
  const item = doc.paths[info.path]!;
  const op = item[info.method] as Json;
  const opPointer = ['paths', info.path, info.method];
  const params: Parameter[] = [];
  const collect = (list: unknown, base: string[]) =>
    ((list as unknown[]) ?? []).forEach((raw, i) => {
      const { node, path } = locate(raw, [...base, 'parameters', String(i)]);
      params.push({ ...(node as unknown as Parameter), schemaPointer: [...path, 'schema'] });
    });
  collect(item.parameters, ['paths', info.path]);
  collect(op.parameters, opPointer);
  const pathNames: string[] = [];
  const pattern = new RegExp(
    '^' +
      info.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
        pathNames.push(name);
        return '([^/]+)';
      }) +
      '/?$',
  );
  const body = op.requestBody ? locate(op.requestBody, [...opPointer, 'requestBody']) : undefined;
  shapes.set(id, {
    id,
    method: info.method,
    path: info.path,
    pattern,
    pathNames,
    query: params.filter((p) => p.in === 'query'),
    pathParams: params.filter((p) => p.in === 'path'),
    bodyContent: (body?.node.content as OperationShape['bodyContent']) ?? {},
    bodyPointer: body?.path ?? [],
    bodyRequired: Boolean(body?.node.required),
    responses: (op.responses as Record<string, Json>) ?? {},
    pointer: opPointer,
  });
}

/** Finds the operation a request is for, with its raw path parameters. */
export function matchOperation(
  method: string,
  pathname: string,
): { id: OperationId; params: Record<string, string> } | null {
  const m = method.toLowerCase();
  // Literal segments win over parameters (/orders/verify before /orders/{id}).
  const candidates = [...shapes.values()]
    .filter((s) => s.method === m)
    .sort((a, b) => a.pathNames.length - b.pathNames.length);
  for (const shape of candidates) {
    const match = shape.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    shape.pathNames.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1]!)));
    return { id: shape.id, params };
  }
  return null;
}

function ref(path: string[]): Schema {
  return { $ref: CONTRACT_ID + pointer(path) };
}

function fieldName(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return base ? `${base}.${missing}` : missing;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return base ? `${base}.${extra}` : extra;
  }
  return base || 'body';
}

function describe(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not allowed';
  return error.message ?? 'is invalid';
}

/** One message per field, first error wins (oneOf/anyOf noise is folded into its parent). */
function toFields(errors: ErrorObject[] | null | undefined, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    const name = prefix + fieldName(error);
    fields[name] ??= describe(error);
  }
  return fields;
}

export interface RequestProblem {
  status: 400 | 404;
  error: 'invalid_payload' | 'not_found';
  message: string;
  fields?: Record<string, string>;
}

export interface RequestParts {
  params: Record<string, string>;
  query: URLSearchParams;
  contentType: string | null;
  /** Parsed JSON, or form fields as an object (files as File), or undefined when there is no body. */
  body: unknown;
  bodyError?: string;
}

function queryObject(shape: OperationShape, query: URLSearchParams): Json {
  const out: Json = {};
  for (const param of shape.query) {
    const schema = deref<Json>(param.schema ?? {});
    const isArray = schema.type === 'array';
    const values = query.getAll(param.name).filter((v) => v !== '' || schema.type === 'string');
    if (values.length === 0) continue;
    out[param.name] = isArray ? values : values[0];
  }
  return out;
}

function summary(fields: Record<string, string>): string {
  const entries = Object.entries(fields);
  if (entries.length === 0) return 'The request is invalid.';
  return 'Invalid request: ' + entries.map(([k, v]) => `${k} ${v}`).join('; ') + '.';
}

/** One validator: its key (`s:`/`c:` for strict or coercing, see ./compile.ts) and its schema. */
export interface ValidatorSpec {
  key: string;
  schema: Schema;
}

const compiled = (spec: ValidatorSpec) => compileValidator(spec.key, spec.schema);
const isFormMedia = (media: string) => media === 'multipart/form-data' || media === 'application/x-www-form-urlencoded';

function pathSpec(shape: OperationShape, param: Parameter): ValidatorSpec {
  return {
    key: `c:${shape.id}:path:${param.name}`,
    schema: { type: 'object', properties: { value: ref(param.schemaPointer) }, required: ['value'] },
  };
}

function querySpec(shape: OperationShape): ValidatorSpec {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const param of shape.query) {
    properties[param.name] = ref(param.schemaPointer);
    if (param.required) required.push(param.name);
  }
  return { key: `c:${shape.id}:query`, schema: { type: 'object', properties, required } };
}

function bodySpec(shape: OperationShape, media: string): ValidatorSpec | null {
  if (!shape.bodyContent[media]?.schema) return null;
  return {
    key: `${isFormMedia(media) ? 'c' : 's'}:${shape.id}:body:${media}`,
    schema: ref([...shape.bodyPointer, 'content', media, 'schema']),
  };
}

/** Every validator `validateRequest` can ask for: what a browser build compiles ahead of time. */
export function requestValidatorSpecs(): ValidatorSpec[] {
  const specs: ValidatorSpec[] = [];
  for (const shape of shapes.values()) {
    for (const param of shape.pathParams) specs.push(pathSpec(shape, param));
    if (shape.query.length > 0) specs.push(querySpec(shape));
    for (const media of Object.keys(shape.bodyContent)) {
      const spec = bodySpec(shape, media);
      if (spec) specs.push(spec);
    }
  }
  return specs;
}

/** Validates a request; returns the problem to answer with, or null when it is valid. */
export function validateRequest(id: OperationId, parts: RequestParts): RequestProblem | null {
  const shape = shapes.get(id);
  if (!shape) throw new Error(`Unknown operation ${id}`);

  // Path parameters: a malformed id names no resource.
  for (const param of shape.pathParams) {
    const validate = compiled(pathSpec(shape, param));
    if (!validate({ value: parts.params[param.name] }))
      return { status: 404, error: 'not_found', message: 'Not found.' };
  }

  // Query.
  if (shape.query.length > 0) {
    const validate = compiled(querySpec(shape));
    const query = queryObject(shape, parts.query);
    if (!validate(query)) {
      const fields = toFields(validate.errors);
      return { status: 400, error: 'invalid_payload', message: summary(fields), fields };
    }
  }

  // Body.
  const mediaTypes = Object.keys(shape.bodyContent);
  if (mediaTypes.length === 0) return null;
  if (parts.bodyError)
    return { status: 400, error: 'invalid_payload', message: parts.bodyError, fields: { body: parts.bodyError } };
  if (parts.body === undefined) {
    if (!shape.bodyRequired) return null;
    return {
      status: 400,
      error: 'invalid_payload',
      message: 'A request body is required.',
      fields: { body: 'is required' },
    };
  }
  const type = (parts.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const media =
    mediaTypes.find((m) => m === type) ?? (type === '' ? mediaTypes.find((m) => m === 'application/json') : undefined);
  if (!media) {
    const message = `Content-Type must be ${mediaTypes.join(' or ')}.`;
    return { status: 400, error: 'invalid_payload', message, fields: { 'content-type': message } };
  }
  const spec = bodySpec(shape, media);
  if (!spec) return null;
  const isForm = isFormMedia(media);
  const validate = compiled(spec);
  const target = isForm ? formForValidation(parts.body as Json) : parts.body;
  if (!validate(target)) {
    const fields = toFields(validate.errors);
    return { status: 400, error: 'invalid_payload', message: summary(fields), fields };
  }
  return null;
}

/** Files cannot be validated as strings: validate form fields with files replaced by a marker. */
function formForValidation(body: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) out[key] = value.map((v) => (isFile(v) ? `file:${(v as File).name}` : v));
    else out[key] = isFile(value) ? `file:${(value as File).name}` : value;
  }
  return out;
}

function isFile(value: unknown): boolean {
  return typeof File !== 'undefined' && value instanceof File;
}

export interface ResponseProblem {
  operationId: OperationId;
  status: number;
  message: string;
}

/** Checks a response against the contract: a documented status, and a body matching its schema. */
export function validateResponse(
  id: OperationId,
  status: number,
  contentType: string | null,
  body: unknown,
): ResponseProblem | null {
  const shape = shapes.get(id);
  if (!shape) throw new Error(`Unknown operation ${id}`);
  const key =
    String(status) in shape.responses
      ? String(status)
      : `${String(status)[0]}XX` in shape.responses
        ? `${String(status)[0]}XX`
        : 'default' in shape.responses
          ? 'default'
          : null;
  if (!key)
    return {
      operationId: id,
      status,
      message: `status ${status} is not documented (documented: ${Object.keys(shape.responses).join(', ')})`,
    };
  const response = locate(shape.responses[key], []).node;
  // `x-empty-body`: the spec shows no answer, so an empty body is as good as any object.
  if (response['x-empty-body'] === true && (body === undefined || body === null || body === '')) return null;
  const content = response.content as Record<string, { schema?: Schema }> | undefined;
  if (!content) {
    if (body !== undefined && body !== null && body !== '')
      return { operationId: id, status, message: 'documented without a body, but a body was sent' };
    return null;
  }
  const type = (contentType ?? '').split(';')[0]!.trim();
  if (!content[type])
    return {
      operationId: id,
      status,
      message: `content type ${type || '(none)'} is not documented (${Object.keys(content).join(', ')})`,
    };
  const schema = content[type]!.schema;
  if (!schema) return null;
  const located = locate(shape.responses[key], [...shape.pointer, 'responses', key]);
  const validate = compiled({
    key: `s:${id}:response:${key}:${type}`,
    schema: ref([...located.path, 'content', type, 'schema']),
  });
  if (!validate(body)) {
    const fields = toFields(validate.errors);
    return { operationId: id, status, message: `body does not match the schema: ${summary(fields)}` };
  }
  return null;
}

export { deref as derefContract };

/** One documented response of an operation, its $refs followed. */
export interface ResponseDoc {
  status: string;
  description: string;
  /** The JSON schema (references resolved at the top only; use derefContract below it). */
  schema?: Json;
  example?: unknown;
}

/** What the scenarios need to know of an operation: its responses and its JSON body's required fields. */
export function describeOperation(id: OperationId): { responses: ResponseDoc[]; requiredBodyFields: string[] } {
  const shape = shapes.get(id);
  if (!shape) throw new Error(`Unknown operation ${id}`);
  const responses = Object.entries(shape.responses).map(([status, raw]) => {
    const node = locate(raw, []).node;
    const json = (node.content as Record<string, { schema?: Json; example?: unknown }> | undefined)?.[
      'application/json'
    ];
    return {
      status,
      description: String(node.description ?? ''),
      schema: json?.schema ? deref<Json>(json.schema) : undefined,
      example: json?.example,
    };
  });
  const bodySchema = shape.bodyContent['application/json']?.schema;
  const body = bodySchema ? deref<Json>(bodySchema) : undefined;
  // `x-required-fields`: required, though the schema leaves them optional so the handler can name
  // every missing one at once (its 400 invalid_payload lists them).
  const requiredBodyFields = [
    ...new Set([
      ...((body?.required as string[] | undefined) ?? []),
      ...((body?.['x-required-fields'] as string[] | undefined) ?? []),
    ]),
  ];
  return { responses, requiredBodyFields };
}
