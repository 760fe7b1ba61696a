// The bridge contract generator (scripts/bridge-contract.ts): check mode fails on a stale or missing file (the
// Swift package's and Kotlin module's generated sources too, and their hand-written files missing), on a conformance pack of another version or refused by the schema, and on a
// changelog without the version; it passes on fresh ones; the generated JSON Schema accepts each documented example and refuses a message that
// breaks the contract (a dropped field, a wrong version, an unknown field), as a mobile team's test would.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CONTRACT, type BridgeMessageSpec } from '../src/domain/bridge-contract';
import { BRIDGE_EVENT_NAMES } from '../src/domain/bridge-protocol';
import { CHANGELOG_FILE, CONFORMANCE_SUBDIR, conformanceProblems, type ConformanceScenario } from './bridge-conformance';
import {
  bridgeJsonSchema,
  DOC_FILE,
  DOCS_DIR,
  generateBridgeFiles,
  KOTLIN_FILE,
  NATIVE_PACKAGE_FILES,
  runBridgeContract,
  SCHEMA_FILE,
  staleFiles,
  SWIFT_FILE,
} from './bridge-contract';

describe('bridge:check', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bridge-contract-'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  // tsx and ajv on a loaded machine: seconds.
  const SLOW = 60_000;
  /** The committed pack and changelog, copied into dir (check reads them there). */
  const withPack = () => cpSync(join(DOCS_DIR, 'bridge'), join(dir, 'bridge'), { recursive: true });

  it(
    'fails naming every generated file when they are missing',
    async () => {
      withPack();
      rmSync(join(dir, SWIFT_FILE));
      rmSync(join(dir, KOTLIN_FILE));
      expect(staleFiles(await generateBridgeFiles(), dir).sort()).toEqual([DOC_FILE, SCHEMA_FILE, SWIFT_FILE, KOTLIN_FILE].sort());
      expect(await runBridgeContract('check', dir)).toBe(1);
    },
    SLOW,
  );

  it(
    'passes right after write, and fails again when one file is edited by hand',
    async () => {
      withPack();
      expect(await runBridgeContract('write', dir)).toBe(0);
      expect(await runBridgeContract('check', dir)).toBe(0);
      const swift = join(dir, SWIFT_FILE);
      writeFileSync(swift, readFileSync(swift, 'utf8').replace('public let height: Double', 'public let height: Int'));
      expect(staleFiles(await generateBridgeFiles(), dir)).toEqual([SWIFT_FILE]);
      expect(await runBridgeContract('check', dir)).toBe(1);
    },
    SLOW,
  );

  it(
    'fails when the conformance pack is of another contract version or breaks the schema, or the changelog lacks the version',
    async () => {
      withPack();
      await runBridgeContract('write', dir);
      const pack = join(dir, CONFORMANCE_SUBDIR, 'ios-sports-first-deposit-card.json');
      const original = readFileSync(pack, 'utf8');
      writeFileSync(pack, original.replace('"contractVersion": "1.0.0"', '"contractVersion": "0.9.0"'));
      expect(conformanceProblems(dir, bridgeJsonSchema(), '1.0.0')).toEqual([expect.stringContaining('recorded with contract 0.9.0')]);
      const recorded = JSON.parse(original) as ConformanceScenario;
      recorded.messages[0]!.message.payload = { legislation: 'XX', language: 'fr' };
      writeFileSync(pack, JSON.stringify(recorded));
      expect(conformanceProblems(dir, bridgeJsonSchema(), '1.0.0')).toEqual([expect.stringContaining('message 1 (appInitialized) breaks the schema')]);
      writeFileSync(pack, original);
      expect(await runBridgeContract('check', dir)).toBe(0);
      writeFileSync(join(dir, CHANGELOG_FILE), '# Changelog\n\n## 0.9.0\n');
      expect(await runBridgeContract('check', dir)).toBe(1);
      rmSync(pack);
      expect(conformanceProblems(dir, bridgeJsonSchema(), '1.0.0')).toEqual([
        expect.stringContaining('no "## 1.0.0" entry'),
        expect.stringContaining('ios-sports-first-deposit-card.json: missing'),
      ]);
    },
    SLOW,
  );

  it(
    'fails when a hand-written file of the Swift package or the Kotlin module is missing',
    async () => {
      withPack();
      await runBridgeContract('write', dir);
      expect(await runBridgeContract('check', dir)).toBe(0);
      rmSync(join(dir, 'bridge/swift/Package.swift'));
      expect(await runBridgeContract('check', dir)).toBe(1);
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('docs/bridge/swift/Package.swift'));
      expect(NATIVE_PACKAGE_FILES).toContain('bridge/kotlin/src/test/kotlin/com/cashier/bridge/ConformanceTest.kt');
    },
    SLOW,
  );

  it('refuses an unknown mode', async () => {
    expect(await runBridgeContract('publish', dir)).toBe(2);
  });

  it(
    'the committed docs (markdown, schema, Swift, Kotlin) are fresh and the committed pack is current',
    async () => {
      expect(staleFiles(await generateBridgeFiles(), DOCS_DIR)).toEqual([]);
      expect(conformanceProblems(DOCS_DIR, bridgeJsonSchema(), '1.0.0')).toEqual([]);
    },
    SLOW,
  );
});

