// The bridge contract as a law of every test, for the mobile teams (docs/bridge.md, docs/bridge-integration.md):
// wherever a test runs Cashier in the sandbox's simulated webview, every message it received must be valid
// against docs/bridge.schema.json (the webview asks the sandbox, as it shows in green or red), and each
// wallet question comes at most once per page load of Cashier (a page load starts with appInitialized;
// docs/decisions.md "The bridge contract for native teams").
import { expect, type BrowserContext, type Page } from '@playwright/test';

export type BridgeLawKind = 'invalid' | 'question-twice';
export interface BridgeBreach {
  kind: BridgeLawKind;
  detail: string;
}

interface Received {
  name: string;
  valid: boolean | null;
  errors: string[];
}

const QUESTIONS = new Set(['applePayEligibility', 'googlePayEligibility']);

/** The webview's record of the messages it received (sandbox/pages/webview.ts), or null on any other page. */
async function receivedOn(page: Page): Promise<Received[] | null> {
  if (page.isClosed()) return null;
  return page.evaluate(() => (window as unknown as { __bridgeEvents?: Received[] }).__bridgeEvents ?? null).catch(() => null); // a page navigating or closing as the test ends has nothing to read
}

/** The laws, read from one webview's record. */
export function breachesOf(received: readonly Received[]): BridgeBreach[] {
  const found: BridgeBreach[] = [];
  for (const m of received) {
    if (m.valid === false) found.push({ kind: 'invalid', detail: `${m.name}: ${m.errors.join('; ')}` });
  }
  let asked = new Set<string>();
  let load = 0;
  for (const m of received) {
    if (m.name === 'appInitialized') {
      load += 1;
      asked = new Set();
    }
    if (!QUESTIONS.has(m.name)) continue;
    if (asked.has(m.name)) found.push({ kind: 'question-twice', detail: `${m.name} asked again in page load ${load}` });
    asked.add(m.name);
  }
  return found;
}

/**
 * Every webview page of the context, once its messages' verdicts came back: each verdict is the answer to the
 * webview's own call to the sandbox, waited for as any expect is (docs/decisions.md "Waits in the browser
 * tests"); one still out after that is not judged.
 */
export async function bridgeBreaches(context: BrowserContext): Promise<BridgeBreach[]> {
  const found: BridgeBreach[] = [];
  for (const page of context.pages()) {
    let received = await receivedOn(page);
    await expect
      .poll(async () => {
        received = await receivedOn(page);
        return received?.some((m) => m.valid === null) ?? false;
      })
      .toBe(false)
      .catch(() => undefined);
    if (received) found.push(...breachesOf(received));
  }
  return found;
}
