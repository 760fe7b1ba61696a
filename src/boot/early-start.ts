// The early start, inlined in index.html by the `cashier:early-start` plugin
// (scripts/early-start-plugin.ts) and run by the HTML parser before the bundle has even started to
// download. On a launch URL (?token=…&refreshtoken=…) it:
//   1. takes the tokens out of the address bar at once (DESIGN 7), keeping the launch URL for the app;
//   2. starts the single-use token exchange;
//   3. once it answers, starts the amount page's first calls (the plan of src/boot/early-plan.ts, with
//      the exchanged access token) and preloads the player's language catalog (the JWT's `lng`);
//   4. preloads the wallets' eligibility check (its chunks, and the Google Pay script outside the Android
//      app, which asks its bridge instead) as soon as a wallet is likely: from the exchange's answer when
//      the player's market shows the wallet in its footer (SPEC 2), else when the means' answers name one.
//      For a first depositor the amount page waits for that check (SPEC 4), and every other player runs
//      it beside the page, so it must not start only after the means' round trip;
//   5. hands every pending response to the app (window.__cashierEarly): the app's HTTP client takes
//      each one the first time it asks for that method and URL (src/api/early-fetch.ts) instead of
//      calling again, and reads it exactly as it would have read its own answer, so a failure takes the
//      same path as today. One request each, whatever the timing.
// The machines still own the boot: they decide which calls are made and what their answers mean; this
// only moves the start of the network work forward. An answer no machine asked for by the end of the
// boot is dropped (close()).
//
// Self-contained: no imports, nothing from the bundle (it runs before it), plain ES2020 once the types
// are stripped. Its sha256 is in the page's CSP (script-src), see docs/deployment.md. The deployment's values
// (the API base, the Google Pay script) are not in it: it reads them from the page's configuration element,
// which the front server puts before it (earlyStartFromPage; docs/decisions.md "Configuration at run time"),
// so its text, and its hash, are the build's alone.

/** What the early start runs with: the build's part (EarlyBuild) and the page's deployment values. */
export interface EarlyConfig {
  /** Base URL of /kong (CASHIER_API_BASE), '' for the page's origin. */
  apiBase: string;
  /** The first calls of the amount page: GET paths (with their query), and whether each needs a correlation id. */
  calls: readonly { path: string; correlated: boolean }[];
  /** Language → URL of its catalog chunk. */
  catalogs: Readonly<Record<string, string>>;
  /** The default language (a token without a known `lng`). */
  defaultLanguage: string;
  /** Paths on which the page does not load the amount page (a provider's return): exchange only. */
  skipCallsOn: readonly string[];
  /** The skeleton's header and page titles per language (from the catalogs, locales/*.po). */
  titles: Readonly<Record<string, { header: string; page: string }>>;
  /**
   * The wallets' eligibility check: the first calls whose answers list the means (`watch`), its chunks
   * (URLs), the Google Pay script, and the markets (JWT `rzn`) whose footer shows each wallet (SPEC 2).
   * Only hints: a wallet missed costs the round trips, a hint missed a few KiB, never a behaviour.
   */
  wallets: {
    watch: readonly string[];
    chunks: readonly string[];
    googlePayScript: string;
    markets: { readonly applePay: readonly string[]; readonly googlePay: readonly string[] };
  };
}

/** What the build puts in: the calls to start and the catalog of each language (hashed file names), no deployment value. */
export type EarlyBuild = Omit<EarlyConfig, 'apiBase' | 'wallets'> & {
  /** The id of the page's configuration element (src/domain/run-config.ts DEPLOY_CONFIG_ELEMENT_ID). */
  configElement: string;
  wallets: Omit<EarlyConfig['wallets'], 'googlePayScript'>;
};

/**
 * The early start with the deployment's values of the page (the front server's JSON element, before this
 * script in the page). A page without them starts nothing early: the app decides, and says what is missing.
 */
