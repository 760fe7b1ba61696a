// A trace becomes a test (trace-to-spec.ts, docs/qa.md "Record and replay a trace"): small hand-written
// sessions give the steps, profile and expectations a QA engineer would write by hand; the committed traces
// under test/e2e/traces/ regenerate exactly the committed specs (so those stay current).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { InspectMessage } from '../../../src/app/inspect';
import { TEST_CARDS } from '../../card-test-cards';
import { parseTraceFile } from './model';
import { SPECS_DIR, TraceExportError, traceToSpec } from './trace-to-spec';

// ---- a tiny session builder: the root deposit machine, its flow child, the player's events ----------
const ROOT = { sessionId: 'x:0', id: 'x:0', systemId: null, machineId: 'deposit', parentSessionId: null };
const flowActor = (machineId: string) => ({ sessionId: 'x:9', id: 'flow', systemId: 'flow', machineId, parentSessionId: 'x:0' });
const MEANS_ACTOR = { sessionId: 'x:2', id: 'paymentMeans', systemId: 'paymentMeans', machineId: 'paymentMeans', parentSessionId: 'x:0' };
const AMOUNT_ACTOR = { sessionId: 'x:3', id: 'amount', systemId: 'amount', machineId: 'amount', parentSessionId: 'x:0' };

const APP = {
  language: 'en',
  currencyCode: 'PLN',
  legislation: 'PL',
  platform: 'web',
  universe: 'sports',
  brand: 'kestrel',
  hasHeader: true,
  isDarkMode: false,
  embedConfirmation: false,
  urlSuccess: '/sandbox/return?outcome=success',
  urlBack: null,
  isFirstDeposit: false,
};
const READY = { active: { ready: { amount: {}, flow: 'idle', view: 'amount' } } };

function session(page = 'p1') {
  const messages: InspectMessage[] = [];
  let seq = 0;
  let clock = 0;
  const push = (m: Omit<InspectMessage, 'v' | 'page' | 'seq' | 'at'>) => messages.push({ v: 1, page, seq: ++seq, at: (clock += 10), ...m });
  const s = {
    messages,
    /** Time passes (ms). */
    wait(ms: number) {
      clock += ms;
      return s;
    },
    /** What the app was launched with and the first answers (as the machines receive them). */
    launch(app: Record<string, unknown> = APP, answers: { means?: unknown[]; banner?: unknown } = {}) {
      push({ kind: 'event', actor: ROOT, source: null, event: { type: 'xstate.done.actor.contextInit', output: { app } } });
      push({ kind: 'event', actor: ROOT, source: ROOT, event: { type: 'xstate.done.actor.fetchEligibility', output: { eligible: true, balance: 50 } } });
      push({ kind: 'event', actor: ROOT, source: ROOT, event: { type: 'xstate.done.actor.fetchLastDeposit', output: null } });
      push({
        kind: 'event',
        actor: ROOT,
        source: ROOT,
        event: { type: 'xstate.done.actor.fetchFeatureFlags', output: { 'payment-f-gordon-async-deposit-enabled': true } },
      });
      push({
        kind: 'event',
        actor: MEANS_ACTOR,
        source: ROOT,
        event: { type: 'xstate.done.actor.fetchBanner', output: answers.banner ?? { messages: [], missions: [] } },
      });
      push({
        kind: 'event',
        actor: MEANS_ACTOR,
        source: ROOT,
        event: { type: 'xstate.done.actor.fetchMeans', output: { means: answers.means ?? [{ id: '9', method: 'BLIK', tokenId: null }] } },
      });
      return s.root(READY);
    },
    root(value: unknown, context: Record<string, unknown> = {}) {
      push({ kind: 'snapshot', actor: ROOT, event: { type: 'x' }, snapshot: { value, status: 'active', context, tags: [] } });
      return s;
    },
    flow(machineId: string, value: unknown, status = 'active') {
      push({ kind: 'snapshot', actor: flowActor(machineId), event: { type: 'x' }, snapshot: { value, status, context: {}, tags: [] } });
      return s;
    },
    /** An event sent from the UI (no source actor). */
    player(actor: InspectMessage['actor'], event: Record<string, unknown>) {
      push({ kind: 'event', actor, source: null, event });
      return s;
    },
    flowDone(output: Record<string, unknown>) {
      push({ kind: 'event', actor: ROOT, source: flowActor('x'), event: { type: 'xstate.done.actor.flow', output } });
      return s;
    },
  };
  return s;
}

