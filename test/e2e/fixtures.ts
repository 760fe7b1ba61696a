// The e2e `test` of every spec: Playwright's, plus the money oracle (./money-oracle.ts), the UI's invariants
// (./ui-invariants.ts), the bridge contract in the simulated webview (./bridge-law.ts) and an automatic check that no page, popup or frame of
// the test met a Content-Security-Policy violation (the suite passes under the CSP the
// sandbox serves, as production must). A violation is caught twice over: the `securitypolicyviolation`
// event of the document (every frame, via an init script) and Chromium's console error for it.
import { test as base, expect, mergeTests } from '@playwright/test';
import { test as moneyOracleTest } from './money-oracle';
import { bridgeBreaches, type BridgeLawKind } from './bridge-law';
import { describeViolations, watchContext, type InvariantKind, type Violation } from './ui-invariants';

export const CSP_BINDING = '__cspViolation';

/** The UI's invariants on every step (./ui-invariants.ts). */
const invariantsTest = base.extend<{ uiInvariants: Violation[]; uiInvariantsAllow: InvariantKind[] }>({
  // A test that provokes a broken invariant on purpose names it (ui-invariants.ts: the UI's invariants).
  uiInvariantsAllow: [[], { option: true }],
  uiInvariants: [
    async ({ context, uiInvariantsAllow }, use, testInfo) => {
      const watched = await watchContext(context, testInfo);
      await use(watched.violations);
      await watched.finish();
      const broken = watched.violations.filter((v) => !uiInvariantsAllow.includes(v.kind));
      expect(broken, describeViolations(testInfo, broken)).toEqual([]);
    },
    { auto: true },
  ],
});

/** The bridge contract wherever a test runs Cashier in the sandbox's webview (./bridge-law.ts). */
// biome-ignore lint/suspicious/noConfusingVoidType: an automatic fixture that gives no value is typed void, as Playwright's own docs type it
const bridgeLawTest = base.extend<{ bridgeLaw: void; bridgeLawAllow: BridgeLawKind[] }>({
  // A test that sends a message breaking the contract on purpose names it.
  bridgeLawAllow: [[], { option: true }],
  bridgeLaw: [
    async ({ context, bridgeLawAllow }, use) => {
      await use();
      const broken = (await bridgeBreaches(context)).filter((b) => !bridgeLawAllow.includes(b.kind));
      expect(broken, 'the bridge contract in the webview (test/e2e/bridge-law.ts)').toEqual([]);
    },
    { auto: true },
  ],
});

const cspTest = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const found: string[] = [];
      context.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) found.push(`console: ${m.text()}`);
      });
      await context.exposeBinding(CSP_BINDING, (_source, violation: string) => {
        found.push(violation);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as Record<string, (v: string) => void>)[binding];
          report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${e.documentURI} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
        });
      }, CSP_BINDING);
      await use(found);
      expect(found, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * What React says when the server's first screen and the browser's first render differ (a mismatch is
 * recovered by rendering again in the browser: the page flickers and a tap may be lost), and what the app
 * logs when it recovers from one (src/main.tsx). docs/decisions.md "The first screen on the server".
 */
const HYDRATION_MISMATCH = /hydrat(ed|ion).*(did ?n.t match|mismatch|failed)|\[cashier\] hydration|server rendered (HTML|text) didn.t match/i;

const hydrationTest = base.extend<{ hydrationMismatches: string[] }>({
  hydrationMismatches: [
    async ({ context }, use) => {
      const found: string[] = [];
      context.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_MISMATCH.test(m.text())) found.push(m.text().slice(0, 500));
      });
      context.on('weberror', (e) => {
        if (HYDRATION_MISMATCH.test(e.error().message)) found.push(e.error().message.slice(0, 500));
      });
      await use(found);
      expect(found, "hydration mismatches (the server's first screen against the browser's)").toEqual([]);
    },
    { auto: true },
  ],
});

/** Every automatic check composed: the CSP's, hydration, the UI's invariants, the bridge's and the money oracle's (./money-oracle.ts). */
export const test = mergeTests(cspTest, hydrationTest, invariantsTest, bridgeLawTest, moneyOracleTest);

/** For a spec that provokes a CSP violation on purpose (framing.spec.ts): every check but the CSP's. */
export const testAllowingCspViolations = mergeTests(hydrationTest, invariantsTest, bridgeLawTest, moneyOracleTest);

export { expect };