export function earlyStartFromPage(win: Window & typeof globalThis, build: EarlyBuild): void {
  let deploy: { apiBase?: unknown; googlePay?: { scriptUrl?: unknown } } | null = null;
  try {
    deploy = JSON.parse(win.document.getElementById(build.configElement)?.textContent ?? '');
  } catch {
    deploy = null;
  }
  if (!deploy || typeof deploy.apiBase !== 'string' || typeof deploy.googlePay?.scriptUrl !== 'string') return;
  const { configElement: _element, ...rest } = build;
  earlyStart(win, { ...rest, apiBase: deploy.apiBase, wallets: { ...build.wallets, googlePayScript: deploy.googlePay.scriptUrl } });
}

/** What the app receives (window.__cashierEarly). */
export interface EarlyHandoff {
  /** The page's URL as launched, tokens included (the app reads its query from it). */
  launchHref: string;
  /**
   * The pending answer to this request, once: later asks (a retry, a refetch) go to the network. It
   * resolves null when the early start could not make the call (no token): the app then makes it.
   */
  take(method: string, url: string): Promise<Response | null> | undefined;
  /** The boot is over: answers nobody took are dropped. */
  close(): void;
}

export const EARLY_GLOBAL = '__cashierEarly';

export function earlyStart(win: Window & typeof globalThis, config: EarlyConfig): void {
  const loc = win.location;
  const url = new URL(loc.href);
  // The skeleton of index.html in the app's dark theme at once: the is_dark query option, else its cookie.
  const dark = (url.searchParams.get('is_dark') ?? cookie('cashier-dark-mode') ?? '').trim().toLowerCase();
  if (dark === 'true' || dark === '1') win.document.documentElement.classList.add('boot-dark'); // BOOT_DARK_CLASS (boot-dark.ts): no import here, this file is inlined alone
  // Not the amount page (a provider's return, another route): the skeleton keeps only its header band.
  if (url.pathname.replace(/\/+$/, '') !== '') win.document.documentElement.classList.add('boot-other');
  const token = url.searchParams.get('token');
  const refreshToken = url.searchParams.get('refreshtoken');
  if (!token || !refreshToken) return;

  const launchHref = url.href;
  url.searchParams.delete('token');
  url.searchParams.delete('refreshtoken');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);

  // Every answer is registered at once, before the exchange answers: whichever of the app and this
  // script reads the exchange first, the app finds each first call here (a pending one if need be).
  const pending = new Map<string, Promise<Response | null>>();
  let open = true;
  const absolute = (path: string) => new URL(config.apiBase + path, loc.href).href;
  const register = (path: string, answer: Promise<Response | null>) => {
    answer.catch(() => undefined); // a network failure is the app's to read, not an unhandled rejection
    pending.set(`GET ${absolute(path)}`, answer);
    return answer;
  };

  const exchangePath = `/kong/v3/single-use/${encodeURIComponent(token)}?${new URLSearchParams({ refresh_token: refreshToken }).toString()}`;
  const exchange = register(exchangePath, win.fetch(absolute(exchangePath), { headers: {} }));
  const accessToken: Promise<string | null> = exchange
    .then((res) => (res && res.ok ? res.clone().json() : null))
    .then((body: { access_token?: unknown } | null) => (body && typeof body.access_token === 'string' ? body.access_token : null))
    .catch(() => null);
  let platform = '';
  accessToken.then((jwt) => {
    if (!jwt) return;
    const claims = claimsOf(jwt);
    platform = typeof claims.plt === 'string' ? claims.plt.toUpperCase() : '';
    const lng = typeof claims.lng === 'string' ? claims.lng.slice(0, 2).toLowerCase() : '';
    const language = config.catalogs[lng] ? lng : config.defaultLanguage;
    preloadCatalog(language);
    fillSkeleton(language);
    const market = typeof claims.rzn === 'string' ? claims.rzn.toUpperCase() : '';
    hintWallets(config.wallets.markets.googlePay.indexOf(market) >= 0, config.wallets.markets.applePay.indexOf(market) >= 0);
    // The first Intl.NumberFormat of a locale loads its data (90-180 ms at 4x CPU): done now,
    // while the bundle downloads, not in the amount page's first render. Same locale as
    // src/domain/money.ts intlLocale(language, legislation).
    win.setTimeout(() => warmUpIntl(lng || config.defaultLanguage, claims), 0);
  });

  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (config.skipCallsOn.indexOf(pathname) < 0) {
    for (const call of config.calls) {
      // No token (the exchange failed): null, and the app, if it still asks, calls the network itself.
      register(
        call.path,
        accessToken.then((jwt) => {
          if (!jwt || !open) return null;
          const headers: Record<string, string> = { Authorization: `Bearer ${jwt}` };
          if (call.correlated) headers['X-Correlation-Id'] = win.crypto.randomUUID();
          const answer = win.fetch(absolute(call.path), { headers });
          if (config.wallets.watch.indexOf(call.path) < 0) return answer;
          // Read from a clone taken before the app can read the body.
          return answer.then((res) => {
            if (res.ok)
              res
                .clone()
                .text()
                .then(
                  (body) => hintWallets(body.indexOf('"GOOGLEPAY"') >= 0, body.indexOf('"APPLEPAY"') >= 0),
                  () => undefined,
                );
            return res;
          });
        }),
      );
    }
  }

  let walletsHinted = false;
  let googlePayHinted = false;
  function hintWallets(googlePay: boolean, applePay: boolean): void {
    if (!walletsHinted && (googlePay || applePay)) {
      walletsHinted = true;
      for (const chunk of config.wallets.chunks) addLink('modulepreload', chunk);
    }
    // In the Android app the check asks the bridge (SPEC 4): no script.
    if (!googlePayHinted && googlePay && platform !== 'ANDROID') {
      googlePayHinted = true;
      addLink('preload', config.wallets.googlePayScript, 'script');
    }
  }

  function addLink(rel: string, href: string, as?: string): void {
    const link = win.document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.href = href;
    win.document.head.appendChild(link);
  }

  function claimsOf(jwt: string): { lng?: unknown; rzn?: unknown; cur?: unknown; plt?: unknown } {
    try {
      const part = (jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
      const bytes = Uint8Array.from(win.atob(part), (c) => c.charCodeAt(0));
      return JSON.parse(new TextDecoder().decode(bytes)) ?? {};
    } catch {
      return {};
    }
  }

  function warmUpIntl(language: string, claims: { rzn?: unknown; cur?: unknown }): void {
    try {
      const legislation = typeof claims.rzn === 'string' ? claims.rzn.toUpperCase() : 'COM';
      const locale = legislation === 'COM' ? language : `${language}-${legislation}`;
      const currency = typeof claims.cur === 'string' ? claims.cur : 'EUR';
      new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).formatToParts(15);
      new Intl.PluralRules(language).select(1);
    } catch {
      // an unknown locale or currency: the app meets the same and handles it
    }
  }

  function cookie(name: string): string | null {
    const pair = win.document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
  }

  /** The skeleton's titles in the player's language, as soon as it is known (the page is parsed by then). */
  function fillSkeleton(language: string): void {
    const titles = config.titles[language];
    if (!titles) return;
    win.document.documentElement.lang = language;
    const set = (slot: string, text: string) => {
      const el = win.document.querySelector(`#boot-skeleton [data-boot="${slot}"]`);
      if (el) el.textContent = text;
    };
    set('header', titles.header);
    set('title', titles.page);
  }

  function preloadCatalog(language: string): void {
    const href = config.catalogs[language];
    if (href) addLink('modulepreload', href);
  }

  const handoff: EarlyHandoff = {
    launchHref,
    take(method, requestUrl) {
      const key = `${method.toUpperCase()} ${requestUrl}`;
      const answer = open ? pending.get(key) : undefined;
      pending.delete(key);
      return answer;
    },
    close() {
      open = false;
      pending.clear();
    },
  };
  (win as unknown as Record<string, EarlyHandoff>)[EARLY_GLOBAL] = handoff;
}
