// The UI invariants' watcher (ui-invariants.ts) checked itself: a tiny page per kind breaks one invariant
// on purpose, and the watcher must report that kind and no other. Without it a watcher that reports
// nothing would let every e2e test pass. The pages are served by the test under the sandbox's origin (a
// path outside /sandbox, which the watcher leaves alone), each with the app's #root so it is judged as the app.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchContext, type InvariantKind, type Violation } from './ui-invariants';

const PREFIX = '/ui-invariants-self-test/';

/** Serves `body` (inside #root) and `script` at PREFIX + name, no CSP: the page is the test's, not the app's. */
async function serve(target: Page | BrowserContext, name: string, body: string, script = '') {
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><div id="root">${body}</div><script>${script}</script></body></html>`;
  await target.route(`**${PREFIX}${name}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  return `${PREFIX}${name}`;
}

const kinds = (violations: readonly Violation[]) => [...new Set(violations.map((v) => v.kind))].sort();

interface Case {
  body: string;
  script?: string;
  /** What the player does after the page has loaded. */
  act?: (page: Page) => Promise<void>;
  /** Installs Playwright's clock before the page loads (the busy case's 10 s, jumped over). */
  clock?: true;
}

const CASES: Record<InvariantKind, Case> = {
  // A control that appears after the player's tap, then shifts 60 px down within its first second.
  moved: {
    body: '<button id="go" type="button">Go</button><div id="gap"></div>',
    script: `document.getElementById('go').onclick = () => setTimeout(() => {
      const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Target';
      document.getElementById('root').append(b);
      setTimeout(() => { document.getElementById('gap').style.height = '60px'; }, 250);
    }, 700);`,
    act: (page) => page.getByRole('button', { name: 'Go' }).click(),
  },
  // A busy indicator with no way out, for longer than the watcher's 10 s (the clock jumps).
  busy: { body: '<div aria-busy="true" style="height:40px">Loading</div>', clock: true },
  // An uncaught error thrown by a tap's handler.
  error: {
    body: '<button id="go" type="button">Go</button>',
    script: `document.getElementById('go').onclick = () => { throw new Error('self-test: thrown on purpose'); };`,
    act: (page) => page.getByRole('button', { name: 'Go' }).click(),
  },
  // A submit whose press changes nothing on the page.
  unanswered: {
    body: '<form onsubmit="return false"><button type="submit">Pay</button></form>',
    act: (page) => page.getByRole('button', { name: 'Pay' }).click(),
  },
  // A text clipped by its box, without an ellipsis.
  cut: { body: '<div style="width:60px;overflow:hidden;white-space:nowrap">A text far too long for its box</div>' },
  // A suggested amount above the maximum the page shows.
  presets: { body: '<p data-testid="limit-max">Maximum 100</p><button type="button" data-testid="amount-preset" data-value="250">250</button>' },
  // Pay uses a mean other than the one shown selected.
  pay: {
    body: '<div role="listbox"><div role="option" aria-selected="true" data-mean-id="1">Card</div></div><button type="button" data-testid="pay-button" data-mean-id="2">Pay</button>',
  },
  // A square ring on the input inside a rounded field (the field's box should carry it).
  ring: {
    body: '<style>input{border:0}input:focus{outline:3px solid green}</style><div style="display:flex;width:200px;border:1px solid #888;border-radius:8px"><input aria-label="Amount"><span>€</span></div>',
    act: (page) => page.getByLabel('Amount').click(),
  },
  // A dialog that focuses "Stay" on open and fills "Leave".
  unsafe: {
    body: '<div role="dialog" aria-labelledby="t"><h2 id="t">Leave?</h2><button type="button" data-variant="primary">Leave</button><button type="button" id="stay" data-variant="secondary">Stay</button></div>',
    script: `document.getElementById('stay').focus();`,
  },
  // A word broken in its middle by overflow-wrap: anywhere.
  wordbreak: { body: '<p style="width:80px;overflow-wrap:anywhere">Supercalifragilisticexpialidocious</p>' },
  // A screen change after a tap that leaves focus on nothing of the new screen (the body).
  focus: {
    body: '<main><h1>First</h1><button id="go" type="button">Next</button></main>',
    script: `document.getElementById('go').onclick = () => {
      history.pushState({}, '', '${PREFIX}focus-next');
      document.querySelector('main').innerHTML = '<h1>Second</h1><input aria-label="Field">';
    };`,
    act: (page) => page.getByRole('button', { name: 'Next' }).click(),
  },
};

for (const [kind, c] of Object.entries(CASES) as Array<[InvariantKind, Case]>) {
  test.describe(`the watcher, "${kind}"`, () => {
    // The violation is provoked on purpose: the fixture lets this kind through, and only it.
    test.use({ uiInvariantsAllow: [kind] });

    test(`a page that breaks "${kind}" is reported as "${kind}" and nothing else`, async ({ page, uiInvariants }) => {
      if (c.clock) await page.clock.install();
      await page.goto(await serve(page, kind, c.body, c.script));
      await expect(page.locator('#root')).toBeAttached();
      await c.act?.(page);
      await expect
        .poll(async () => {
          if (c.clock) await page.clock.fastForward(6_000); // one tick starts the busy time, two more pass 10 s
          return kinds(uiInvariants);
        })
        .toEqual([kind]);
    });
  });
}

test("the last check's reports are recorded by the time finish() returns, with no wait for the binding", async ({ browser }, testInfo) => {
  // Its own context and watcher, so the list can be read after finish() (the fixture's is read at teardown).
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const watched = await watchContext(context, testInfo);
    const page = await context.newPage();
    await page.goto(await serve(context, 'last-check', '<p>Nothing wrong yet</p>'));
    // The cut text appears just before the last check, which finds it whether or not a tick did.
    await page.evaluate(() => {
      document
        .getElementById('root')!
        .insertAdjacentHTML('beforeend', '<div style="width:60px;overflow:hidden;white-space:nowrap">A text far too long for its box</div>');
    });
    await watched.finish();
    expect(kinds(watched.violations)).toEqual(['cut']);
    expect(watched.violations).toHaveLength(1); // reported through the binding and the last check: recorded once
  } finally {
    await context.close();
  }
});
