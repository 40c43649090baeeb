/**
 * This project's additions to a record of the contract: the properties of a named schema marked
 * `x-extension: true` in openapi.yaml. `shapes:spec` leaves them out (mocks/scenarios/spec-shapes.ts),
 * so a field added to the contract as an extension is left out there with no other change.
 */
import contract from './openapi.gen.json';

type Json = Record<string, unknown>;

const schemas = (contract as unknown as { components: { schemas: Record<string, Json | undefined> } }).components
  .schemas;

/** The extension properties of `components.schemas[name]`, in the contract's order. */
export function extensionsOf(name: string): string[] {
  const schema = schemas[name];
  if (!schema) throw new Error(`openapi.yaml has no schema ${name}`);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  return Object.keys(properties).filter((key) => properties[key]!['x-extension'] === true);
}
