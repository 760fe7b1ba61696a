// The front server (docs/deployment.md; docs/decisions.md "The first screen on the server"): it answers the
// app's routes. On a launch (tokens in the URL) it exchanges the token itself, on a later page it reads its
// session cookie (SPEC 9), and it renders the amount page's first screen with the root deposit actor
// (src/server/render.tsx, built into dist-ssr/) before the browser has run anything. It also serves the
// build's files and the session's refresh. The sandbox mounts it (sandbox/server.ts); production runs it
// alone in front of the operator API (server/main.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreen, FirstScreenOptions, FirstScreenRequest } from '../src/server/render';
import type { FirstScreenState } from '../src/app/first-screen-state';
import { appCsp, inlineScriptHashes, newNonce, reportingEndpoints, type SecurityConfig } from './security';
import { pageHtml, readTemplate, withDeployConfig, type PageTemplate } from './page';
import type { DeployConfig } from '../src/domain/deploy-config';
import { cspSourcesOf } from './deploy-config';
import { accessTokenFresh, clearedSessionCookie, SESSION_COOKIE_NAME, sessionCookie, sessionKey, unseal, type SessionTokens } from './session-cookie';
import { pickEncoding, registerApp } from './static';

export interface FrontConfig {
  distDir: string;
  /** The server's render build (dist-ssr/, `vite build --ssr`); null or missing: pages without a first screen. */
  ssrDir: string | null;
  /** Where the server reaches the operator API's /kong paths. */
  apiBase: string;
  /**
   * The deployment's configuration, read from the environment at start (server/deploy-config.ts): every page
   * carries it, the render reads it, and its origins join the page's CSP (docs/decisions.md "Configuration at
   * run time").
   */
  deploy: DeployConfig;
  security: SecurityConfig;
  /** CASHIER_SESSION_SECRET: the session cookie's key. */
  sessionSecret: string;
  /** How long the server waits for the first screen before it lets the browser boot (docs/decisions.md). */
  budgetMs: number;
  /** The banner's time-out on the server (SPEC 7: 150 ms, the default). */
  bannerTimeoutMs?: number;
  /** The server's fetch to the API (the bench adds its latency here). */
  fetch?: typeof fetch;
}

/**
 * How long the server waits for the first screen (its API calls) before it lets the browser boot: a bit more
 * than the API's answers take within one data centre, well under a round trip of a phone's network.
 */
export const FIRST_SCREEN_BUDGET_MS = 300;

/** The repo's render build (dist-ssr/render.js), or null when it was not built. */
export function resolveSsrDir(dir: string = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist-ssr')): string | null {
  return existsSync(path.join(dir, 'render.js')) ? dir : null;
}

/** The policy's origins with the configuration's (its bases, the wallets' and PayPal's scripts and frames). */
function withConfigOrigins(security: SecurityConfig, deploy: DeployConfig): SecurityConfig {
  const sources = cspSourcesOf(deploy);
  const unique = (...lists: (readonly string[] | undefined)[]) => [...new Set(lists.flatMap((l) => l ?? []))];
  return {
    ...security,
    scriptSrc: unique(security.scriptSrc, sources['script-src']),
    connectSrc: unique(sources['connect-src'], security.connectSrc),
    frameSrc: unique(security.frameSrc, sources['frame-src']),
  };
}

/** The paths of the amount page (SPEC 2: the root, preferred, methods): the first screens the server renders. */
const FIRST_SCREEN_PATHS = new Set(['/', '/preferred', '/methods']);
/** SPEC 7's launch tokens: the server exchanges them, and they leave the address bar. */
const SECRET_KEYS = ['token', 'refreshtoken'];
/** SPEC 1: the operator may hand the session in this cookie (an access token). */
const OPERATOR_SESSION_COOKIE = 'rox-session';
/** How the front server names itself to the API (its logs, the sandbox's call log). */
export const FRONT_USER_AGENT = 'cashier-front/1';
/** The server's own calls to the API (exchange, refresh) give up after this long: the browser then tries. */
const SESSION_CALL_TIMEOUT_MS = 3000;

