// Frame-ancestors keeps the app out of the frames of other origins (the sandbox's
// webview and launcher, of the app's own origin, frame it: webview tests). Its own file: the browser
// needs other launch options.
// Every check but the CSP's: it would fail on the violation this spec causes on purpose (frame-ancestors
// refusing the foreign frame).
import { expect, testAllowingCspViolations as test } from './fixtures';
import { createSession } from './sandbox';
import { chromiumPath } from '../../scripts/chromium-path';

const FR = { legislation: 'FR', language: 'en' };

// The framing page is made up by the test (a routed answer), which Chromium's local network access
// checks would refuse to let frame a loopback page before frame-ancestors is even read.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('a page of another origin cannot frame the app', async ({ page, baseURL }) => {
  const session = await createSession(page.request, FR);
  // 127.0.0.1 and localhost are two origins of the same machine.
  const foreign = new URL('/framing-test', baseURL!.replace('localhost', '127.0.0.1')).href;
  expect(new URL(foreign).origin).not.toBe(new URL(baseURL!).origin);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  await page.route(foreign, (route) => route.fulfill({ contentType: 'text/html', body: `<iframe src="${new URL(session.app_url, baseURL).href}"></iframe>` }));
  await page.goto(foreign);
  // Chromium replaces a frame refused by frame-ancestors with its error page; the app never runs.
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
  expect(failed.join('\n')).toContain('ERR_BLOCKED_BY_RESPONSE');
  await expect(page.frameLocator('iframe').getByTestId('amount-preset')).toHaveCount(0);
});
