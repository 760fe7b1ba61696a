// The early start: index.html's inline script takes the launch tokens out of the
// address bar, exchanges the token and starts the amount page's first calls; the app's HTTP client then
// takes each pending answer instead of calling again: one request each (docs/performance.md).
import { describe, expect, it, vi } from 'vitest';
import { exchangeSingleUseToken } from '../api/auth';
import { fetchBannerFeed } from '../api/banner';
import { createApiClient } from '../api/client';
import { fetchLastDeposit } from '../api/deposits';
import { EARLY_HANDOFF_GLOBAL, earlyFetch, takeEarlyHandoff } from '../api/early-fetch';
import { fetchEligibility } from '../api/eligibility';
import { fetchFeatureFlags } from '../api/feature-flags';
import { fetchMeans } from '../api/means';
import type { SessionStore } from '../api/session-store';
import { FEATURE_FLAGS } from '../domain/feature-flags';
import { earlyCalls, WALLET_WATCH } from './early-plan';
import { EARLY_GLOBAL, earlyStart, earlyStartFromPage, type EarlyConfig, type EarlyHandoff } from './early-start';

const ORIGIN = 'https://cashier.example';
const VERSION = '0.1.0-dev';
const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'none' })}.${b64url(claims)}.sig`;

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** A page (location, history, fetch, head) as the inline script sees it, recording what it does. */
function fakePage(href: string, answer: (url: string) => Response | Promise<Response>, pageConfig: string | null = null) {
  const sent: Sent[] = [];
  const links: { rel: string; href: string; as?: string }[] = [];
  const location = { href };
  // index.html's skeleton: the two slots the early start fills, and the root element's classes.
  const slots: Record<string, { textContent: string }> = { header: { textContent: '' }, title: { textContent: '' } };
  const root = { lang: 'en', classes: new Set<string>(), classList: { add: (c: string) => root.classes.add(c) } };
  const win = {
    location,
    history: {
      state: { keep: 1 },
      replaceState: vi.fn((_state: unknown, _title: string, url: string) => {
        location.href = new URL(url, location.href).href;
      }),
    },
    fetch: vi.fn((url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers });
      return Promise.resolve(answer(url));
    }),
    crypto: { randomUUID: () => `uuid-${sent.length}` },
    setTimeout: (fn: () => void) => setTimeout(fn, 0),
    atob: (s: string) => Buffer.from(s, 'base64').toString('binary'),
    document: {
      cookie: '',
      documentElement: root,
      querySelector: (selector: string) => slots[/data-boot="(\w+)"/.exec(selector)?.[1] ?? ''] ?? null,
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (l: { rel: string; href: string; as?: string }) => links.push(l) },
      // The front server's configuration element (server/page.ts), when the page has one.
      getElementById: (id: string) => (id === 'cashier-config' && pageConfig !== null ? { textContent: pageConfig } : null),
    },
  };
  return {
    win: win as unknown as Window & typeof globalThis,
    sent,
    links,
    location,
    slots,
    root,
    handoff: () => (win as unknown as Record<string, EarlyHandoff | undefined>)[EARLY_GLOBAL],
  };
}

const config: EarlyConfig = {
  apiBase: ORIGIN,
  calls: earlyCalls(VERSION),
  catalogs: { en: '/assets/en-1.js', fr: '/assets/fr-2.js', pl: '/assets/pl-3.js' },
  defaultLanguage: 'en',
  skipCallsOn: ['/callback'],
  titles: { en: { header: 'Deposit', page: 'How much do you want to deposit?' }, fr: { header: 'Dépôt', page: 'Combien souhaitez-vous déposer ?' } },
  wallets: {
    watch: WALLET_WATCH,
    chunks: ['/assets/wallet-check-1.js', '/assets/wallets-2.js'],
    googlePayScript: 'https://pay.example/pay.js',
    markets: { applePay: ['FR', 'PT'], googlePay: ['FR'] },
  },
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const exchanged = (lng: string) => json(200, { access_token: jwt({ lng, sub: 'p1' }), refresh_token: 'refresh-2' });
const settle = () => new Promise((r) => setTimeout(r, 0));

function memoryStore(): SessionStore {
  let access: string | null = null;
  let refresh: string | null = null;
  return {
    accessToken: () => access,
    refreshToken: () => refresh,
    save: (a, r) => {
      access = a;
      refresh = r;
    },
    clear: () => {
      access = refresh = null;
    },
    forgetRefresh: () => {
      refresh = null;
    },
  };
}

describe('earlyStart (index.html inline script)', () => {
  it('does nothing on a page without both launch tokens (a reload, a provider return): the app decides as before', () => {
    for (const query of ['?lang=fr', '?token=T1', '?refreshtoken=R1']) {
      const page = fakePage(`${ORIGIN}/${query}`, () => json(200, {}));
      earlyStart(page.win, config);
      expect(page.sent, query).toEqual([]);
      expect(page.handoff(), query).toBeUndefined();
      expect(page.win.history.replaceState, query).not.toHaveBeenCalled();
    }
  });

  it("takes the API base and the Google Pay script from the page's configuration (the front server's), and starts nothing without it", async () => {
    const { apiBase: _base, wallets, ...rest } = config;
    const build = { ...rest, configElement: 'cashier-config', wallets: { watch: wallets.watch, chunks: wallets.chunks, markets: wallets.markets } };
    const deploy = JSON.stringify({ apiBase: 'https://api.operator.example', googlePay: { scriptUrl: 'https://pay.google.example/pay.js' } });
    const answer = (url: string) => (url.includes('single-use') ? json(200, { access_token: jwt({ lng: 'fr', rzn: 'FR' }) }) : json(200, {}));
    const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, answer, deploy);
    earlyStartFromPage(page.win, build);
    await settle();
    await settle();
    expect(page.sent[0]?.url).toBe('https://api.operator.example/kong/v3/single-use/T1?refresh_token=R1');
    expect(page.links).toContainEqual({ rel: 'preload', as: 'script', href: 'https://pay.google.example/pay.js' });

    for (const broken of [null, '', 'not json', '{}']) {
      const bare = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, answer, broken);
      earlyStartFromPage(bare.win, build);
      expect(bare.sent, String(broken)).toEqual([]);
      expect(bare.handoff()).toBeUndefined();
    }
  });

  it('takes the tokens out of the address bar at once, keeping the rest, and keeps the launch URL for the app', () => {
    const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1&show_header=true#x`, () => new Promise<Response>(() => undefined));
    earlyStart(page.win, config);
    expect(page.location.href).toBe(`${ORIGIN}/?show_header=true#x`);
    expect(page.win.history.replaceState).toHaveBeenCalledWith({ keep: 1 }, '', '/?show_header=true#x');
    expect(page.handoff()?.launchHref).toBe(`${ORIGIN}/?token=T1&refreshtoken=R1&show_header=true#x`);
    // The exchange starts before anything else, without a bearer token.
    expect(page.sent).toEqual([{ url: `${ORIGIN}/kong/v3/single-use/T1?refresh_token=R1`, headers: {} }]);
  });

  it('once exchanged, starts every first call with the new bearer token and preloads the player’s catalog only', async () => {
    const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, (url) => (url.includes('single-use') ? exchanged('fr-FR') : json(200, {})));
    earlyStart(page.win, config);
    await settle();
    const calls = page.sent.slice(1);
    expect(calls.map((c) => c.url.replace(ORIGIN, '').replace(/\?.*/, '')).sort()).toEqual(
      [
        '/kong/v2/me/deposit/options',
        '/kong/v7/me/payment-methods/deposit',
        '/kong/v7/me/tokens/deposit',
        '/kong/v6/me/deposits/eligibility',
        '/kong/v6/me/deposits/last-successful',
        '/kong/v2/me/messages',
        '/kong/v2/me/missions',
        '/kong/v2/featureflipping',
      ].sort(),
    );
    for (const c of calls) expect(c.headers.Authorization).toMatch(/^Bearer .+\..+\.sig$/);
    // SPEC 7: a correlation id on the deposit and payment-method paths, and on the saved tokens' call.
    const correlated = calls.filter((c) => c.headers['X-Correlation-Id']).map((c) => c.url.replace(ORIGIN, ''));
    expect(correlated.sort()).toEqual(
      [
        '/kong/v2/me/deposit/options',
        '/kong/v7/me/payment-methods/deposit',
        '/kong/v7/me/tokens/deposit',
        '/kong/v6/me/deposits/eligibility',
        '/kong/v6/me/deposits/last-successful',
      ].sort(),
    );
    expect(page.links).toEqual([{ rel: 'modulepreload', href: '/assets/fr-2.js' }]);
  });

  it('fills the skeleton of index.html in the player’s language once the exchange answers, in the dark theme when asked', async () => {
    const page = fakePage(`${ORIGIN}/?token=t1&refreshtoken=r1&is_dark=true`, (url) => (url.includes('/single-use/') ? exchanged('fr') : json(200, {})));
    earlyStart(page.win, config);
    expect(page.root.classes.has('boot-dark')).toBe(true);
    expect(page.root.classes.has('boot-other')).toBe(false);
    expect(page.slots.title!.textContent).toBe('');
    await settle();
    await settle();
    expect(page.slots.header!.textContent).toBe('Dépôt');
    expect(page.slots.title!.textContent).toBe('Combien souhaitez-vous déposer ?');
    expect(page.root.lang).toBe('fr');
  });

  it('keeps the light skeleton without is_dark, and only its header band off the amount page', () => {
    const page = fakePage(`${ORIGIN}/callback?token=t1&refreshtoken=r1`, () => json(500, {}));
    earlyStart(page.win, config);
    expect(page.root.classes.has('boot-dark')).toBe(false);
    expect(page.root.classes.has('boot-other')).toBe(true);
  });

  it('an unknown language preloads the default catalog; on the provider return only the exchange runs', async () => {
    const page = fakePage(`${ORIGIN}/callback?token=T1&refreshtoken=R1`, (url) => (url.includes('single-use') ? exchanged('de') : json(200, {})));
    earlyStart(page.win, config);
    await settle();
    expect(page.sent).toHaveLength(1);
    expect(page.links).toEqual([{ rel: 'modulepreload', href: '/assets/en-1.js' }]);
  });

  // SPEC 4: a first depositor's amount page waits for the wallets' check, so its code and the Google Pay
  // script must be on their way as soon as the means name a wallet, not after the app has read them.
  describe('the wallets', () => {
    const meansNaming =
      (methods: string[], plt?: string, rzn = 'COM') =>
      (url: string) => {
        if (url.includes('single-use')) return json(200, { access_token: jwt({ lng: 'fr', sub: 'p1', rzn, ...(plt ? { plt } : {}) }), refresh_token: 'r' });
        if (url.includes('/deposit/options')) return json(200, { payment_means: methods.map((m) => ({ payment_method: m })) });
        return json(200, {});
      };
    const launch = async (answer: (url: string) => Response) => {
      const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, answer);
      earlyStart(page.win, config);
      for (let i = 0; i < 5; i++) await settle();
      return page.links.filter((l) => !l.href.includes('/assets/fr-'));
    };

    it('Google Pay named in a browser: the check’s chunks and the Google Pay script are preloaded, once', async () => {
      expect(await launch(meansNaming(['CARD', 'GOOGLEPAY', 'APPLEPAY']))).toEqual([
        { rel: 'modulepreload', href: '/assets/wallet-check-1.js' },
        { rel: 'modulepreload', href: '/assets/wallets-2.js' },
        { rel: 'preload', as: 'script', href: 'https://pay.example/pay.js' },
      ]);
    });

    it('in the Android app Google Pay asks the bridge: the chunks only, no script', async () => {
      expect(await launch(meansNaming(['GOOGLEPAY'], 'android'))).toEqual([
        { rel: 'modulepreload', href: '/assets/wallet-check-1.js' },
        { rel: 'modulepreload', href: '/assets/wallets-2.js' },
      ]);
    });

    // SPEC 2: FR's footer shows Google Pay and Apple Pay, PT's Apple Pay: the hint comes with the exchange's
    // answer, before any first call has answered (the means answer naming no wallet changes nothing).
    it('a market showing Google Pay: the chunks and the script from the exchange, before the means answer', async () => {
      // The first calls never answer: the hint can only come from the exchange.
      const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, (url) =>
        url.includes('single-use')
          ? json(200, { access_token: jwt({ lng: 'fr', sub: 'p1', rzn: 'fr' }), refresh_token: 'r' })
          : (new Promise(() => undefined) as unknown as Response),
      );
      earlyStart(page.win, config);
      for (let i = 0; i < 5; i++) await settle();
      expect(page.sent.length).toBeGreaterThan(1); // the first calls were sent, none answered
      expect(page.links.filter((l) => !l.href.includes('/assets/fr-'))).toEqual([
        { rel: 'modulepreload', href: '/assets/wallet-check-1.js' },
        { rel: 'modulepreload', href: '/assets/wallets-2.js' },
        { rel: 'preload', as: 'script', href: 'https://pay.example/pay.js' },
      ]);
    });

    it('a market showing Apple Pay only: the chunks, no script; one showing no wallet: only what the means name', async () => {
      expect((await launch(meansNaming(['CARD'], undefined, 'PT'))).map((l) => l.href)).toEqual(['/assets/wallet-check-1.js', '/assets/wallets-2.js']);
      expect(await launch(meansNaming(['CARD'], undefined, 'CI'))).toEqual([]);
      expect(await launch(meansNaming(['GOOGLEPAY'], 'android', 'FR'))).toEqual([
        { rel: 'modulepreload', href: '/assets/wallet-check-1.js' },
        { rel: 'modulepreload', href: '/assets/wallets-2.js' },
      ]);
    });

    it('Apple Pay alone: the chunks, no Google Pay script; no wallet: nothing', async () => {
      expect((await launch(meansNaming(['CARD', 'APPLEPAY']))).map((l) => l.href)).toEqual(['/assets/wallet-check-1.js', '/assets/wallets-2.js']);
      expect(await launch(meansNaming(['CARD', 'PAYPAL']))).toEqual([]);
    });

    it('the app still reads the whole answer the early start looked into', async () => {
      const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, meansNaming(['GOOGLEPAY']));
      earlyStart(page.win, config);
      await settle();
      const handoff = page.handoff()!;
      const res = await handoff.take('GET', `${ORIGIN}/kong/v2/me/deposit/options`);
      expect(await res!.json()).toEqual({ payment_means: [{ payment_method: 'GOOGLEPAY' }] });
    });
  });

  it('a refused exchange starts nothing else, and its answer goes to the app as it came', async () => {
    const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, () => json(401, { error_code: 'token.invalid' }));
    earlyStart(page.win, config);
    await settle();
    expect(page.sent).toHaveLength(1);
    expect(page.links).toEqual([]);
    const answer = await page.handoff()!.take('GET', `${ORIGIN}/kong/v3/single-use/T1?refresh_token=R1`);
    expect(answer?.status).toBe(401);
    // Were a first call still asked for, it is not there: the app makes it itself.
    expect(await page.handoff()!.take('GET', `${ORIGIN}/kong/v6/me/deposits/eligibility`)).toBeNull();
  });

  it('a first call asked for before the exchange has answered is handed when it comes: still one request', async () => {
    let answerExchange: (r: Response) => void = () => undefined;
    const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, (url) =>
      url.includes('single-use') ? new Promise<Response>((resolve) => (answerExchange = resolve)) : json(200, { eligible: true }),
    );
    earlyStart(page.win, config);
    const eligibility = page.handoff()!.take('GET', `${ORIGIN}/kong/v6/me/deposits/eligibility`);
    expect(eligibility).toBeInstanceOf(Promise);
    expect(page.sent).toHaveLength(1);
    answerExchange(exchanged('pl'));
    expect(await (await eligibility)?.json()).toEqual({ eligible: true });
    expect(page.sent.filter((c) => c.url.endsWith('/eligibility'))).toHaveLength(1);
  });

  it('hands each answer once; after close() nothing is handed', async () => {
    const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, (url) => (url.includes('single-use') ? exchanged('fr') : json(200, {})));
    earlyStart(page.win, config);
    await settle();
    const handoff = page.handoff()!;
    const eligibility = `${ORIGIN}/kong/v6/me/deposits/eligibility`;
    expect(handoff.take('get', eligibility)).toBeInstanceOf(Promise);
    expect(handoff.take('GET', eligibility)).toBeUndefined();
    expect(handoff.take('POST', `${ORIGIN}/kong/v2/me/messages`)).toBeUndefined();
    handoff.close();
    expect(handoff.take('GET', `${ORIGIN}/kong/v2/me/messages`)).toBeUndefined();
  });
});

