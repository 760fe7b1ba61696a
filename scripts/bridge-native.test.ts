// The Swift and Kotlin generator (scripts/bridge-native.ts): enumerated strings become open types that keep
// an unknown value, not closed enums (a newer minor adds values, docs/bridge/CHANGELOG.md); the same field
// name with other values gets its own type; every message has a decoding branch and an unknown message is a
// value; a schema shape it does not know stops the generation instead of giving wrong code.
import { describe, expect, it } from 'vitest';
import { BRIDGE_ANSWER_CHANNEL, BRIDGE_CONTRACT_VERSION, BRIDGE_EVENT_NAMES } from '../src/domain/bridge-protocol';
import { bridgeJsonSchema } from './bridge-contract';
import { kotlinSource, nativeModel, swiftSource } from './bridge-native';

const message = (payload: Record<string, unknown>, required: string[] = Object.keys(payload)) => ({
  type: 'object',
  properties: { name: { type: 'string' }, contractVersion: { type: 'string' }, payload: { type: 'object', properties: payload, required } },
});
const schemaOf = (defs: Record<string, unknown>) => ({ $defs: defs });

describe('nativeModel', () => {
  it('reads every message and answer of the contract', () => {
    const model = nativeModel(bridgeJsonSchema(), BRIDGE_CONTRACT_VERSION, BRIDGE_ANSWER_CHANNEL);
    expect(model.messages.map((m) => m.name)).toEqual([...BRIDGE_EVENT_NAMES]);
    expect(model.answers.map((a) => a.question).sort()).toEqual(['applePayEligibility', 'googlePayEligibility', 'googlePayPaymentData', 'statusBarHeight']);
    expect(model.enums.map((e) => e.type)).toEqual(expect.arrayContaining(['Legislation', 'Language', 'Currency']));
  });

  it('names a field whose values differ from an earlier same-named field after its message', () => {
    const model = nativeModel(
      schemaOf({
        first: message({ status: { type: 'string', enum: ['a', 'b'] } }),
        second: message({ status: { type: 'string', enum: ['x'] } }),
        third: message({ status: { type: 'string', enum: ['a', 'b'] } }),
      }),
      '1.0.0',
      'c',
    );
    expect(model.enums.map((e) => [e.type, e.values])).toEqual([
      ['Status', ['a', 'b']],
      ['SecondStatus', ['x']],
    ]);
    expect(model.messages[2]!.fields[0]!.enumType).toBe('Status');
  });

  it('reads a field that is not required, or may be null, as optional', () => {
    const [m] = nativeModel(
      schemaOf({ m: message({ a: { type: 'string' }, b: { type: ['string', 'null'] }, c: { type: 'number' } }, ['a', 'b']) }),
      '1.0.0',
      'c',
    ).messages;
    expect(m!.fields.map((f) => [f.name, f.optional])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
  });

  it('stops on a type it does not know, and on an answer variant of more than one field', () => {
    expect(() => nativeModel(schemaOf({ m: message({ list: { type: 'array' } }) }), '1.0.0', 'c')).toThrow(/M\.list .*"array"/);
    const twoFields = { anyOf: [{ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a', 'b'] }] };
    expect(() => nativeModel(schemaOf({ 'm.answer': twoFields }), '1.0.0', 'c')).toThrow(/one field/);
  });
});

describe('the generated sources', () => {
  const model = nativeModel(bridgeJsonSchema(), BRIDGE_CONTRACT_VERSION, BRIDGE_ANSWER_CHANNEL);
  const kotlin = kotlinSource(model, 'com.cashier.bridge');
  const swift = swiftSource(model);

  it('have no closed enum: versions and enumerated values are open types', () => {
    expect(kotlin).not.toMatch(/enum class/);
    expect(kotlin).toContain('value class Legislation(val value: String)');
    expect(kotlin).toContain('value class ContractVersion(val value: String)');
    expect(swift).not.toMatch(/public enum (Legislation|Language|Currency|ContractVersion)\b/);
    expect(swift).toContain('public struct Legislation: Codable, Hashable, CustomStringConvertible');
  });

  it('decode every message by name, and anything else as an unknown message', () => {
    for (const name of BRIDGE_EVENT_NAMES) {
      expect(kotlin).toContain(`"${name}" -> `);
      expect(swift).toContain(`case "${name}": return .`);
    }
    expect(kotlin).toContain('else -> BridgeMessage.Unknown(name, version, message)');
    expect(swift).toContain('default: return .unknown(name: envelope.name, contractVersion: envelope.contractVersion)');
  });
});
