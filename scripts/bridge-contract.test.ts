// The bridge contract generator (scripts/bridge-contract.ts): check mode fails on a stale or missing file and
// passes on fresh ones; the generated JSON Schema accepts each documented example and refuses a message that
// breaks the contract (a dropped field, a wrong version, an unknown field), as a mobile team's test would.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CONTRACT, type BridgeMessageSpec } from '../src/domain/bridge-contract';
import { BRIDGE_EVENT_NAMES } from '../src/domain/bridge-events';
import { bridgeJsonSchema, DOC_FILE, DOCS_DIR, generateBridgeFiles, runBridgeContract, SCHEMA_FILE, staleFiles } from './bridge-contract';

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

  it('fails naming both files when they are missing', () => {
    expect(staleFiles(generateBridgeFiles(), dir).sort()).toEqual([DOC_FILE, SCHEMA_FILE].sort());
    expect(runBridgeContract('check', dir)).toBe(1);
  });

  it('passes right after write, and fails again when one file is edited by hand', () => {
    expect(runBridgeContract('write', dir)).toBe(0);
    expect(runBridgeContract('check', dir)).toBe(0);
    const schema = join(dir, SCHEMA_FILE);
    writeFileSync(schema, readFileSync(schema, 'utf8').replace('"1.0.0"', '"0.9.0"'));
    expect(staleFiles(generateBridgeFiles(), dir)).toEqual([SCHEMA_FILE]);
    expect(runBridgeContract('check', dir)).toBe(1);
  });

  it('refuses an unknown mode', () => {
    expect(runBridgeContract('publish', dir)).toBe(2);
  });

  it('the committed docs/bridge.md and docs/bridge.schema.json are fresh', () => {
    expect(staleFiles(generateBridgeFiles(), DOCS_DIR)).toEqual([]);
  });
});

describe('the generated schema (docs/bridge.schema.json)', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(bridgeJsonSchema());
  const message = (name: string, payload: unknown, contractVersion = '1.0.0') => ({ name, contractVersion, payload });

  it('covers every message of SPEC 7 the app sends', () => {
    for (const name of ['paymentDepositSuccess', 'paymentWithdrawalSuccess', 'paymentCloseApplication', 'paymentCancelRedirectInApp', 'paymentRedirectInApp', 'paymentRedirectInMobileBrowser', 'paymentRedirectAppToApp', 'paymentSetCloseNavigationIcon', 'appInitialized', 'isDarkStatusBar', 'statusBarHeight', 'applePayEligibility', 'googlePayEligibility', 'googlePayPaymentData']) {
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