const blikSession = () =>
  session()
    .launch()
    .player(MEANS_ACTOR, { type: 'means.scrolled', status: 'INITIATED' })
    .player(MEANS_ACTOR, { type: 'mean.selected', id: '9' })
    .player(AMOUNT_ACTOR, { type: 'amount.changed', text: '1', amount: 1 })
    .player(AMOUNT_ACTOR, { type: 'amount.changed', text: '10', amount: 10 })
    .player(AMOUNT_ACTOR, { type: 'amount.changed', text: '100', amount: 100 })
    .player(ROOT, { type: 'deposit.requested', mean: { id: '9', method: 'BLIK' }, amount: 100 })
    .root({ active: { ready: { amount: {}, flow: 'blik', view: 'amount' } } })
    .flow('blik', 'form')
    .player(flowActor('blik'), { type: 'blik.submitted', code: '777123', oneClick: false })
    .flow('blik', 'waiting')
    .wait(3000) // the sandbox's bank confirms after 3 s
    .flowDone({ kind: 'success', method: 'BLIK', amount: 100, transactionId: 't' })
    .flow('blik', 'done', 'done')
    .root({ active: { succeeded: 'leaving' } }, { success: { status: 'success', method: 'BLIK', amount: 100, transactionId: 't' } });

/** The generated source parses as TypeScript. */
function expectValidTypeScript(text: string) {
  const out = ts.transpileModule(text, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  expect(out.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) ?? []).toEqual([]);
}

