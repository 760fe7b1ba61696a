// SPEC's server rules on the server's render of the first screen (docs/decisions.md "The first screen on the
// server"), against the sandbox's API (in process): the banner's 150 ms time-out (SPEC 7), no wallet checked
// on the server (SPEC 4), no stream (SPEC 4), and a 401 left to the browser (SPEC 4 Authentication).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../sandbox/server';
import { login } from '../../sandbox/test-helpers';
import type { ProfileInput } from '../../sandbox/profile';
import { SERVER_BANNER_FETCH_TIMEOUT_MS } from '../api/banner';
import { sandboxDeployConfig } from '../../server/deploy-config';
import { renderFirstScreen } from './render';

/** The sandbox answering in process, each path prefix of `delays` that many milliseconds late. */
function sandboxFetch(app: FastifyInstance, delays: Record<string, number> = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const delay = Object.entries(delays).find(([prefix]) => url.pathname.startsWith(prefix))?.[1] ?? 0;
    if (delay) {
      await new Promise<void>((ok, ko) => {
        const timer = setTimeout(ok, delay);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          ko(request.signal.reason);
        });
      });
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const res = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(request.method === 'HEAD' || res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({ distDir: null });
});
afterAll(async () => {
  await app.close();
});

/**
 * The render of a new player's first screen. The banner's time-out is SPEC's unless `bannerTimeoutMs` is given:
 * the tests that are not about it give the in-process sandbox all the time a loaded machine needs.
 */
async function render(profile: ProfileInput, delays: Record<string, number> = {}, bannerTimeoutMs: number | null = 5000, config = sandboxDeployConfig()) {
  const { access_token } = await login(app, profile);
  return renderFirstScreen(
    { href: 'https://cashier.example/', cookies: {}, userAgent: 'Mozilla/5.0', acceptLanguage: 'fr-FR', accessToken: access_token },
    {
      apiBase: 'https://api.example',
      config,
      budgetMs: 10_000,
      fetch: sandboxFetch(app, delays),
      ...(bannerTimeoutMs ? { bannerTimeoutMs } : {}),
    },
  );
}

const RETURNING_FR: ProfileInput = { legislation: 'FR', language: 'fr', last_deposit: { payment_method: 'CARD', amount: 17 } };
const count = (markup: string | null, testId: string) => (markup ?? '').split(`data-testid="${testId}"`).length - 1;

describe('the first screen on the server', () => {
  it('renders the presets, the tiles and the banner of a returning player in the player’s language', async () => {
    const screen = await render(RETURNING_FR);
    expect(screen.language).toBe('fr');
    expect(count(screen.markup, 'amount-preset')).toBe(4);
    expect(count(screen.markup, 'mean-tile')).toBeGreaterThan(0);
    expect(count(screen.markup, 'banner')).toBe(1);
    expect(screen.markup).toContain('Combien souhaitez-vous déposer');
    expect(screen.key).not.toBeNull();
  });

  it('SPEC 7: the server waits 150 ms for the banner; one answered later is none, its failure handed to the browser', async () => {
    expect(SERVER_BANNER_FETCH_TIMEOUT_MS).toBe(150);
    const late = await render(RETURNING_FR, { '/kong/v2/me/messages': 600 }, null);
    expect(count(late.markup, 'banner')).toBe(0);
    expect(count(late.markup, 'mean-tile')).toBeGreaterThan(0);
    // The browser reads the same failure (no banner), never asks again.
    expect(late.answers.find((a) => a.path.startsWith('/kong/v2/me/messages'))?.status).toBeNull();
  });

  it('SPEC 4: no wallet is checked on the server: a first depositor’s means wait for the browser, which is told what to fetch', async () => {
    const screen = await render({ legislation: 'FR', language: 'fr' });
    expect(count(screen.markup, 'amount-preset')).toBe(4);
    expect(count(screen.markup, 'mean-tile')).toBe(0);
    expect(screen.hints).toEqual({ walletCheck: true, googlePayScript: '/sandbox/googlepay/pay.js' });
    // The script of the front server's configuration, read at its start (docs/decisions.md "Configuration at run time").
    const production = { ...sandboxDeployConfig(), googlePay: { ...sandboxDeployConfig().googlePay, scriptUrl: 'https://pay.google.com/gp/p/js/pay.js' } };
    const hinted = await render({ legislation: 'FR', language: 'fr' }, {}, 5000, production);
    expect(hinted.hints.googlePayScript).toBe('https://pay.google.com/gp/p/js/pay.js');
  });

  it('SPEC 4: the realtime stream is not used on the server; every call it made is an answer handed over', async () => {
    const screen = await render(RETURNING_FR);
    expect(screen.answers.every((a) => a.path.startsWith('/kong/'))).toBe(true);
    expect(screen.answers.map((a) => a.path).filter((p) => /FrontService\/Sync|\/realtime\./.test(p))).toEqual([]);
    expect(screen.answers.every((a) => a.status === 200 || a.status === 204)).toBe(true);
  });

  it('SPEC 4: a 401 is the browser’s to cure: no markup, no answers', async () => {
    const screen = await render({ ...RETURNING_FR, faults: { eligibility: 'http401' } });
    expect(screen.markup).toBeNull();
    expect(screen.answers).toEqual([]);
  });
});
