/** The records the mock's tables hold (scripts/gen-rows.mjs). */
export declare const RECORDS: string[];
/** The Zod module of RECORDS and what they refer to, from the contract's components.schemas. */
export declare function rowsModule(schemas: Record<string, unknown>, header: string): string;
