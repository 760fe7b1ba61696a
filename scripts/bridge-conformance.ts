// The bridge conformance pack (docs/bridge/conformance/*.json): per scenario, the launch, what the player
// does and every bridge message Cashier sends, in order, with the native side's answer to each question;
// recorded from the e2e runs in the sandbox's simulated webview (test/e2e/bridge-conformance.spec.ts) and
// versioned with the contract. Mobile teams feed these messages to their handlers in their own unit tests.
// `npm run bridge:check` refuses a pack that is not of the current contract version or whose messages or
// answers the schema refuses (scripts/bridge-contract.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';

export const CONFORMANCE_SUBDIR = 'bridge/conformance';
export const CHANGELOG_FILE = 'bridge/CHANGELOG.md';

export interface ConformanceStep {
  /** The message as the native side receives it ({ name, contractVersion, payload }). */
  message: { name: string; contractVersion: string; payload: unknown };
  /** What the native side answered ({ channel, name, payload } posted back), for a question. */
  answer?: { channel: string; name: string; payload: unknown };
}

export interface ConformanceScenario {
  scenario: string;
  title: string;
  contractVersion: string;
  platform: 'IOS' | 'ANDROID';
  /** The launch URL's path and query parameters (the session's tokens masked). */
  launch: { path: string; query: Record<string, string> };
  /** What the player does, in order. */
  player: string[];
  recordedBy: string;
  messages: ConformanceStep[];
}

/** The scenarios the pack must hold (each recorded by the e2e spec of the same name). */
export const CONFORMANCE_SCENARIOS = [
  'ios-sports-first-deposit-card',
  'ios-card-3ds-in-app-browser',
  'android-mbway-app-to-app',
  'ios-turf-apple-pay-eligibility',
  'android-google-pay-eligibility',
  'ios-withdrawal-cancelled',
  'android-session-timeout',
  'ios-ineligible-player',
] as const;

/** Cashier's origin in the pack: the sandbox's (host and port of the run) replaced by a production one. */
export const PACK_ORIGIN = 'https://cashier.kestrelbet.fr';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A recorded value made stable across runs: the run's origin (also URL-encoded) becomes PACK_ORIGIN, and each
 * distinct UUID (transaction ids) a numbered one, in order of first appearance, so that equal ids stay equal.
 */
export function normalise<T>(value: T, runOrigin: string, ids = new Map<string, string>()): T {
  const text = JSON.stringify(value)
    .split(runOrigin)
    .join(PACK_ORIGIN)
    .split(encodeURIComponent(runOrigin))
    .join(encodeURIComponent(PACK_ORIGIN))
    .replace(UUID, (id) => {
      const key = id.toLowerCase();
      if (!ids.has(key)) ids.set(key, `00000000-0000-4000-8000-${String(ids.size + 1).padStart(12, '0')}`);
      return ids.get(key)!;
    });
  return JSON.parse(text) as T;
}

export const conformanceFile = (docsDir: string, scenario: string) => join(docsDir, CONFORMANCE_SUBDIR, `${scenario}.json`);

/** What is wrong with the pack in docsDir against this schema and version: [] when it is current. */
export function conformanceProblems(docsDir: string, schema: Record<string, unknown>, version: string): string[] {
  const problems: string[] = [];
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(schema);
  const id = String(schema.$id);
  const message = ajv.getSchema(id)!;
  const changelog = join(docsDir, CHANGELOG_FILE);
  if (!existsSync(changelog) || !new RegExp(`^## ${version.replace(/\./g, '\\.')}\\b`, 'm').test(readFileSync(changelog, 'utf8'))) {
    problems.push(`docs/${CHANGELOG_FILE}: no "## ${version}" entry for the current contract version`);
  }
  const dir = join(docsDir, CONFORMANCE_SUBDIR);
  const present = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
    : [];
  for (const s of CONFORMANCE_SCENARIOS)
    if (!present.includes(s)) problems.push(`docs/${CONFORMANCE_SUBDIR}/${s}.json: missing (record it: see docs/bridge-integration.md)`);
  for (const s of present) {
    const where = `docs/${CONFORMANCE_SUBDIR}/${s}.json`;
    let pack: ConformanceScenario;
    try {
      pack = JSON.parse(readFileSync(join(dir, `${s}.json`), 'utf8')) as ConformanceScenario;
    } catch (e) {
      problems.push(`${where}: not JSON (${String(e)})`);
      continue;
    }
    if (pack.contractVersion !== version)
      problems.push(`${where}: recorded with contract ${pack.contractVersion}, the contract is ${version} (record it again)`);
    if (!Array.isArray(pack.messages) || pack.messages.length === 0) problems.push(`${where}: no messages`);
    for (const [i, step] of (pack.messages ?? []).entries()) {
      if (!message(step.message)) problems.push(`${where}: message ${i + 1} (${step.message?.name}) breaks the schema: ${ajv.errorsText(message.errors)}`);
      if (step.answer) {
        const answer = ajv.getSchema(`${id}#/$defs/${step.answer.name}.answer`);
        if (!answer) problems.push(`${where}: message ${i + 1} answered, but ${step.answer.name} is not a question`);
        else if (!answer(step.answer.payload)) problems.push(`${where}: the answer to message ${i + 1} breaks the schema: ${ajv.errorsText(answer.errors)}`);
      }
    }
  }
  return problems;
}
