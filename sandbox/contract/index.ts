// The operator API as a contract of its own (SPEC 3 and 7), independent of the app: the JSON Schemas
// (draft 2020-12) of this folder, checked with ajv. The sandbox validates every deposit request body
// against them (server.ts) and its tests validate the sandbox's answers; src/api/contract.test.ts parses
// the examples/ with the app's zod schemas, so the two sides are held to one text written from the spec.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

export const CONTRACT_DIR = dirname(fileURLToPath(import.meta.url));
export const EXAMPLES_DIR = join(CONTRACT_DIR, 'examples');

/** A deposit request's schema: deposit-<method>.request, or deposit-<method>-token.request for a saved mean. */
export type RequestSchema = `deposit-${string}.request`;
/**
 * The deposit request schemas: every deposit-*.request.schema.json of this folder, so a method's stand-in adds
 * its schema files and no line here (docs/architecture.md "Adding a payment method").
 */
export const REQUEST_SCHEMAS: readonly RequestSchema[] = readdirSync(CONTRACT_DIR)
  .flatMap((file) => /^(deposit-[a-z0-9-]+\.request)\.schema\.json$/.exec(file)?.[1] ?? [])
  .sort() as RequestSchema[];
export const RESPONSE_SCHEMAS = [
  'options',
  'payment-methods',
  'tokens',
  'eligibility',
  'last-successful',
  'deposit-response',
  'deposit-status',
  'auth-tokens',
  'feature-flags',
  'messages',
  'missions',
  'error',
] as const;
/** The withdrawal fragments: the pending list and the add-new-IBAN body (routes/withdrawals.ts). */
export const WITHDRAWAL_SCHEMAS = ['withdrawals', 'withdrawal-iban.request'] as const;
export type ResponseSchema = (typeof RESPONSE_SCHEMAS)[number];
export type SchemaName = RequestSchema | ResponseSchema | (typeof WITHDRAWAL_SCHEMAS)[number];

/**
 * The deposit request schema of each POST path the contract covers: deposit-<method>.request at
 * /kong/v6/me/deposits/<method>, deposit-<method>-token.request at /kong/v6/me/deposits/<method>/token (SPEC 7).
 */
export const REQUEST_SCHEMA_BY_PATH: Readonly<Record<string, RequestSchema>> = Object.fromEntries(
  REQUEST_SCHEMAS.map((name) => [`/kong/v6/me/deposits/${name.slice('deposit-'.length, -'.request'.length).replace(/-token$/, '/token')}`, name]),
);

const BASE = 'https://cashier.sandbox/contract/';

let ajv: Ajv2020 | null = null;
const compiled = new Map<SchemaName, ValidateFunction>();

function validatorOf(name: SchemaName): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    for (const file of readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.schema.json'))) {
      ajv.addSchema(JSON.parse(readFileSync(join(CONTRACT_DIR, file), 'utf8')) as object);
    }
  }
  let v = compiled.get(name);
  if (!v) {
    v = ajv.getSchema(`${BASE}${name}.schema.json`);
    if (!v) throw new Error(`no contract schema ${name}`);
    compiled.set(name, v);
  }
  return v;
}

/** Compiles every request schema now (server start): compiled on first use, they cost the first deposit burst ~0.4 s. */
export function compileRequestSchemas(): void {
  for (const name of REQUEST_SCHEMAS) validatorOf(name);
}

export interface Violation {
  /** JSON Pointer of the failing field in the body ('' for the body itself): /detail/phone_number. */
  field: string;
  message: string;
}

/** The pointer of the field an ajv error is about (a missing or extra property names that property). */
function fieldOf(e: ErrorObject): string {
  const p = e.params as { missingProperty?: string; additionalProperty?: string; unevaluatedProperty?: string };
  const child = p.missingProperty ?? p.additionalProperty ?? p.unevaluatedProperty;
  return child === undefined ? e.instancePath : `${e.instancePath}/${child.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

const describe = (e: ErrorObject): string =>
  e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties'
    ? 'is not in the contract'
    : e.keyword === 'required'
      ? 'is required'
      : e.keyword === 'const'
        ? `${e.message} ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`
        : (e.message ?? e.keyword);

/** Every violation of the schema by the value (an empty list when it conforms). */
export function violations(name: SchemaName, value: unknown): Violation[] {
  const v = validatorOf(name);
  if (v(value)) return [];
  const seen = new Set<string>();
  const out: Violation[] = [];
  for (const e of v.errors ?? []) {
    if (e.keyword === 'if' || e.keyword === 'allOf') continue;
    const field = fieldOf(e);
    const message = `${field || '(body)'}: ${describe(e)}`;
    if (seen.has(message)) continue;
    seen.add(message);
    out.push({ field, message });
  }
  return out;
}

/** A schema used like a parser in tests: `parse` throws with every violation, `safeParse` reports them. */
export interface ContractParser<T> {
  parse(value: unknown): T;
  safeParse(value: unknown): { success: true; data: T } | { success: false; violations: Violation[] };
}

export function contract<T = any>(name: SchemaName): ContractParser<T> {
  return {
    parse(value) {
      const found = violations(name, value);
      if (found.length) throw new Error(`does not conform to contract ${name}: ${found.map((v) => v.message).join('; ')}`);
      return value as T;
    },
    safeParse(value) {
      const found = violations(name, value);
      return found.length ? { success: false, violations: found } : { success: true, data: value as T };
    },
  };
}

/** The example body of a schema (examples/<name without .request>.json). */
export function exampleOf(name: SchemaName): unknown {
  return JSON.parse(readFileSync(join(EXAMPLES_DIR, `${name.replace(/\.request$/, '')}.json`), 'utf8'));
}