describe('a trace as a Playwright spec', () => {
  it('a BLIK session: the profile, the steps on the test ids, the routes and the return page', () => {
    const { fileName, text } = traceToSpec(blikSession().messages, { name: 'blik payment.json', source: 'blik payment.json' });
    expect(fileName).toBe('blik-payment.spec.ts');
    expectValidTypeScript(text);
    expect(text).toContain(`import { expect, test } from '../fixtures';`);
    // The profile: the market of the launch, no saved means, no banner (docs/sandbox.md "Profile").
    expect(text).toMatch(/legislation: 'PL',\s+language: 'en',\s+currency: 'PLN',/);
    expect(text).toContain(`url_success: '/sandbox/return?outcome=success',`);
    expect(text).toContain('tokens: [],');
    expect(text).toContain('banner: null,');
    expect(text).toContain(`'payment-f-gordon-async-deposit-enabled': true,`);
    // The steps, in order; typing is its last value; the scroll the UI reports by itself is no step.
    const order = [
      `.toBe('/');`,
      `[data-mean-id="9"]').click();`,
      `getByTestId('amount-input').fill('100');`,
      `getByTestId('pay-button').click();`,
      `.toBe('/blik');`, // SPEC 2: the BLIK code form's route
      `getByTestId('blik-code').fill('777123');`,
      `getByTestId('blik-submit').click();`,
      `getByTestId('blik-waiting')).toBeVisible(`, // the wait the player saw (SPEC 2 BLIK)
      `expect(await end.getAttribute('data-testid')).toBe('return-page');`,
      `expect(query.get('status')).toBe('success');`,
      `expect(query.get('method')).toBe('BLIK');`,
      `expect(Number(query.get('amount'))).toBe(100);`,
    ];
    const at = order.map((line) => text.indexOf(line));
    expect(
      at.every((i) => i >= 0),
      order.filter((_, i) => at[i]! < 0).join('\n'),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).not.toContain(`fill('10')`);
    expect(text).not.toContain('means.scrolled');
    expect(text).not.toMatch(/\.only|\.skip|waitForTimeout/);
  });

  it('a card: the sandbox test card that gives the outcome seen, never the masked number', () => {
    const card = (outcome: Record<string, unknown>, challenge: boolean) => {
      const s = session()
        .launch({ ...APP, legislation: 'FR', currencyCode: 'EUR' }, { means: [{ id: '1', method: 'CARD', tokenId: null }] })
        .player(MEANS_ACTOR, { type: 'mean.selected', id: '1' })
        .player(ROOT, { type: 'deposit.requested', mean: { id: '1', method: 'CARD' }, amount: 25 })
        .root({ active: { ready: { amount: {}, flow: 'card', view: 'amount' } } })
        .flow('card', { form: 'known' })
        .player(flowActor('card'), { type: 'card.binChanged', bin: '411111' })
        .player(flowActor('card'), { type: 'card.submitted', number: '•••', expiry: '1230', cvv: '•••', remember: false, intentId: 'i' });
      if (challenge) s.flow('card', { challenge: 'showing' }).player(flowActor('card'), { type: 'threeds.challengeCompleted' });
      s.flowDone(outcome);
      if (outcome.kind === 'failure') s.root({ active: { ready: { amount: {}, flow: 'failed', view: 'amount' } } }, { failure: outcome.reason });
      else s.root({ active: { succeeded: 'leaving' } }, { success: { status: outcome.kind, method: 'CARD', amount: 25 } });
      const { text } = traceToSpec(s.messages, { name: 'card' });
      expectValidTypeScript(text);
      expect(text).not.toContain('•••');
      return text;
    };
    const challenged = card({ kind: 'success', method: 'CARD', amount: 25 }, true);
    expect(challenged).toContain('TEST_CARDS.challenge.number');
    expect(challenged).toContain(`.toBe('/card/3ds2');`); // SPEC 2: the 3DS2 challenge's route
    expect(challenged).toContain(`acs(page).getByTestId('acs-code').fill(CHALLENGE_CODE);`);
    expect(challenged).toContain(`getByTestId('card-remember').setChecked(false);`);
    expect(card({ kind: 'success', method: 'CARD', amount: 25 }, false)).toContain('TEST_CARDS.success.number');
    const refused = card({ kind: 'failure', reason: 'payment.insufficientfunds' }, false);
    expect(refused).toContain('TEST_CARDS.insufficientFunds.number');
    expect(refused).toContain(`expect(await end.getAttribute('data-testid')).toBe('error-dialog');`);
    expect(refused).not.toContain('CHALLENGE_CODE');
    expect(card({ kind: 'failure', reason: 'payment.authentication3dsfailed' }, true)).toContain('TEST_CARDS.challengeFailed.number');
  });

  it('says what it does not replay, and refuses what it cannot export', () => {
    const odd = blikSession().player(ROOT, { type: 'app.somethingNew' });
    expect(traceToSpec(odd.messages, { name: 'odd' }).text).toContain('app.somethingNew: not replayed');
    // A state only passed through is no expectation: the replay may not show it long enough to be seen.
    const quick = session()
      .launch()
      .player(MEANS_ACTOR, { type: 'mean.selected', id: '9' })
      .flow('blik', 'form')
      .flow('blik', 'waiting')
      .wait(200)
      .flow('blik', 'done', 'done');
    expect(traceToSpec(quick.messages, { name: 'quick' }).text).not.toContain('blik-waiting');
    // Two page loads (a reload, a provider's page): not one test.
    const twoPages = [...blikSession().messages, ...session('p2').launch().messages];
    expect(() => traceToSpec(twoPages, { name: 'x' })).toThrow(TraceExportError);
    // Recorded after the launch: no profile to open the app with.
    const noLaunch = blikSession().messages.filter((m) => (m.event as { type?: string } | undefined)?.type !== 'xstate.done.actor.contextInit');
    expect(() => traceToSpec(noLaunch, { name: 'x' })).toThrow(/launch/);
    // Saved means are not reproduced: said in the spec.
    const saved = session()
      .launch(APP, { means: [{ id: 'tok_1', method: 'BLIK', tokenId: 'tok_1' }] })
      .player(MEANS_ACTOR, { type: 'mean.selected', id: 'tok_1' });
    const text = traceToSpec(saved.messages, { name: 'saved' }).text;
    expect(text).toContain('saved mean(s): not reproduced');
    expect(text).not.toContain('tokens:');
  });
});

describe('the committed traces', () => {
  const dir = join(__dirname, '../../..', SPECS_DIR);
  const traces = readdirSync(dir).filter((f) => f.endsWith('.json'));

  it('are the three flows of docs/qa.md, each under 200 KB and masked', () => {
    expect(traces.sort()).toEqual(['blik.json', 'card-3ds2-challenge.json', 'mobile-money.json']);
    for (const f of traces) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text.length, f).toBeLessThan(200 * 1024);
      for (const card of Object.values(TEST_CARDS)) expect(text, f).not.toContain(card.number);
      // The session's tokens and the card's CVV (src/app/inspect.ts sanitize).
      expect(text.match(/"(token|accessToken|refreshToken|access_token|refresh_token|cvv)":"[^"]*"/g)?.filter((kv) => !kv.endsWith(':"•••"')) ?? [], f).toEqual(
        [],
      );
    }
  });

  it.each(traces)('%s regenerates exactly its committed spec (record again or export again when this fails)', (file) => {
    const trace = parseTraceFile(readFileSync(join(dir, file), 'utf8'));
    const spec = traceToSpec(trace.messages, { name: file.replace(/\.json$/, ''), source: file });
    expect(readFileSync(join(dir, spec.fileName), 'utf8')).toBe(spec.text);
  });
});
