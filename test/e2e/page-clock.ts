// The page's clock (Playwright's page.clock, installed before the page loaded) run by the tests: the waits the
// app bounds (SPEC 4's polling, the back-offs, MB Way's 5 minutes, BLIK's code, the stream's 10 s) end on page
// time, run in steps, and never by a real wait. Shared by the specs and the model runs.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

/** Lets the page's clock run, `stepMs` at a time, until the target shows, at most `maxMs` of page time; then expects it. */
export async function runUntil(page: Page, target: string | Locator, maxMs = 30_000, stepMs = 500): Promise<void> {
  const locator = typeof target === 'string' ? page.getByTestId(target) : target;
  for (let t = 0; t <= maxMs; t += stepMs) {
    if (await locator.waitFor({ state: 'visible', timeout: 300 }).then(() => true, () => false)) return;
    await page.clock.runFor(stepMs);
  }
  await expect(locator).toBeVisible();
}

/**
 * Pauses the page's clock a little ahead of its time. Its time flows on while the call travels, and pauseAt only
 * goes forward ("Cannot fast-forward to the past"): the lead doubles on each miss, from 200 ms, which keeps the
 * page's own short time-outs (the stream's 10 s) out of reach.
 */
export async function pauseSoon(page: Page): Promise<void> {
  for (let ahead = 200; ; ahead *= 2) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
    } catch (e) {
      if (ahead >= 3_200) throw e;
    }
  }
}

export interface QuietRun {
  /** The requests that must be answered before the clock moves on (each has its own time-out on the page). */
  isRead: (r: Request) => boolean;
  /**
   * Page time per step, below the reads' own time-out (SPEC 7's reads: 5 s): a read sent at a step's start is
   * answered before its time-out, as in real time, whatever the machine's load.
   */
  stepMs: number;
  /** The most page time to run. */
  maxMs: number;
  /** Checked with no read in flight, before each step: the run stops once it holds. */
  done?: () => Promise<boolean>;
  /** Asserted with no read in flight before each step, given the page time run so far (the wait still shows). */
  each?: (ranMs: number) => Promise<void>;
}

/**
 * Runs the page's clock, paused, a step at a time, each step's reads answered before the next: a jump of minutes
 * at once would leave reads unanswered and end the wait by their time-outs. Returns the page time run, once
 * `done` holds or `maxMs` ran. The clock stays paused.
 */
export async function runWhileReadsAnswer(page: Page, run: QuietRun): Promise<number> {
  // a read sent before these listeners may end after them: counted by request, not by a number
  const inFlight = new Set<Request>();
  const sent = (r: Request) => void (run.isRead(r) && inFlight.add(r));
  const ended = (r: Request) => void inFlight.delete(r);
  page.on('request', sent);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // each step costs a few calls to the browser: up to a second of real time each on a loaded machine
  test.info().setTimeout(test.info().timeout + Math.ceil(run.maxMs / run.stepMs) * 1000);
  try {
    await pauseSoon(page);
    let ran = 0;
    for (;;) {
      await expect.poll(() => inFlight.size, { timeout: 10_000 }).toBe(0);
      if (ran >= run.maxMs || (await run.done?.())) return ran;
      await run.each?.(ran);
      await page.clock.runFor(run.stepMs);
      ran += run.stepMs;
    }
  } finally {
    page.off('request', sent);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
