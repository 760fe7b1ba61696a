// The bridge contract for the mobile teams, generated from src/domain/bridge-contract.ts (zod 4 schemas):
// `tsx scripts/bridge-contract.ts write` writes docs/bridge.md, docs/bridge.schema.json and the Swift and
// Kotlin sources generated from that schema (the Swift package docs/bridge/swift and the Kotlin module
// docs/bridge/kotlin, by scripts/bridge-native.ts); `check`
// regenerates them in memory and exits 1 naming each file that is stale or missing (the hand-written files of
// the Swift package and the Kotlin module too: NATIVE_PACKAGE_FILES), and each problem of the
// conformance pack (docs/bridge/conformance: of another contract version, or refused by the schema) or of the
// changelog (no entry for the current version). CI: scripts/test-all.sh.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BRIDGE_CONTRACT, DEEP_LINKS, messageSchema, type BridgeMessageSpec } from '../src/domain/bridge-contract';
import { BRIDGE_ANSWER_CHANNEL, BRIDGE_CONTRACT_VERSION, BRIDGE_EVENT_NAMES, BRIDGE_FRAME_CHANNEL } from '../src/domain/bridge-protocol';
import { conformanceProblems } from './bridge-conformance';
import { kotlinSource, nativeModel, swiftSource } from './bridge-native';

export const DOCS_DIR = resolve(fileURLToPath(new URL('..', import.meta.url)), 'docs');
export const SCHEMA_FILE = 'bridge.schema.json';
export const DOC_FILE = 'bridge.md';
export const SWIFT_FILE = 'bridge/swift/Sources/CashierBridge/CashierBridge.swift';
export const KOTLIN_FILE = 'bridge/kotlin/src/main/kotlin/com/cashier/bridge/CashierBridge.kt';
export const KOTLIN_PROPERTIES_FILE = 'bridge/kotlin/gradle.properties';
/** The hand-written files of the Swift package and the Kotlin module beside the generated ones: check wants them there. */
export const NATIVE_PACKAGE_FILES = [
  'bridge/swift/Package.swift',
  'bridge/swift/Sources/CashierBridge/JSONValue.swift',
  'bridge/swift/Tests/CashierBridgeTests/ConformanceTests.swift',
  'bridge/swift/Snippets/CashierWebView.swift',
  'bridge/kotlin/settings.gradle.kts',
  'bridge/kotlin/build.gradle.kts',
  'bridge/kotlin/src/main/kotlin/com/cashier/bridge/Json.kt',
  'bridge/kotlin/src/test/kotlin/com/cashier/bridge/ConformanceTest.kt',
  'bridge/kotlin/src/snippets/kotlin/Snippets.kt',
];
/** The Kotlin package of the generated types. */
export const KOTLIN_PACKAGE = 'com.cashier.bridge';
const SCHEMA_ID = 'https://cashier.example/bridge.schema.json';
const SWIFT_PACKAGE = 'bridge/swift';
const KOTLIN_MODULE = 'bridge/kotlin';

type Json = Record<string, unknown>;
const withoutDialect = ({ $schema: _drop, ...rest }: Json): Json => rest;

/** The JSON Schema (draft 2020-12): one $def per message and per answer; a message is one of them. */
export function bridgeJsonSchema(): Json {
  const defs: Json = {};
  for (const name of BRIDGE_EVENT_NAMES) {
    defs[name] = { title: name, ...withoutDialect(z.toJSONSchema(messageSchema(name)) as Json) };
    const answer = (BRIDGE_CONTRACT[name] as BridgeMessageSpec).answer;
    if (answer)
      defs[`${name}.answer`] = { title: `${name} (answer)`, description: answer.description, ...withoutDialect(z.toJSONSchema(answer.schema) as Json) };
  }
  defs.deepLink = {
    title: 'deep link',
    ...withoutDialect(z.toJSONSchema(DEEP_LINKS.schema) as Json),
    description: DEEP_LINKS.description,
    examples: DEEP_LINKS.examples,
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_ID,
    title: `Cashier bridge messages, contract ${BRIDGE_CONTRACT_VERSION}`,
    description: `Every message Cashier sends to the native side ({ name, contractVersion, payload }; the frame transport adds channel "${BRIDGE_FRAME_CHANNEL}"). Answers to questions ($defs "<name>.answer") come back as { channel: "${BRIDGE_ANSWER_CHANNEL}", name, payload }. Generated from src/domain/bridge-contract.ts: do not edit.`,
    oneOf: BRIDGE_EVENT_NAMES.map((name) => ({ $ref: `#/$defs/${name}` })),
    $defs: defs,
  };
}

