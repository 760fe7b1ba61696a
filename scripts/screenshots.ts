// Every screen and dialog at a phone and a desktop size, in FR, PL, PT, CI and dark mode, with axe's
// serious and critical findings on each in a README.md beside them. A script to look at, not a test:
// nothing compares pixels. Written to reports/screenshots/; `--write-docs` writes the committed set in
// docs/screenshots/screens/ instead (the README shows four of them).
//
//   npx tsx scripts/screenshots.ts [--base http://localhost:8080] [--only card-form] [--write-docs]
//
// Needs a running sandbox serving a build: `npm start` (port 8080, the default here; PORT or --base for
// another). It checks that the server answers before it writes anything, and a screen it cannot reach
// never replaces a committed image.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_CARDS } from '../sandbox/card-test-cards';
import { METHOD_IDS } from '../sandbox/means';
import { chromiumPath } from './chromium-path';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const BASE = opt('base') ?? `http://localhost:${process.env.PORT ?? 8080}`;
const ONLY = opt('only');
const WRITE_DOCS = args.includes('--write-docs');
const ROOT = join(import.meta.dirname, '..');
const OUT = WRITE_DOCS ? join(ROOT, 'docs', 'screenshots', 'screens') : join(ROOT, 'reports', 'screenshots');

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** A market and look: the sandbox profile fields it sets. */
const VARIANTS = {
  fr: { legislation: 'FR', language: 'fr' },
  pl: { legislation: 'PL', language: 'pl' },
  pt: { legislation: 'PT', language: 'pt' },
  ci: { legislation: 'CI', language: 'fr', currency: 'XOF' },
  dark: { legislation: 'FR', language: 'fr', is_dark: true },
} as const;
type Variant = keyof typeof VARIANTS;

interface Screen {
  name: string;
  variants: Variant[];
  /** Profile fields on top of the variant's. */
  profile?: Record<string, unknown>;
  /** From the opened app to the screen; ends when the screen shows. */
  reach: (page: Page, variant: Variant) => Promise<void>;
}

const shown = (page: Page, testId: string) => page.getByTestId(testId).first().waitFor({ state: 'visible', timeout: 15_000 });
const tile = (page: Page, id: string) => page.locator(`[data-testid="mean-tile"][data-mean-id="${id}"]`);

async function pay(page: Page, meanId: string, amount: string) {
  await shown(page, 'mean-tile');
  await tile(page, meanId).click();
  await page.getByTestId('amount-input').fill(amount);
  await page.getByTestId('pay-button').click();
}

async function cardForm(page: Page) {
  await pay(page, METHOD_IDS.CARD, '25');
  await shown(page, 'card-form');
}

async function momoPhone(page: Page, operator = 'ORANGE_MONEY') {
  await pay(page, METHOD_IDS.MOBILEMONEY, '2000');
  await page.getByTestId(`momo-operator-${operator}`).click();
  await shown(page, 'momo-phone-form');
}

const NEW_PLAYER = { tokens: [] };