describe('the app takes the early answers (src/api/early-fetch.ts): one request each', () => {
  it('the exchange and every first call of the amount page are answered by the early start, none goes out again; a second ask does', async () => {
    const page = fakePage(`${ORIGIN}/?token=T1&refreshtoken=R1`, (url) => (url.includes('single-use') ? exchanged('fr') : json(503, {})));
    earlyStart(page.win, config);
    await settle();
    const early = page.sent.length;

    const handoff = takeEarlyHandoff(page.win as unknown as Record<string, unknown>);
    expect(handoff).not.toBeNull();
    expect(page.handoff()).toBeUndefined(); // taken once
    const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(json(503, {})));
    const store = memoryStore();
    const api = createApiClient({ baseUrls: { '/kong/': ORIGIN }, store, fetch: earlyFetch(handoff, network as unknown as typeof fetch) });

    const tokens = await exchangeSingleUseToken(api, 'T1', 'R1');
    expect(tokens.refresh_token).toBe('refresh-2');
    store.save(tokens.access_token, tokens.refresh_token);
    // What the loading machines call (src/app/actors.ts, banner-actors.ts), with their own arguments.
    await Promise.allSettled([
      fetchMeans(api),
      fetchEligibility(api),
      fetchLastDeposit(api),
      fetchFeatureFlags(api, FEATURE_FLAGS, VERSION),
      fetchBannerFeed(api),
    ]);
    expect(network.mock.calls.map(([input]) => (input as Request).url)).toEqual([]);
    expect(page.sent).toHaveLength(early);

    await fetchEligibility(api).catch(() => undefined);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('the app looks for the handoff where the early start leaves it', () => {
    expect(EARLY_HANDOFF_GLOBAL).toBe(EARLY_GLOBAL);
  });

  it('without an early start the client goes to the network', () => {
    const network = vi.fn() as unknown as typeof fetch;
    expect(earlyFetch(null, network)).toBe(network);
    expect(takeEarlyHandoff({})).toBeNull();
  });
});

describe('the skeleton titles the build puts in (scripts/early-start-plugin.ts, from locales/*.po)', () => {
  it('are the amount page header and title of each catalog', async () => {
    const { skeletonTitles } = await import('../../scripts/early-start-plugin');
    const titles = skeletonTitles();
    // French puts a no-break space before the question mark (locales/fr.po).
    expect(titles.fr).toEqual({ header: 'Dépôt', page: 'Combien souhaitez-vous déposer\u00a0?' });
    expect(titles.pl).toEqual({ header: 'Wpłata', page: 'Ile chcesz wpłacić?' });
    expect(titles.pt).toEqual({ header: 'Depósito', page: 'Quanto pretende depositar?' });
    expect(titles.en).toEqual({ header: 'Deposit', page: 'How much do you want to deposit?' });
  });
});