const PLATFORM_NOTE: Record<string, string> = {
  iOS: '`window.webkit.messageHandlers.paymentBridge.postMessage(message)` (the message object)',
  Android: '`window.PaymentBridge.postMessage(json)` (the message as a JSON string)',
  frame: `\`window.parent.postMessage({ channel: '${BRIDGE_FRAME_CHANNEL}', ...message }, '*')\` (Cashier in an iframe: operator pages, the sandbox's simulated webview)`,
};

/** A payload's fields as a table: name, type, required, description (from the JSON Schema). */
function fieldRows(schema: Json): string[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(props);
  if (names.length === 0) return ['No fields: the payload is `{}`.'];
  const typeOf = (p: Json): string => {
    if (p.const !== undefined) return `\`${JSON.stringify(p.const)}\``;
    if (Array.isArray(p.enum)) return p.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ');
    if (Array.isArray(p.anyOf)) return (p.anyOf as Json[]).map(typeOf).join(' \\| ');
    return Array.isArray(p.type) ? p.type.join(' \\| ') : String(p.type ?? 'any');
  };
  return [
    '| field | type | required | meaning |',
    '| --- | --- | --- | --- |',
    ...names.map((n) => `| \`${n}\` | ${typeOf(props[n]!)} | ${required.has(n) ? 'yes' : 'no'} | ${String(props[n]!.description ?? '')} |`),
  ];
}

export function bridgeMarkdown(): string {
  const lines: string[] = [
    '# The bridge contract',
    '',
    `Contract version **${BRIDGE_CONTRACT_VERSION}**. Generated from \`src/domain/bridge-contract.ts\` by \`npm run bridge:docs\`;`,
    '`npm run bridge:check` fails when this file or `bridge.schema.json` is stale. Do not edit by hand.',
    '',
    'Cashier tells the native app what happens through bridge messages (SPEC 7). Every message is',
    '`{ name, contractVersion, payload }`; validate it against [`bridge.schema.json`](bridge.schema.json)',
    '(JSON Schema 2020-12, one `$defs` entry per message). The major version changes when a field is removed',
    'or changes meaning, the minor when a message or an optional field is added.',
    '',
    'Native teams: the guide is [`bridge-integration.md`](bridge-integration.md); the Swift package and the Kotlin module generated from the schema are',
    `[\`${SWIFT_PACKAGE}/\`](${SWIFT_PACKAGE}) and [\`${KOTLIN_MODULE}/\`](${KOTLIN_MODULE});`,
    'golden message sequences per scenario are in [`bridge/conformance/`](bridge/conformance); versions in [`bridge/CHANGELOG.md`](bridge/CHANGELOG.md).',
    '',
    '## Transports',
    '',
    ...Object.entries(PLATFORM_NOTE).map(([p, note]) => `- **${p}**: ${note}.`),
    '',
    `Questions (a message with an answer) are answered by posting \`{ channel: '${BRIDGE_ANSWER_CHANNEL}', name, payload }\` to Cashier's`,
    'window (`evaluateJavaScript` on iOS and Android, `postMessage` from a parent frame); answer schemas are `$defs["<name>.answer"]`.',
    '',
    '## Messages',
    '',
    '| message | platforms | answered |',
    '| --- | --- | --- |',
    ...BRIDGE_EVENT_NAMES.map((n) => {
      const spec = BRIDGE_CONTRACT[n] as BridgeMessageSpec;
      return `| [\`${n}\`](#${n.toLowerCase()}) | ${spec.platforms.join(', ')} | ${spec.answer ? 'yes' : 'no'} |`;
    }),
  ];
  for (const name of BRIDGE_EVENT_NAMES) {
    const spec = BRIDGE_CONTRACT[name] as BridgeMessageSpec;
    const payload = z.toJSONSchema(spec.payload) as Json;
    const example = { name, contractVersion: BRIDGE_CONTRACT_VERSION, payload: spec.example };
    lines.push('', `### ${name}`, '', spec.description, '', `Platforms: ${spec.platforms.join(', ')}.`, '', ...fieldRows(payload));
    lines.push('', 'Example:', '', '```json', JSON.stringify(example, null, 2), '```');
    if (spec.answer) {
      lines.push('', `Answer: ${spec.answer.description}`, '', '```json');
      lines.push(JSON.stringify({ channel: BRIDGE_ANSWER_CHANNEL, name, payload: spec.answer.example }, null, 2), '```');
    }
  }
  lines.push('', '## Deep links', '', DEEP_LINKS.description, '', 'Schema: `$defs.deepLink`. Examples:', '', ...DEEP_LINKS.examples.map((e) => `- \`${e}\``));
  return `${lines.join('\n')}\n`;
}

