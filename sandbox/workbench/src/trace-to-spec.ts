// A trace becomes a test (docs/qa.md "Record and replay a trace"): a saved session, as the workbench holds it,
// -> the source of a Playwright spec that plays it again against the sandbox. The spec is a fixed file a QA
// engineer reads and commits under test/e2e/traces/: nothing is read from the code under test when it runs.
//   - the profile: what the app was launched with and what the sandbox answered that shapes the path (market,
//     language, currency, brand, first deposit, return URLs, balance, feature flags, last deposit, no banner,
//     no saved means), read from the trace's root context and its first answers;
//   - the player's events (events sent from the UI, `source: null`) as UI steps on the app's test ids; secrets
//     are masked in a trace, so a card is the sandbox test card that gives the outcome the trace saw;
//   - the states reached as expectations: before each step, the route the machines declared for the state the
//     step was taken in (`meta.route`, machines/routes.ts); at the end, the outcome the root machine ended with.
// Pure: no DOM, no React (unit-tested in trace-to-spec.test.ts).
import type { AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../../machines/registry';
import { TEST_CARDS, type CardScenario } from '../../card-test-cards';
import { activeStateIds, type InspectMessage } from './model';

/** Where the generated specs live (their imports are relative to it). */
export const SPECS_DIR = 'test/e2e/traces';

export class TraceExportError extends Error {}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => JSON.stringify(v);
const typeOf = (e: unknown) => (isObject(e) && typeof e.type === 'string' ? e.type : '');
const MASKED = /•••/;

const machinesById = new Map<string, AnyStateMachine>(machineRegistry.map((e) => [e.machine.id, e.machine]));

/** The route a machine's state declares: the deepest active state's `meta.route` (machines/routes.ts). */
export function routeOf(machineId: string | null, value: unknown): string | null {
  const machine = machineId ? machinesById.get(machineId) : undefined;
  if (!machine) return null;
  let best: { route: string; depth: number } | null = null;
  for (const id of activeStateIds(machine, value)) {
    const route = (machine.getStateNodeById(id).meta as { route?: unknown } | undefined)?.route;
    const depth = id.split('.').length;
    if (typeof route === 'string' && (!best || depth > best.depth)) best = { route, depth };
  }
  return best?.route ?? null;
}

/** The sandbox test card that gives the outcome the trace saw (sandbox/card-test-cards.ts). */
export function cardFor(outcome: Outcome, seen: { challenge: boolean; method: boolean }): keyof typeof TEST_CARDS {
  const find = (scenario: CardScenario) => {
    const key = (Object.keys(TEST_CARDS) as Array<keyof typeof TEST_CARDS>).find((k) => str(TEST_CARDS[k].scenario) === str(scenario));
    if (!key) throw new TraceExportError(`no sandbox test card answers ${str(scenario)}`);
    return key;
  };
  if (outcome.kind === 'success') return seen.challenge ? 'challenge' : seen.method ? 'frictionless' : 'success';
  if (outcome.kind === 'pending') return 'pending';
  if (outcome.kind === 'failure') {
    if (seen.challenge && outcome.reason === 'payment.authentication3dsfailed') return 'challengeFailed';
    return find({ refused: outcome.reason ?? '' });
  }
  throw new TraceExportError(`no sandbox test card ends a card payment as "${outcome.kind}"`);
}

/** How the root machine ended the session, as the player sees it. */
export interface Outcome {
  kind: 'success' | 'pending' | 'unconfirmed' | 'failure' | 'none';
  method?: string;
  amount?: number;
  reason?: string | null;
  /** The root machine's last state value. */
  rootState: unknown;
}

interface Step {
  /** Comment line: the event as recorded. */
  what: string;
  /** The machine state it was taken in (the running flow's, else the root's). */
  state: string;
  /** The route the machines declared when the player acted (an expectation), null: none declared. */
  route: string | null;
  lines: string[];
}

const lit = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A state value as a person reads it: `active.ready.{amount, flow: idle, view: amount}`. */
const stateText = (v: unknown): string => {
  if (!isObject(v)) return String(v);
  const leaf = (sub: unknown) => isObject(sub) && !Object.keys(sub).length;
  const entries = Object.entries(v);
  if (entries.length === 1) return leaf(entries[0]![1]) ? entries[0]![0] : `${entries[0]![0]}.${stateText(entries[0]![1])}`;
  return `{${entries.map(([k, sub]) => (leaf(sub) ? k : `${k}: ${stateText(sub)}`)).join(', ')}}`;
};

/** A JSON value as a TypeScript literal in the repository's style (single quotes, bare keys). */
export function tsLiteral(v: unknown, indent = ''): string {
  if (typeof v === 'string') return lit(v);
  if (Array.isArray(v)) return v.length ? `[${v.map((x) => tsLiteral(x, indent)).join(', ')}]` : '[]';
  if (!isObject(v)) return JSON.stringify(v);
  const entries = Object.entries(v);
  if (!entries.length) return '{}';
  const inner = `${indent}  `;
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : lit(k));
  return `{\n${entries.map(([k, x]) => `${inner}${key(k)}: ${tsLiteral(x, inner)},`).join('\n')}\n${indent}}`;
}

