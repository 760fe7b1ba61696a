// A test that changes an API answer the page reads (page.route) must change it where the page reads it: the
// browser's own call, or the answers the front server handed it with the page (docs/decisions.md "The first
// screen on the server"; src/app/first-screen-state.ts). The page then renders itself: the server's markup
// was drawn from the answer as it was.
import type { Page } from '@playwright/test';

const STATE = /(<script type="application\/json" id="cashier-first-screen">)([\s\S]*?)(<\/script>)/;

interface ServedState {
  key: string | null;
  answers: Array<{ method: string; path: string; status: number | null; body: string }>;
}

/** Rewrites the JSON answer of the GET paths matching `path`, in the browser's calls and in the page's served answers. */
export async function rewriteAnswer<T>(page: Page, path: RegExp, transform: (body: T) => T): Promise<void> {
  await page.route(path, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: transform((await res.json()) as T) });
  });
  await page.route(
    (url) => !url.pathname.startsWith('/kong/') && !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/sandbox/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const res = await route.fetch();
      const html = (await res.text()).replace(STATE, (_all, open: string, json: string, close: string) => {
        const state = JSON.parse(json) as ServedState;
        state.key = null;
        for (const answer of state.answers) {
          if (answer.method === 'GET' && path.test(answer.path) && answer.status === 200) answer.body = JSON.stringify(transform(JSON.parse(answer.body) as T));
        }
        return `${open}${JSON.stringify(state).replace(/</g, '\\u003c')}${close}`;
      });
      const headers = Object.fromEntries(Object.entries(res.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
      await route.fulfill({ status: res.status(), headers, body: html });
    },
  );
}
