// The compact trace (trace.ts): changes applied to the old value give the new one, whatever the values; a
// trace expands back to the messages it was made from (without the machine definitions of snapshots);
// secrets are masked again on the way out; version 1 files still load.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InspectMessage } from '../../../src/app/inspect';
import { parseTraceFile, toTraceFile } from './model';
import { compactTrace, diff, expandTrace, patch } from './trace';

const actor = (sessionId: string, machineId: string | null, parentSessionId: string | null = null) => ({
  sessionId,
  id: sessionId,
  systemId: null,
  machineId,
  parentSessionId,
});
const json = fc.jsonValue();
/** A trace is read and written as JSON text: compare values as JSON keeps them (-0 is written 0). */
const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

describe('diff and patch', () => {
  it('patch(a, diff(a, b)) is b, and diff(a, a) is empty', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(asJson(patch(a, diff(a, b)))).toEqual(asJson(b));
        expect(diff(a, a)).toEqual([]);
      }),
    );
  });

  it('keys named like the prototype\'s ("toString", "__proto__") are values like any other', () => {
    expect(patch({ toString: [] }, diff({ toString: [] }, {}))).toEqual({});
    const proto = JSON.parse('{"__proto__": {"a": 1}, "constructor": 2}') as unknown;
    expect(JSON.stringify(patch({}, diff({}, proto)))).toBe('{"__proto__":{"a":1},"constructor":2}');
  });

  it('a "__proto__" key is a key like any other: it round-trips and a loaded trace never reaches Object.prototype', () => {
    const withProto = JSON.parse('{"__proto__":null}') as unknown;
    expect(asJson(patch(withProto, diff(withProto, {})))).toEqual({});
    const nested = JSON.parse('{"__proto__":{"x":1},"y":{"__proto__":2}}') as unknown;
    expect(JSON.stringify(patch({}, diff({}, nested)))).toBe(JSON.stringify(nested));
    patch({}, [[['__proto__', 'polluted'], 1]]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('a change deep in a big context is one small change', () => {
    const big = { means: Array.from({ length: 50 }, (_, i) => ({ id: i, label: `mean ${i}` })), amount: 10 };
    expect(diff(big, { ...big, amount: 25 })).toEqual([[['amount'], 25]]);
  });
});

describe('compact traces', () => {
  const means = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `method ${i}`, min: 10, max: 1000 }));
  const snapshotEvent = (value: string) => ({
    type: 'xstate.snapshot.paymentMeans',
    snapshot: { status: 'active', value, context: { means }, machine: { config: { huge: 'x'.repeat(5000) } }, _nodes: ['y'.repeat(5000)] },
  });
  const messages: InspectMessage[] = [
    {
      v: 1,
      page: 'p1',
      seq: 1,
      at: 10,
      kind: 'snapshot',
      actor: actor('a', 'deposit'),
      event: { type: 'xstate.init' },
      snapshot: { value: 'initializing', status: 'active', context: { means, amount: null }, tags: [] },
    },
    { v: 1, page: 'p1', seq: 2, at: 11, kind: 'event', actor: actor('a', 'deposit'), source: actor('b', 'paymentMeans', 'a'), event: snapshotEvent('loading') },
    {
      v: 1,
      page: 'p1',
      seq: 3,
      at: 11,
      kind: 'snapshot',
      actor: actor('a', 'deposit'),
      event: snapshotEvent('loading'),
      snapshot: { value: 'initializing', status: 'active', context: { means, amount: 25 }, tags: [] },
    },
    {
      v: 1,
      page: 'p1',
      seq: 4,
      at: 12,
      kind: 'snapshot',
      actor: actor('a', 'deposit'),
      event: snapshotEvent('ready'),
      snapshot: { value: { active: 'ready' }, status: 'active', context: { means, amount: 25 }, tags: ['x'] },
    },
    {
      v: 1,
      page: 'p2',
      seq: 1,
      at: 13,
      kind: 'event',
      actor: actor('c', 'card', 'a'),
      source: null,
      event: { type: 'card.changed', number: '4111 1111 1111 1111', cvv: '737', note: 'card 4111 1111 1111 1111' },
    },
  ];

  it("expands back to the messages, without the snapshots' machine definitions", () => {
    const back = expandTrace(JSON.parse(JSON.stringify(compactTrace(messages))));
    const { machine: _m, _nodes: _n, ...kept } = snapshotEvent('loading').snapshot;
    expect(back[1]!.event).toEqual({ type: 'xstate.snapshot.paymentMeans', snapshot: kept });
    expect(back.map((m) => m.snapshot)).toEqual(messages.map((m) => m.snapshot));
    expect(back.map((m) => [m.page, m.seq, m.kind, m.actor, m.source])).toEqual(messages.map((m) => [m.page, m.seq, m.kind, m.actor, m.source]));
  });

  it('writes each event once and each snapshot as its changes', () => {
    const file = compactTrace(messages);
    expect(file.events).toHaveLength(4); // init, two snapshot events (the second as changes), card.changed
    expect(file.events[2]).toEqual({ from: 1, changes: [[['snapshot', 'value'], 'ready']] });
    expect(file.messages[2]!.context).toEqual([[['amount'], 25]]);
    expect(file.messages[3]).not.toHaveProperty('context');
    expect(JSON.stringify(file).length).toBeLessThan(JSON.stringify(messages).length / 4);
  });

  it('masks card numbers and secrets again', () => {
    const text = JSON.stringify(compactTrace(messages));
    expect(text).not.toContain('4111 1111 1111 1111');
    expect(text).not.toContain('737');
    expect(text).toContain('•••1111');
    const withCvv = compactTrace([
      messages[0]!,
      { ...messages[0]!, seq: 9, snapshot: { ...messages[0]!.snapshot!, context: { means, amount: null, card: { cvv: '123' } } } },
    ]);
    expect(JSON.stringify(withCvv)).not.toContain('123"');
  });

  it('loads version 2 and version 1 files, and refuses a broken one', () => {
    expect(parseTraceFile(JSON.stringify(toTraceFile(messages))).messages).toHaveLength(messages.length);
    const v1 = { format: 'cashier.trace', version: 1, savedAt: '2026-01-01T00:00:00.000Z', messages };
    expect(parseTraceFile(JSON.stringify(v1)).messages).toEqual(messages);
    const broken = { ...compactTrace(messages), events: [{ from: 3, changes: [] }] };
    expect(() => parseTraceFile(JSON.stringify(broken))).toThrow(/a broken trace/);
  });
});