/** The first event of a type in the messages (as its receiving actor saw it). */
function firstEvent(messages: readonly InspectMessage[], type: string): Json | undefined {
  const m = messages.find((x) => x.kind === 'event' && typeOf(x.event) === type);
  return m?.event as Json | undefined;
}

/** The session profile for POST /sandbox/sessions (docs/sandbox.md "Profile"), from the trace. */
export function profileOf(messages: readonly InspectMessage[]): { profile: Json; notes: string[] } {
  const init = firstEvent(messages, 'xstate.done.actor.contextInit');
  const app = isObject(init?.output) && isObject(init.output.app) ? init.output.app : null;
  if (!app)
    throw new TraceExportError(
      "the trace does not hold the app's launch (record from the page load on: open the app with ?inspect=1 while the workbench listens)",
    );
  const notes: string[] = [];
  const profile: Json = {
    legislation: app.legislation,
    language: app.language,
    currency: app.currencyCode,
    platform: app.platform,
    universe: app.universe,
    brand: app.brand,
    first_deposit: app.isFirstDeposit === true,
  };
  if (app.platform !== 'web') notes.push(`recorded on ${String(app.platform)}: the spec opens the app as a web page with that token`);
  if (typeof app.urlSuccess === 'string') profile.url_success = app.urlSuccess;
  if (typeof app.urlBack === 'string') profile.url_back = app.urlBack;
  if (app.hasHeader === false) profile.show_header = false;
  if (app.isDarkMode === true) profile.is_dark = true;
  if (app.embedConfirmation === true) profile.embed_confirmation = true;
  const eligibility = firstEvent(messages, 'xstate.done.actor.fetchEligibility');
  if (isObject(eligibility?.output)) {
    const e = eligibility.output;
    if (typeof e.balance === 'number') profile.balance = e.balance;
    if (e.eligible === false) profile.eligibility = { eligible: false, reason: e.reason ?? null };
  }
  const last = firstEvent(messages, 'xstate.done.actor.fetchLastDeposit');
  if (last) {
    const l = last.output;
    profile.last_deposit =
      isObject(l) && typeof l.paymentMethod === 'string' && typeof l.amount === 'number' ? { payment_method: l.paymentMethod, amount: l.amount } : null;
  }
  const flags = firstEvent(messages, 'xstate.done.actor.fetchFeatureFlags');
  if (isObject(flags?.output)) profile.feature_flags = Object.fromEntries(Object.entries(flags.output).filter(([, v]) => typeof v === 'boolean'));
  const banner = firstEvent(messages, 'xstate.done.actor.fetchBanner');
  if (isObject(banner?.output)) {
    const b = banner.output;
    if ((Array.isArray(b.messages) ? b.messages.length : 0) + (Array.isArray(b.missions) ? b.missions.length : 0) === 0) profile.banner = null;
    else notes.push("the trace showed a banner: the spec opens with the sandbox's default banner");
  }
  const means = firstEvent(messages, 'xstate.done.actor.fetchMeans');
  if (isObject(means?.output) && Array.isArray(means.output.means)) {
    const saved = means.output.means.filter((m) => isObject(m) && m.tokenId !== null && m.tokenId !== undefined);
    if (saved.length === 0) profile.tokens = [];
    else notes.push(`the trace showed ${saved.length} saved mean(s): not reproduced, the spec opens with the sandbox's defaults`);
  }
  return { profile, notes };
}