const SCREENS: Screen[] = [
  { name: 'amount', variants: ['fr', 'pl', 'pt', 'ci', 'dark'], reach: (p) => shown(p, 'mean-tile') },
  {
    name: 'limits',
    variants: ['fr', 'dark'],
    profile: {
      limits: {
        min_deposit_amount: 10,
        max_deposit_amount: 283,
        technical_max_deposit_amount: 99999999,
        user_limits: [{ type: 'monthly', value: 1000, remaining: 283 }],
      },
    },
    reach: async (p) => {
      await shown(p, 'mean-tile');
      await p.getByTestId('limits-details').click();
      await shown(p, 'limits-dialog');
    },
  },
  { name: 'card-form', variants: ['fr', 'pl', 'pt', 'dark'], profile: NEW_PLAYER, reach: cardForm },
  {
    name: 'card-cvv-help',
    variants: ['fr', 'dark'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await cardForm(p);
      await p.getByTestId('cvv-help').click();
      await shown(p, 'cvv-help-content');
    },
  },
  {
    name: 'card-invalid',
    variants: ['fr'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await cardForm(p);
      await p.getByTestId('card-number').fill('4111 1111 1111 1112');
      await p.getByTestId('card-expiry').fill('13');
      await p.getByTestId('card-submit').click();
    },
  },
  {
    name: 'card-cvv-form',
    variants: ['fr', 'dark'],
    profile: { tokens: [{ type: 'CARD' }] },
    reach: async (p) => {
      await shown(p, 'mean-tile');
      await p.locator('[data-testid="mean-tile"][data-selected="true"]').first().click();
      await p.getByTestId('amount-input').fill('25');
      await p.getByTestId('pay-button').click();
      await shown(p, 'cvv-form');
    },
  },
  {
    name: 'card-3ds-challenge',
    variants: ['fr', 'dark'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await cardForm(p);
      await p.getByTestId('card-number').fill(TEST_CARDS.challenge.number);
      await p.getByTestId('card-expiry').fill('1230');
      await p.getByTestId('card-cvv').fill('739');
      await p.getByTestId('card-submit').click();
      await shown(p, 'threeds2-frame');
      await p.waitForTimeout(1500);
    },
  },
  {
    name: 'card-refused',
    variants: ['fr', 'pt', 'dark'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await cardForm(p);
      await p.getByTestId('card-number').fill(TEST_CARDS.insufficientFunds.number);
      await p.getByTestId('card-expiry').fill('1230');
      await p.getByTestId('card-cvv').fill('739');
      await p.getByTestId('card-submit').click();
      await shown(p, 'error-dialog');
    },
  },
  {
    name: 'momo-operators',
    variants: ['ci'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await pay(p, METHOD_IDS.MOBILEMONEY, '2000');
      await shown(p, 'momo-operators');
    },
  },
  { name: 'momo-phone', variants: ['ci'], profile: NEW_PLAYER, reach: (p) => momoPhone(p) },
  {
    name: 'momo-code',
    variants: ['ci'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await momoPhone(p);
      await p.getByTestId('momo-phone').fill('0700000001');
      await p.getByTestId('momo-submit').click();
      await shown(p, 'momo-code-form');
    },
  },
  {
    name: 'momo-waiting',
    variants: ['ci'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await momoPhone(p, 'MTN');
      await p.getByTestId('momo-phone').fill('0500000001');
      await p.getByTestId('momo-submit').click();
      await shown(p, 'momo-waiting');
    },
  },
  {
    name: 'mbway-form',
    variants: ['pt'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await pay(p, METHOD_IDS.MBWAY, '25');
      await shown(p, 'mbway-form');
    },
  },
  {
    name: 'skrill',
    variants: ['fr'],
    profile: { payment_methods: ['CARD', 'SKRILL'] },
    reach: async (p) => {
      await pay(p, METHOD_IDS.SKRILL, '25');
      await shown(p, 'skrill-form');
    },
  },
  {
    name: 'multibanco',
    variants: ['pt'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await pay(p, METHOD_IDS.MULTIBANCO, '25');
      await shown(p, 'multibanco-dialog');
    },
  },
  {
    name: 'blik-form',
    variants: ['pl'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await pay(p, METHOD_IDS.BLIK, '25');
      await shown(p, 'blik-form');
    },
  },
  {
    name: 'blik-waiting',
    variants: ['pl'],
    profile: NEW_PLAYER,
    reach: async (p) => {
      await pay(p, METHOD_IDS.BLIK, '25');
      await p.getByTestId('blik-code').fill('777200');
      await p.getByTestId('blik-submit').click();
      await shown(p, 'blik-waiting');
    },
  },
  {
    name: 'ineligible',
    variants: ['fr', 'ci', 'dark'],
    profile: { eligibility: { eligible: false, reason: 'DEP_UserNotEligibleForDeposit' } },
    reach: (p) => shown(p, 'error-dialog'),
  },
  { name: 'technical-error', variants: ['fr', 'pl', 'dark'], profile: { faults: { eligibility: 'http500' } }, reach: (p) => shown(p, 'technical-error') },
  { name: 'session-timeout', variants: ['fr', 'pt'], profile: { faults: { eligibility: 'http401' } }, reach: (p) => shown(p, 'session-timeout') },
  {
    name: 'confirmation',
    variants: ['fr', 'dark'],
    profile: { embed_confirmation: true, url_success: '/sandbox/return?outcome=success' },
    reach: async (p) => {
      await pay(p, METHOD_IDS.PAYSAFECARD, '55');
      await p.getByTestId('provider-approve').click();
      await shown(p, 'deposit-confirmation');
    },
  },
];