/** The Swift package's and the Kotlin module's generated sources, from that very schema. */
export function nativeSources(schema: Json): Map<string, string> {
  const model = nativeModel(schema, BRIDGE_CONTRACT_VERSION, BRIDGE_ANSWER_CHANNEL);
  return new Map([
    [SWIFT_FILE, swiftSource(model)],
    [KOTLIN_FILE, kotlinSource(model, KOTLIN_PACKAGE)],
    // Gradle reads the module's version here: the contract's.
    [KOTLIN_PROPERTIES_FILE, `# Generated by npm run bridge:docs: the module's version is the bridge contract's.\nversion=${BRIDGE_CONTRACT_VERSION}\n`],
  ]);
}

/** Every generated file, in memory: path under docs/ -> content. */
export async function generateBridgeFiles(): Promise<Map<string, string>> {
  const schema = bridgeJsonSchema();
  return new Map([[DOC_FILE, bridgeMarkdown()], [SCHEMA_FILE, `${JSON.stringify(schema, null, 2)}\n`], ...nativeSources(schema)]);
}

/** The generated files that differ from (or are missing in) dir. */
export function staleFiles(files: Map<string, string>, dir: string): string[] {
  return [...files]
    .filter(([name, content]) => {
      const path = join(dir, name);
      return !existsSync(path) || readFileSync(path, 'utf8') !== content;
    })
    .map(([name]) => name);
}

/** `write` or `check` on dir; the exit code (check: 1 when a file is stale or missing, or the pack is not current). */
export async function runBridgeContract(mode: string | undefined, dir = DOCS_DIR): Promise<number> {
  if (mode !== 'write' && mode !== 'check') {
    console.error('usage: tsx scripts/bridge-contract.ts write|check');
    return 2;
  }
  const files = await generateBridgeFiles();
  if (mode === 'write') {
    for (const [name, content] of files) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
    console.log(`bridge contract ${BRIDGE_CONTRACT_VERSION}: wrote ${[...files.keys()].map((n) => `docs/${n}`).join(', ')}`);
  }
  const stale = mode === 'check' ? staleFiles(files, dir) : [];
  for (const name of stale) console.error(`stale or missing: docs/${name} (run npm run bridge:docs)`);
  const missing = mode !== 'check' ? [] : NATIVE_PACKAGE_FILES.filter((name) => !existsSync(join(dir, name)));
  for (const name of missing) console.error(`missing: docs/${name} (a hand-written file of the Swift package or the Kotlin module)`);
  const problems = conformanceProblems(dir, bridgeJsonSchema(), BRIDGE_CONTRACT_VERSION);
  for (const p of problems) console.error(p);
  return mode === 'write' || (stale.length === 0 && missing.length === 0 && problems.length === 0) ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(await runBridgeContract(process.argv[2]));