/** The root machine's actor (the deposit machine without a parent). */
const isRoot = (m: InspectMessage) => m.actor.parentSessionId === null && m.actor.machineId === 'deposit';

export function outcomeOf(messages: readonly InspectMessage[]): Outcome {
  const last = [...messages].reverse().find((m) => m.kind === 'snapshot' && isRoot(m));
  const rootState = last?.snapshot?.value ?? null;
  const context = isObject(last?.snapshot?.context) ? last.snapshot.context : {};
  const active = isObject(rootState) && isObject(rootState.active) ? rootState.active : null;
  if (active && 'succeeded' in active) {
    const s = isObject(context.success) ? context.success : {};
    const base = { method: String(s.method ?? ''), amount: Number(s.amount), rootState };
    if (active.succeeded === 'unconfirmed' || s.unconfirmed === true) return { kind: 'unconfirmed', ...base };
    return { kind: s.status === 'pending' ? 'pending' : 'success', ...base };
  }
  const ready = active && isObject(active.ready) ? active.ready : null;
  if (ready && ready.flow === 'failed') return { kind: 'failure', reason: typeof context.failure === 'string' ? context.failure : null, rootState };
  return { kind: 'none', rootState };
}

/** The flow's own end (the root's `xstate.done.actor.flow`): what a card test card must reproduce. */
function flowOutcome(messages: readonly InspectMessage[], fallback: Outcome): Outcome {
  const done = [...messages].reverse().find((m) => m.kind === 'event' && isRoot(m) && typeOf(m.event) === 'xstate.done.actor.flow');
  const out = isObject(done?.event) && isObject(done.event.output) ? done.event.output : null;
  if (!out) return fallback;
  const kind = out.kind === 'success' || out.kind === 'pending' || out.kind === 'failure' ? out.kind : 'none';
  return { kind, reason: typeof out.reason === 'string' ? out.reason : null, rootState: fallback.rootState };
}

/**
 * The waiting screens a flow shows while the payment is confirmed, by machine id and top-level state: a state the
 * recorded session stayed in for a while (WAITED_MS) is expected on screen, so a replay that never waits there
 * fails where it goes astray rather than at the end.
 */
const WAITING_SCREENS: Record<string, Record<string, string>> = {
  blik: { waiting: 'blik-waiting' },
  mobileMoney: { monitoring: 'momo-waiting', polling: 'momo-waiting' },
};
/** Long enough to be a screen the player saw, not a state passed through (the sandbox confirms after 3 s). */
export const WAITED_MS = 1000;

/** The player's events: sent from the UI (no source actor), not xstate's own. */
const isPlayerEvent = (m: InspectMessage) => m.kind === 'event' && m.source === null && !typeOf(m.event).startsWith('xstate.');

/** Events the UI sends on its own, not by a player's gesture: they follow from the steps. */
const FOLLOWS_FROM_STEPS = new Set(['means.scrolled', 'card.binChanged', 'threeds.methodCompleted']);

export interface SpecSource {
  /** The spec file's name: `<name>.spec.ts`. */
  fileName: string;
  text: string;
}

/**
 * The trace as a Playwright spec. `name` names the file and the test; `source` is the trace file's name, cited
 * in the header.
 */
