// Faults no test names (DESIGN 7: a deposit whose result cannot be read is pending, never failed; no
// spinner without end): a generated matrix of method × call from the deposit call on × fault kind, of
// which a seeded sample runs in Chromium under the money oracle (./money-oracle.ts compares what the
// player was shown with the sandbox's record at the end of each scenario). A different seed each run
// (playwright.config.ts draws it once for every worker); `SEED=<n>` replays a run. Each scenario pays, plays
// the provider's part when the flow reaches it, and must show an outcome (success, pending or failure)
// or leave for the return URL within the wait every flow is held to (docs/reliability.md).
import type { Page } from '@playwright/test';
import { FAULT_KINDS, type FaultEndpoint, type FaultKind, type FaultSpec } from '../../sandbox/fault-specs';
import { TEST_CARDS } from '../../sandbox/card-test-cards';
import { expect, test } from './fixtures';
import { openApp } from './sandbox';
import { MEAN_ID, RETURN_URL } from './means-helpers';
import { openCardForm, payByCard } from './card-helpers';
import { amountPage, blik, mobileMoney, providerPage } from './pages';

/** The calls from the deposit call on: the deposit, its resend (same correlation id), the reads. */
type Call = 'deposit' | 'resend' | Exclude<FaultEndpoint, 'deposit'>;

interface Method {
  profile: Record<string, unknown>;
  /** The calls this method's flow makes from its deposit call on. */
  calls: readonly Call[];
  /** From the amount page to the deposit call sent. */
  pay: (page: Page) => Promise<void>;
  /** The provider's part, when the flow reaches it (a provider page), else nothing. */
  provider?: (page: Page) => Promise<void>;
}

const en = { language: 'en', url_success: RETURN_URL, banner: null };
const METHODS: Record<string, Method> = {
  card: {
    profile: { legislation: 'FR', currency: 'EUR', ...en },
    calls: ['deposit', 'resend', 'transaction', 'transaction-context'],
    pay: async (page) => {
      await openCardForm(page, '25');
      await payByCard(page, TEST_CARDS.frictionless.number);
    },
  },
  paysafecard: {
    profile: { legislation: 'FR', currency: 'EUR', ...en },
    calls: ['deposit', 'resend', 'deposit-status', 'transaction'],
    pay: async (page) => {
      await amountPage(page).payWith(MEAN_ID.PAYSAFECARD, '20');
    },
    provider: async (page) => {
      // A payment already settled (a fault's resend found it so) is rendered final, its buttons disabled:
      // nothing to approve. Any other is approved, once its button is ready.
      const status = await providerPage(page).root.getAttribute('data-status');
      if (status === 'success' || status === 'failure' || status === 'aborted') return;
      const approve = providerPage(page).approve;
      await expect(approve).toBeEnabled();
      await approve.click();
    },
  },
  'mobile money': {
    profile: { legislation: 'CI', currency: 'XOF', ...en },
    calls: ['deposit', 'resend', 'stream'],
    pay: async (page) => {
      await amountPage(page).payWith('12', '5000');
      await page.getByTestId('momo-operator-MTN').click();
      await mobileMoney(page).phone.fill('07 01 02 03 04');
      await mobileMoney(page).submit.click();
    },
  },
  BLIK: {
    profile: { legislation: 'PL', currency: 'PLN', tokens: [], ...en },
    calls: ['deposit', 'resend', 'transaction', 'deposit-status'],
    pay: async (page) => {
      await amountPage(page).payWith(MEAN_ID.BLIK, '100');
      await blik(page).code.fill('777123');
      await blik(page).submit.click();
    },
  },
};

/** Every 4xx and 5xx status an API or a proxy in between answers (401 is the session's law, not money's). */
const STATUSES = [400, 403, 404, 405, 408, 409, 410, 413, 415, 422, 425, 429, 500, 501, 502, 503, 504];
const KINDS = [...STATUSES.map((s) => `http${s}` as const), ...FAULT_KINDS.filter((k) => k !== 'http500' && k !== 'http401')];

interface Scenario {
  method: string;
  call: Call;
  kind: string;
  /** once: the first call only; always: every call. */
  times: 'once' | 'always';
}

/** The whole matrix: every method × each of its calls × every kind × once or always. */
function faultMatrix(): Scenario[] {
  const all: Scenario[] = [];
  for (const [method, m] of Object.entries(METHODS)) {
    for (const call of m.calls) {
      for (const kind of KINDS) {
        if (call === 'resend' && kind === 'lost') continue; // the resend of a lost answer is a resend already
        for (const times of ['once', 'always'] as const) all.push({ method, call, kind, times });
      }
    }
  }
  return all;
}

/** The profile faults of a scenario: a resend fault follows a first answer lost after recording. */
function faultsOf(s: Scenario): Partial<Record<FaultEndpoint, FaultSpec>> {
  const kind = s.kind as FaultKind;
  if (s.call === 'resend') return { deposit: s.times === 'once' ? ['lost', kind] : ['lost', ...Array<FaultKind>(20).fill(kind)] };
  return { [s.call]: s.times === 'once' ? [kind] : kind };
}

/** mulberry32: a small seeded generator, the same sample for one seed in every worker. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample(all: readonly Scenario[], seed: number, n: number): Scenario[] {
  const next = random(seed);
  const pool = [...all];
  const picked: Scenario[] = [];
  while (picked.length < n && pool.length > 0) picked.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return picked;
}

const SAMPLE_SIZE = Number(process.env.FAULT_MATRIX_SIZE ?? 6);
const SEED = Number(process.env.SEED ?? 0);

/** What the player sees that ends the wait: an outcome, or the return URL the app left for. */
const OUTCOME =
  '[data-testid="deposit-confirmation"], [data-testid="deposit-unconfirmed"], [data-testid="error-dialog"], [data-testid="technical-error"], [data-testid="card-notice"], [data-testid="return-page"]';
/** DESIGN 7 and SPEC 4's waits: no player waits longer than this without an outcome. */
const LONGEST_WAIT_MS = 30_000;

test.describe(`fault matrix sample, SEED=${SEED} (${faultMatrix().length} scenarios in all)`, () => {
  test.describe.configure({ mode: 'parallel' });
  for (const s of sample(faultMatrix(), SEED, SAMPLE_SIZE)) {
    test(`${s.method}: ${s.call} ${s.kind} (${s.times})`, async ({ page }) => {
      test.setTimeout(LONGEST_WAIT_MS + 45_000);
      const m = METHODS[s.method]!;
      await openApp(page, { ...m.profile, faults: faultsOf(s) });
      await m.pay(page);
      const outcome = page.locator(OUTCOME).first();
      const provider = providerPage(page).root;
      // The provider's part first, when the flow sends the player there; then the outcome.
      await expect(outcome.or(provider)).toBeVisible({ timeout: LONGEST_WAIT_MS });
      if (m.provider && (await provider.isVisible())) {
        await m.provider(page);
        await expect(outcome).toBeVisible({ timeout: LONGEST_WAIT_MS });
      }
    });
  }
});
