import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operationIds, operations } from '../src/api/operations.gen';
import {
  HOST_TABLE,
  HostContract,
  NOTHING,
  ROOT,
  hostTableMarkdown,
  operationsTable,
  type OperationRow,
} from './lib/host-table';

const contract = new HostContract();
const rows = contract.operationRows();
const row = (id: string): OperationRow => rows.find((r) => r.operationId === id)!;
const rowLine = (id: string) => operationsTable([row(id)]).split('\n')[2]!;
const specText = readFileSync(join(ROOT, 'openapi.yaml'), 'utf8');

describe('what the host must answer (docs/host-table.md)', () => {
  it('is written out as generated (npm run gen:host-table)', async () => {
    expect(readFileSync(HOST_TABLE, 'utf8'), 'run npm run gen:host-table').toBe(await hostTableMarkdown(contract));
    // Prettier formats the page: seconds on a busy machine.
  }, 30_000);

  it('is linked from docs/real-host.md', () => {
    expect(readFileSync(join(ROOT, 'docs/real-host.md'), 'utf8')).toContain('](host-table.md)');
  });

  it('has one row for every operation, in the order of openapi.yaml, with the error codes the store reads', () => {
    expect(rows.map((r) => r.operationId).sort()).toEqual([...operationIds].sort());
    for (const r of rows) {
      const op = operations[r.operationId as keyof typeof operations];
      expect(`${r.method} ${r.path}`).toBe(`${op.method.toUpperCase()} ${op.path}`);
      expect(Object.fromEntries(r.errors.map((e) => [e.status, [...e.codes].sort()]))).toEqual(op.errors);
    }
    const paths = Object.keys((parse(specText) as { paths: object }).paths);
    const order = rows.map((r) => paths.indexOf(r.path));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('createProduct: any 2xx, with product.id or id', () => {
    expect(row('createProduct').success).toEqual(['any 2xx']);
    expect(rowLine('createProduct')).toContain('`product.id` (integer)) **or** `id` (integer)');
  });

  it('register and the other calls the spec shows no answer for require nothing', () => {
    expect(row('register').fields).toBeNull();
    expect(rowLine('register')).toContain(NOTHING);
    for (const id of ['updateProduct', 'deleteProduct', 'createSlide', 'fulfillOrder', 'revokeUserSessions'])
      expect(row(id).fields, id).toBeNull();
  });

  it('login requires access_token, refresh_token and user (walked into the user)', () => {
    const line = rowLine('login');
    expect(row('login').success).toEqual(['200']);
    for (const field of [
      '`access_token` (string)',
      '`refresh_token` (string)',
      '`user` (object)',
      '`user.id` (integer)',
    ])
      expect(line).toContain(field);
    expect(line).toContain('`user.role` ("user" or "admin")');
    expect(line).toContain('429 too_many_requests (ours)');
  });

  it('walks array items and nested objects, and shows the spec’s alternatives', () => {
    const products = rowLine('listProducts');
    expect(products).toContain('`items[].id` (integer)');
    expect(products).toContain('`pagination.total` (integer)');
    expect(products).toContain('`items[].name` (string) **or** `items[].title` (string)');
    expect(products).not.toContain('`items[].brand`');
    // The orders list in its three shapes, the order listed once.
    const orders = rowLine('listOrders');
    expect(orders).toContain('`orders[].id` (integer)');
    expect(orders).toContain(
      '**or** `[]` (array, each item as `orders[]`) **or** `data` (array, each item as `orders[]`)',
    );
  });

  it('marks the operations the spec does not show as ours', () => {
    expect(rows.filter((r) => r.ours).map((r) => r.operationId)).toEqual(['checkPromoCode', 'payOrder']);
    expect(rowLine('payOrder')).toContain('| no: ours |');
    expect(rowLine('getOrder')).toContain('| yes |');
  });

  it('lists every extension with where it is and a when-absent sentence', () => {
    const extensions = contract.extensionRows();
    expect(extensions).toHaveLength(specText.match(/^\s*x-extension: true\s*$/gm)!.length);
    for (const extension of extensions) expect(extension.whenAbsent, extension.name).toMatch(/^\S.{10,}[.”]$/);
    expect(extensions.find((e) => e.name === '`Order.amount_discount`')?.where).toBe(
      'field: answer of listOrders, getOrder, listAdminOrders',
    );
    expect(extensions.find((e) => e.name === '`POST /orders/{id}/pay`')?.where).toBe('the whole operation payOrder');
  });

  it('finds each x-when-absent directly after its x-extension: true line', () => {
    const lines = specText.split('\n');
    lines.forEach((line, i) => {
      const extension = /^(\s*)x-extension: true\s*$/.exec(line);
      if (extension) expect(lines[i + 1], `line ${i + 2}`).toMatch(new RegExp(`^${extension[1]}x-when-absent: \\S`));
    });
  });

  it('fails with a clear message on an extension without x-when-absent', () => {
    const spec = parse(specText) as { components: { schemas: { Order: { properties: Record<string, object> } } } };
    delete (spec.components.schemas.Order.properties.paid_at as Record<string, unknown>)['x-when-absent'];
    expect(() => new HostContract(spec as never).extensionRows()).toThrow(
      /the extension `Order\.paid_at` .* has no x-when-absent\. Add one sentence directly after its `x-extension: true` line/,
    );
  });
});