type Render = (request: FirstScreenRequest, options: FirstScreenOptions) => Promise<FirstScreen>;

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // a cookie that is not URI-encoded is not one of ours
    }
  }
  return cookies;
}

/** A session call's result: the token pair, a refusal (the token is not good), or no answer (the API is unreachable). */
type SessionCall = { tokens: SessionTokens } | { refused: true } | { unreachable: true };

export async function registerFront(
  app: FastifyInstance,
  config: FrontConfig,
): Promise<{ sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> }> {
  const built = readTemplate(config.distDir);
  const template: PageTemplate = { ...built, html: withDeployConfig(built.html, config.deploy) };
  const security = withConfigOrigins(config.security, config.deploy);
  const key = sessionKey(config.sessionSecret);
  const network = config.fetch ?? globalThis.fetch.bind(globalThis);
  const apiFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('User-Agent', FRONT_USER_AGENT);
    return network(request);
  };
  const renderPath = config.ssrDir ? path.join(config.ssrDir, 'render.js') : null;
  const render: Render | null =
    renderPath && existsSync(renderPath) ? ((await import(pathToFileURL(renderPath).href)) as { renderFirstScreen: Render }).renderFirstScreen : null;

  async function sessionCall(pathAndQuery: string, init: RequestInit): Promise<SessionCall> {
    try {
      const res = await apiFetch(`${config.apiBase}${pathAndQuery}`, { ...init, signal: AbortSignal.timeout(SESSION_CALL_TIMEOUT_MS) });
      if (res.status >= 400 && res.status < 500) return { refused: true };
      if (!res.ok) return { unreachable: true };
      const body = (await res.json()) as { access_token?: unknown; refresh_token?: unknown };
      if (typeof body.access_token !== 'string' || !body.access_token) return { unreachable: true };
      return { tokens: { accessToken: body.access_token, refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null } };
    } catch {
      return { unreachable: true };
    }
  }
  const exchange = (token: string, refreshToken: string) =>
    sessionCall(`/kong/v3/single-use/${encodeURIComponent(token)}?refresh_token=${encodeURIComponent(refreshToken)}`, { method: 'GET' });
  const refresh = (refreshToken: string) =>
    sessionCall('/kong/v1/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: refreshToken }) });

  const isSecure = (request: FastifyRequest) => request.protocol === 'https';

  /** The session of a request without launch tokens: the cookie's, refreshed when its access token ran out. */
  async function cookieSession(cookies: Record<string, string>): Promise<{ tokens: SessionTokens | null; renewed: boolean; ended: boolean }> {
    const sealed = cookies[SESSION_COOKIE_NAME];
    const kept = sealed ? unseal(sealed, key) : null;
    if (!kept) {
      const operator = cookies[OPERATOR_SESSION_COOKIE];
      return { tokens: operator ? { accessToken: operator, refreshToken: null } : null, renewed: false, ended: !!sealed };
    }
    if (accessTokenFresh(kept.accessToken, Date.now())) return { tokens: kept, renewed: false, ended: false };
    if (!kept.refreshToken) return { tokens: null, renewed: false, ended: true };
    const renewed = await refresh(kept.refreshToken);
    if ('tokens' in renewed) return { tokens: renewed.tokens, renewed: true, ended: false };
    // A refresh refused ends the session (SPEC 4); an API out of reach keeps the cookie for the next page.
    return { tokens: null, renewed: false, ended: 'refused' in renewed };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const cookies = parseCookies(request.headers.cookie);
    const secure = isSecure(request);
    const launch = SECRET_KEYS.every((k) => url.searchParams.get(k));
    const clean = new URL(url);
    for (const k of SECRET_KEYS) clean.searchParams.delete(k);
    let tokens: SessionTokens | null = null;
    let handled = true;
    const setCookies: string[] = [];
    if (launch) {
      const exchanged = await exchange(url.searchParams.get('token')!, url.searchParams.get('refreshtoken')!);
      if ('tokens' in exchanged) {
        tokens = exchanged.tokens;
        setCookies.push(sessionCookie(tokens, key, secure));
      } else if ('refused' in exchanged) {
        setCookies.push(clearedSessionCookie(secure)); // SPEC 4: an invalid token deletes the cookies
      } else {
        handled = false; // the API is out of reach: the browser's early start exchanges, as without a server
      }
    } else {
      const found = await cookieSession(cookies);
      tokens = found.tokens;
      if (found.renewed && tokens) setCookies.push(sessionCookie(tokens, key, secure));
      if (found.ended) setCookies.push(clearedSessionCookie(secure));
      // No session at all: the browser may still hold one of its own (a tab's refresh token).
      handled = tokens !== null || found.ended;
    }

    let firstScreen: FirstScreen | null = null;
    if (handled && render && FIRST_SCREEN_PATHS.has(clean.pathname.replace(/\/+$/, '') || '/')) {
      try {
        firstScreen = await render(
          {
            href: clean.href,
            cookies,
            userAgent: request.headers['user-agent'] ?? '',
            acceptLanguage: request.headers['accept-language'] ?? null,
            accessToken: tokens?.accessToken ?? null,
          },
          {
            apiBase: config.apiBase,
            config: config.deploy,
            budgetMs: config.budgetMs,
            fetch: apiFetch,
            ...(config.bannerTimeoutMs ? { bannerTimeoutMs: config.bannerTimeoutMs } : {}),
          },
        );
      } catch (error) {
        // Degrades, never blocks: a render that fails is a page the browser boots itself.
        request.log.error(error, 'first screen render failed');
      }
    }
    const state: FirstScreenState | null = handled
      ? {
          accessToken: tokens?.accessToken ?? null,
          answers: firstScreen?.answers ?? [],
          key: firstScreen?.markup ? firstScreen.key : null,
          language: firstScreen?.language ?? null,
          launched: launch,
        }
      : null;
    const darkOption = (clean.searchParams.get('is_dark') ?? cookies['cashier-dark-mode'] ?? '').toLowerCase();
    const nonce = newNonce();
    const html = pageHtml(template, {
      nonce,
      firstScreen,
      state,
      cleanUrl: launch && handled ? `${clean.pathname}${clean.search}${clean.hash}` : null,
      dark: firstScreen?.markup ? firstScreen.dark : darkOption === 'true' || darkOption === '1',
      otherPage: (clean.pathname.replace(/\/+$/, '') || '/') !== '/',
    });
    reply
      // A player's page: no cache may keep it (it holds the player's data and access token).
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Accept-Encoding, Cookie')
      .header('Content-Security-Policy', appCsp(nonce, security, inlineScriptHashes(html)))
      .type('text/html; charset=utf-8');
    if (setCookies.length) reply.header('Set-Cookie', setCookies);
    const endpoints = reportingEndpoints(security);
    if (endpoints) reply.header('Reporting-Endpoints', endpoints);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(html);
    // Brotli at quality 5: well under a millisecond for a page, within a few % of 11.
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
        : gzipSync(html, { level: 6 });
    return reply.header('Content-Encoding', encoding).send(body);
  }

  // SPEC 9: the page's refresh. The refresh token is the cookie's; the page gets a new access token only.
  app.post('/session/refresh', async (request, reply) => {
    const secure = isSecure(request);
    const kept = unseal(parseCookies(request.headers.cookie)[SESSION_COOKIE_NAME] ?? '', key);
    reply.header('Cache-Control', 'no-store');
    if (!kept?.refreshToken) return reply.code(401).header('Set-Cookie', clearedSessionCookie(secure)).send({ error_code: 'session.none' });
    const renewed = await refresh(kept.refreshToken);
    if ('tokens' in renewed) {
      return reply.header('Set-Cookie', sessionCookie(renewed.tokens, key, secure)).send({ access_token: renewed.tokens.accessToken });
    }
    if ('refused' in renewed) return reply.code(401).header('Set-Cookie', clearedSessionCookie(secure)).send({ error_code: 'session.refused' });
    return reply.code(502).send({ error_code: 'session.unreachable' });
  });

  // The player left (the return URL) or the session is invalid: the cookie goes with the page's session.
  app.delete('/session', async (request, reply) =>
    reply
      .code(204)
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', clearedSessionCookie(isSecure(request)))
      .send(),
  );

  app.get('/', (request, reply) => sendPage(request, reply));
  await registerApp(app, config.distDir);
  return { sendPage };
}