export function traceToSpec(messages: readonly InspectMessage[], options: { name: string; source?: string }): SpecSource {
  const name =
    options.name
      .replace(/\.json$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'trace';
  // A session over several page loads (a provider's page, a reload) would need those pages driven too.
  const rootPages = [...new Set(messages.filter(isRoot).map((m) => m.page))];
  if (rootPages.length !== 1) {
    throw new TraceExportError(
      `the trace holds ${rootPages.length} page loads of Cashier: a test is exported from one page load (clear the live view, then record one session)`,
    );
  }
  const page = rootPages[0]!;
  const own = messages.filter((m) => m.page === page);
  const { profile, notes } = profileOf(own);
  const outcome = outcomeOf(own);
  const flowEnd = flowOutcome(own, outcome);
  const usesCard = own.some((m) => isPlayerEvent(m) && typeOf(m.event) === 'card.submitted');
  const seen = {
    challenge: own.some((m) => isPlayerEvent(m) && typeOf(m.event) === 'threeds.challengeCompleted'),
    method: own.some((m) => isPlayerEvent(m) && typeOf(m.event) === 'threeds.methodCompleted'),
  };
  const card = usesCard ? cardFor(flowEnd, seen) : null;

  // The route declared at each moment: the running flow's, else the root's (machines/routes.ts routeFor).
  const values = new Map<string, { machineId: string | null; value: unknown; status: string; parent: string | null; id: string }>();
  let rootSession: string | null = null;
  const flowNow = () => [...values.values()].find((v) => v.parent === rootSession && v.id === 'flow' && v.status === 'active');
  const currentState = (): string => {
    const flow = flowNow();
    const v = flow ?? (rootSession ? values.get(rootSession) : undefined);
    return v ? `${v.machineId ?? v.id} in ${stateText(v.value)}` : '';
  };
  const currentRoute = (): string | null => {
    if (!rootSession) return null;
    const root = values.get(rootSession);
    const rootRoute = root ? routeOf(root.machineId, root.value) : null;
    if (rootRoute === null) return null;
    for (const v of values.values()) {
      if (v.parent === rootSession && v.id === 'flow' && v.status === 'active') {
        const r = routeOf(v.machineId, v.value);
        if (r) return r;
      }
    }
    return rootRoute;
  };

  const steps: Step[] = [];
  const skipped: string[] = [];
  /** The flow's current top-level state: since when, and where its expectation goes in the steps. */
  let waiting = null as { machineId: string; state: string; at: number; index: number } | null;
  const closeWaiting = (at: number) => {
    if (!waiting) return;
    const testId = WAITING_SCREENS[waiting.machineId]?.[waiting.state];
    if (testId && at - waiting.at >= WAITED_MS) {
      steps.splice(waiting.index, 0, {
        what: `the ${waiting.machineId} flow waits in ${waiting.state} (${((at - waiting.at) / 1000).toFixed(1)} s in the trace): its waiting screen`,
        state: '',
        route: null,
        lines: [`await expect(page.getByTestId(${lit(testId)})).toBeVisible();`],
      });
    }
    waiting = null;
  };
  let method = '';
  let amount: number | null = null;
  for (const m of own) {
    if (m.kind === 'snapshot' && m.snapshot) {
      if (isRoot(m)) rootSession = m.actor.sessionId;
      if (m.actor.id === 'flow' && m.actor.machineId && m.actor.parentSessionId === rootSession) {
        const top = typeof m.snapshot.value === 'string' ? m.snapshot.value : isObject(m.snapshot.value) ? (Object.keys(m.snapshot.value)[0] ?? '') : '';
        if (waiting?.state !== top || waiting.machineId !== m.actor.machineId) {
          closeWaiting(m.at);
          waiting = { machineId: m.actor.machineId, state: top, at: m.at, index: steps.length };
        }
      }
      values.set(m.actor.sessionId, {
        machineId: m.actor.machineId,
        value: m.snapshot.value,
        status: m.snapshot.status,
        parent: m.actor.parentSessionId,
        id: m.actor.id,
      });
      continue;
    }
    if (!isPlayerEvent(m)) continue;
    const e = m.event as Json;
    const type = typeOf(e);
    if (FOLLOWS_FROM_STEPS.has(type)) continue;
    const route = currentRoute();
    const state = currentState();
    const step = (what: string, lines: string[]) => steps.push({ what, state, route, lines });
    switch (type) {
      case 'mean.selected': {
        const id = String(e.id);
        const tile = `page.locator('[data-testid="mean-tile"][data-mean-id="${id.replace(/["'\\]/g, '')}"]')`;
        step(`mean.selected: the mean ${id}`, [`await ${tile}.click();`, `await expect(${tile}).toHaveAttribute('data-selected', 'true');`]);
        break;
      }
      case 'amount.changed': {
        const last = steps[steps.length - 1];
        const lines = [`await page.getByTestId('amount-input').fill(${lit(String(e.text ?? e.amount ?? ''))});`];
        // Typing sends one event per change: the last one is what the player typed.
        if (last?.what.startsWith('amount.changed')) steps.pop();
        step(`amount.changed: ${String(e.text)}`, lines);
        break;
      }
      case 'deposit.requested': {
        const mean = isObject(e.mean) ? e.mean : {};
        method = String(mean.method ?? '');
        amount = typeof e.amount === 'number' ? e.amount : null;
        step(`deposit.requested: Pay ${amount ?? ''} with ${method}`, [
          `await expect(page.getByTestId('pay-button')).toBeEnabled();`,
          `await page.getByTestId('pay-button').click();`,
        ]);
        break;
      }
      case 'card.submitted': {
        const expiry = typeof e.expiry === 'string' && !MASKED.test(e.expiry) ? e.expiry : '1230';
        step(`card.submitted: the card (masked in the trace: the sandbox's "${TEST_CARDS[card!].label}"), remember ${String(e.remember === true)}`, [
          `await expect(page.getByTestId('card-form')).toBeVisible();`,
          `await page.getByTestId('card-number').fill(TEST_CARDS.${card}.number);`,
          `await page.getByTestId('card-expiry').fill(${lit(expiry)});`,
          `await page.getByTestId('card-cvv').fill(CVV);`,
          `await expect(page.locator('[data-testid="card-brand-choice"], [data-testid="card-brand-readonly"]')).toBeVisible();`,
          `await page.getByTestId('card-remember').setChecked(${e.remember === true});`,
          `await page.getByTestId('card-submit').click();`,
        ]);
        break;
      }
      case 'threeds.challengeCompleted':
        step("threeds.challengeCompleted: the challenge answered in the issuer's frame (the sandbox ACS's code)", [
          `await expect(acs(page).getByTestId('acs-challenge')).toBeVisible({ timeout: 15_000 });`,
          `await acs(page).getByTestId('acs-code').fill(CHALLENGE_CODE);`,
          `await acs(page).getByTestId('acs-submit').click();`,
        ]);
        break;
      case 'momo.operatorSelected':
        step(`momo.operatorSelected: ${String(e.operator)}`, [`await page.getByTestId(${lit(`momo-operator-${String(e.operator)}`)}).click();`]);
        break;
      case 'momo.phoneSubmitted':
        step(`momo.phoneSubmitted: ${String(e.phoneNumber)}`, [
          `await page.getByTestId('momo-phone').fill(${lit(String(e.phoneNumber))});`,
          `await page.getByTestId('momo-submit').click();`,
        ]);
        break;
      case 'momo.codeSubmitted':
        if (MASKED.test(String(e.code))) throw new TraceExportError('the mobile money code is masked in the trace');
        step('momo.codeSubmitted', [
          `await page.getByTestId('momo-code').fill(${lit(String(e.code))});`,
          `await page.getByTestId('momo-code-submit').click();`,
        ]);
        break;
      case 'blik.submitted':
        if (MASKED.test(String(e.code))) throw new TraceExportError('the BLIK code is masked in the trace');
        step(`blik.submitted: the code ${String(e.code)}, one-click ${String(e.oneClick === true)}`, [
          `await page.getByTestId('blik-code').fill(${lit(String(e.code))});`,
          `await page.getByTestId('blik-one-click').setChecked(${e.oneClick === true});`,
          `await page.getByTestId('blik-submit').click();`,
        ]);
        break;
      default:
        skipped.push(type);
        steps.push({ what: `${type}: not replayed (no UI step known for this event)`, state, route, lines: [] });
    }
  }
  if (!steps.some((s) => s.lines.length)) throw new TraceExportError('the trace holds no step of the player');

  // ---- the text ----
  const out: string[] = [];
  const title =
    `trace ${name}: ${method || 'session'}${amount !== null ? ` ${amount}` : ''} ${String(profile.currency ?? '')} in ${String(profile.legislation ?? '')}, ${outcome.kind}`.replace(
      /\s+/g,
      ' ',
    );
  out.push(
    `// Exported by the workbench from the trace ${options.source ? `"${options.source}"` : 'of a live session'} (docs/qa.md "Record and replay a trace").`,
    "// The player's profile, the player's events as UI steps, the states the session reached as expectations.",
    `// Do not edit: record again (scripts/record-trace.ts) or export again from the workbench.`,
  );
  for (const n of notes) out.push(`// Note: ${n}.`);
  if (skipped.length) out.push(`// Not replayed: ${[...new Set(skipped)].join(', ')}.`);
  if (seen.challenge) out.push(`import type { Page } from '@playwright/test';`);
  const cardImports = [...(seen.challenge ? ['CHALLENGE_CODE'] : []), ...(card ? ['TEST_CARDS'] : [])];
  if (cardImports.length) out.push(`import { ${cardImports.join(', ')} } from '../../../sandbox/card-test-cards';`);
  if (card) out.push(`import { CVV } from '../card-helpers';`);
  out.push(`import { expect, test } from '../fixtures';`, `import { createSession } from '../sandbox';`, '');
  if (seen.challenge)
    out.push(
      `/** The issuer's (the sandbox ACS's) challenge frame. */`,
      `const acs = (page: Page) => page.frameLocator('[data-testid="threeds2-frame"]');`,
      '',
    );
  out.push('/** The session profile (POST /sandbox/sessions, docs/sandbox.md), as the trace recorded it. */', `const PROFILE = ${tsLiteral(profile)};`, '');
  out.push(`test(${lit(title)}, async ({ page }) => {`);
  out.push('  const session = await createSession(page.request, PROFILE);', '  await page.goto(session.app_url);');
  let shownRoute: string | null = null;
  steps.forEach((s, i) => {
    out.push('', `  // ${i + 1}. ${s.what}${s.state ? ` (${s.state})` : ''}`);
    if (s.route && s.route !== shownRoute && s.lines.length) {
      out.push(`  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(${lit(s.route)});`);
      shownRoute = s.route;
    }
    for (const l of s.lines) out.push(`  ${l}`);
  });
  out.push('', `  // The end: the root machine in ${stateText(outcome.rootState)}.`);
  const ends: Partial<Record<Outcome['kind'], string>> = {
    success: 'return-page',
    pending: 'return-page',
    unconfirmed: 'deposit-unconfirmed',
    failure: 'error-dialog',
  };
  const expectedEnd = ends[outcome.kind];
  const returnPage = typeof profile.url_success === 'string' && profile.url_success.startsWith('/sandbox/return');
  if (expectedEnd && (returnPage || expectedEnd !== 'return-page')) {
    // Whichever end is shown first names itself in the failure (the error dialog where a return page was expected).
    out.push(
      `  const end = page.getByTestId('return-page').or(page.getByTestId('deposit-unconfirmed')).or(page.getByTestId('error-dialog')).first();`,
      '  await expect(end).toBeVisible({ timeout: 20_000 });',
      `  expect(await end.getAttribute('data-testid')).toBe(${lit(expectedEnd)});`,
    );
  }
  if (outcome.kind === 'success' || outcome.kind === 'pending') {
    if (returnPage) {
      out.push(
        '  const query = new URL(page.url()).searchParams;',
        `  expect(query.get('status')).toBe(${lit(outcome.kind)});`,
        `  expect(query.get('method')).toBe(${lit(outcome.method ?? '')});`,
        `  expect(Number(query.get('amount'))).toBe(${outcome.amount});`,
      );
    } else {
      out.push(`  await expect.poll(() => page.url(), { timeout: 20_000 }).toContain(${lit(`status=${outcome.kind}`)});`);
    }
  } else if (outcome.kind === 'failure') {
    out.push(`  await expect.poll(() => new URL(page.url()).pathname).toBe('/');`);
  } else if (outcome.kind === 'none') {
    const route = currentRoute();
    out.push(route ? `  await expect.poll(() => new URL(page.url()).pathname).toBe(${lit(route)});` : '  // (no route declared there: nothing to expect)');
  }
  out.push('});', '');
  return { fileName: `${name}.spec.ts`, text: out.join('\n') };
}