describe('the generated schema (docs/bridge.schema.json)', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(bridgeJsonSchema());
  const message = (name: string, payload: unknown, contractVersion = '1.0.0') => ({ name, contractVersion, payload });

  it('covers every message of SPEC 7 the app sends', () => {
    for (const name of [
      'paymentDepositSuccess',
      'paymentWithdrawalSuccess',
      'paymentCloseApplication',
      'paymentCancelRedirectInApp',
      'paymentRedirectInApp',
      'paymentRedirectInMobileBrowser',
      'paymentRedirectAppToApp',
      'paymentSetCloseNavigationIcon',
      'appInitialized',
      'isDarkStatusBar',
      'statusBarHeight',
      'applePayEligibility',
      'googlePayEligibility',
      'googlePayPaymentData',
    ]) {
      expect(BRIDGE_EVENT_NAMES).toContain(name);
      expect((bridgeJsonSchema().$defs as Record<string, unknown>)[name]).toBeDefined();
    }
  });

  it.each(BRIDGE_EVENT_NAMES.map((n) => [n]))('accepts the documented example of %s, also with the frame channel', (name) => {
    const { example } = BRIDGE_CONTRACT[name] as BridgeMessageSpec;
    expect(validate(message(name, example)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ channel: 'cashier.bridge', ...message(name, example) })).toBe(true);
  });

  it('refuses a dropped field, a wrong contract version, an unknown field and an unknown message', () => {
    const success = { status: 'success', method: 'CARD', amount: 50, transactionId: 'tx-1' };
    expect(validate(message('paymentDepositSuccess', success))).toBe(true);
    const { transactionId: _dropped, ...withoutId } = success;
    expect(validate(message('paymentDepositSuccess', withoutId))).toBe(false);
    expect(validate(message('paymentDepositSuccess', success, '0.9.0'))).toBe(false);
    expect(validate({ name: 'paymentDepositSuccess', payload: success })).toBe(false);
    expect(validate(message('paymentDepositSuccess', { ...success, cardNumber: '4111' }))).toBe(false);
    expect(validate(message('paymentDepositSuccess', { ...success, status: 'failed' }))).toBe(false);
    expect(validate(message('paymentSomethingElse', {}))).toBe(false);
    expect(validate(message('paymentSetCloseNavigationIcon', { visible: 'yes' }))).toBe(false);
  });

  it('answers have their own schemas', () => {
    const answer = ajv.compile({ $ref: 'https://cashier.example/bridge.schema.json#/$defs/statusBarHeight.answer' });
    expect(answer({ height: 47 })).toBe(true);
    expect(answer({ height: -1 })).toBe(false);
  });
});

describe('deep links in the contract (SPEC 7)', () => {
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema(bridgeJsonSchema());
  const deepLink = ajv.getSchema('https://cashier.example/bridge.schema.json#/$defs/deepLink')!;
  it('the two forms per universe (sports, turf) are deep links; a web URL or another universe is not', () => {
    expect(deepLink('kestrelsports://mybets/open')).toBe(true);
    expect(deepLink('orbitturf://deposit?redirect=https%3A%2F%2Fcashier.orbitplay.fr%2Fcallback')).toBe(true);
    expect(deepLink('kestrelcasino://home')).toBe(false);
    expect(deepLink('https://www.kestrelbet.fr/sports')).toBe(false);
  });
});
