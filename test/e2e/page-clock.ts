// The page's clock (Playwright's page.clock, installed before the page loaded) run by the tests: the waits the
// app bounds (SPEC 4's polling, the back-offs, MB Way's 5 minutes, BLIK's code, the stream's 10 s) end on page
// time, run in steps, and never by a real wait. Shared by the specs and the model runs.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

/** Lets the page's clock run, `stepMs` at a time, until the target shows, at most `maxMs` of page time; then expects it. */
export async function runUntil(page: Page, target: string | Locator, maxMs = 30_000, stepMs = 500): Promise<void> {
  const locator = typeof target === 'string' ? page.getByTestId(target) : target;
  for (let t = 0; t <= maxMs; t += stepMs) {
    // order: a probe between two steps of the page's clock, not an assertion: a miss runs the clock one step more,
    // and the target (the end of a wait) stays once shown; it is expected below with the standard wait
    if (
      await locator.waitFor({ state: 'visible', timeout: 300 }).then(
        () => true,
        () => false,
      )
    )
      return;
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

/** The page's own count of the reads it has started and not yet had an answer to (countReadsInPage). */
const READS_IN_FLIGHT = '__readsInFlight';

/**
 * Before the page loads: the page counts the fetches it starts to URLs containing `part` until they answer. The
 * request events reach runWhileReadsAnswer only once it listens, so a read already on its way when it starts
 * (a stream's first call on a loaded machine) would go unseen, and the clock would run out under it.
 * Only for code that looks fetch up when it calls (the stream's transport does; the HTTP client keeps its own).
 */
export async function countReadsInPage(page: Page, part: string): Promise<void> {
  await page.addInitScript(
    ([key, urlPart]) => {
      const counts = window as unknown as Record<string, number>;
      counts[key] = 0;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const answer = original(input, init);
        if (url.includes(urlPart)) {
          counts[key]! += 1;
          const answered = () => void (counts[key]! -= 1);
          answer.then(answered, answered);
        }
        return answer;
      };
    },
    [READS_IN_FLIGHT, part] as const,
  );
}

/**
 * Runs the page's clock, paused, a step at a time, each step's reads answered before the next: a jump of minutes
 * at once would leave reads unanswered and end the wait by their time-outs. Returns the page time run, once
 * `done` holds or `maxMs` ran. The clock stays paused.
 */
export async function runWhileReadsAnswer(page: Page, run: QuietRun): Promise<number> {
  // a read sent before these listeners may end after them: counted by request, not by a number
  const inFlight = new Set<Request>();
  // and, where the page counts its reads from its load (countReadsInPage), those sent before these listeners
  const startedInPage = () => page.evaluate((key) => (window as unknown as Record<string, number | undefined>)[key] ?? 0, READS_IN_FLIGHT);
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
      await expect.poll(async () => inFlight.size + (await startedInPage()), { timeout: 10_000 }).toBe(0);
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