async function openApp(page: Page, profile: Record<string, unknown>) {
  const res = await page.request.post(`${BASE}/sandbox/sessions`, { data: profile });
  if (res.status() !== 201) throw new Error(`sandbox refused the profile: ${res.status()} ${await res.text()}`);
  const { app_url } = (await res.json()) as { app_url: string };
  await page.goto(new URL(app_url, BASE).toString());
}

/** The sandbox answers and serves the app (a build), or the script stops before writing anything. */
async function checkServer(): Promise<void> {
  const fail = (why: string): never => {
    console.error(`screenshots: ${BASE} ${why}. Start it with \`npm start\` (port 8080), or pass --base / PORT.`);
    process.exit(1);
  };
  const players = await fetch(`${BASE}/sandbox/players`).catch(() => null);
  if (!players) fail('does not answer');
  if (!players!.ok) fail(`is not the Cashier sandbox (GET /sandbox/players answered ${players!.status})`);
  const app = await fetch(`${BASE}/`).catch(() => null);
  const html = app?.ok ? await app.text() : '';
  if (!html.includes('<div id="root"')) fail('serves no app build at / (run `npm start`, or `npx vite build` before the sandbox)');
}

async function main() {
  await checkServer();
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: string[] = [];
  let failures = 0;
  for (const screen of SCREENS.filter((s) => !ONLY || s.name === ONLY)) {
    for (const variant of screen.variants) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const file = `${screen.name}-${variant}-${size}.png`;
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: variant === 'dark' ? 'dark' : 'light' });
        const page = await context.newPage();
        try {
          await openApp(page, { ...VARIANTS[variant], ...screen.profile });
          await screen.reach(page, variant);
          await page.waitForTimeout(400); // let transitions and fonts settle
          await page.screenshot({ path: join(OUT, file) });
          const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
          const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          rows.push(`| ${file} | ${serious.length ? serious.map((v) => `${v.id} (${v.nodes.length})`).join(', ') : 'none'} |`);
          console.log(`${file}: ${serious.length ? serious.map((v) => v.id).join(', ') : 'axe clean'}`);
        } catch (error) {
          failures++;
          rows.push(`| ${file} | not reached: ${(error as Error).message.split('\n')[0]} |`);
          console.error(`${file}: not reached: ${(error as Error).message.split('\n')[0]}`);
          // What the page showed helps; it never replaces a committed image.
          if (!WRITE_DOCS) await page.screenshot({ path: join(OUT, file) }).catch(() => undefined);
        } finally {
          await context.close();
        }
      }
    }
  }
  await browser.close();
  if (!ONLY) {
    writeFileSync(
      join(OUT, 'README.md'),
      `# Screens, phone (390 × 844) and desktop (1280 × 800)\n\nWritten by \`npx tsx scripts/screenshots.ts${WRITE_DOCS ? ' --write-docs' : ''}\` against the sandbox; axe (wcag2a, wcag2aa) serious and critical findings per screen.\n\n| screenshot | axe serious / critical |\n|---|---|\n${rows.join('\n')}\n`,
    );
  }
  console.log(`screenshots: ${OUT}${failures ? `, ${failures} not reached` : ''}`);
  if (failures) process.exitCode = 1;
}

await main();
