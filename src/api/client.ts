// The HTTP client of SPEC 7 "Interceptors": base URL per path prefix, bearer token except on public
// paths, x-correlation-id on deposit paths, one refresh and one retry on 401, 45 s time-out. Every
// failure becomes an ApiFailure the machines understand; every body is checked with its zod schema.
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type * as z from 'zod/mini';
import { ApiFailure } from '../domain/failures';
import { accessToken, apiError, authTokens } from './schemas';
import type { SessionStore } from './session-store';

export const HTTP_TIMEOUT_MS = 45_000;

const NO_AUTH = (path: string) => path.startsWith('/ext/') || path.startsWith('/pub/') || path.startsWith('http') || path.includes('/v3/single-use/');
const CORRELATED = ['/me/deposits', '/me/withdrawals', '/me/payment-methods', '/me/deposit/options', '/me/withdrawal/options'];
const needsCorrelationId = (path: string) => CORRELATED.some((p) => path.includes(p));

export interface ApiConfig {
  /** Base URL per path prefix; '' means the page's own origin. */
  baseUrls: Readonly<Record<string, string>>;
  store: SessionStore;
  newCorrelationId?: () => string;
  /** The fetch to use (src/api/early-fetch.ts: the early start's answers first); the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * Where a session with no refresh token of its own is refreshed: the front server's refresh (its
   * HttpOnly session cookie holds the refresh token, SPEC 9; server/front.ts), the page's own
   * origin. Absent (the server's own client, tests): no refresh token is no session.
   */
  sessionRefreshUrl?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  searchParams?: URLSearchParams | Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, schema: z.ZodMiniType<T>, options?: RequestOptions): Promise<T>;
  /** A GET whose 204 answer means "nothing": resolves null. */
  getOptional<T>(path: string, schema: z.ZodMiniType<T>, options?: RequestOptions): Promise<T | null>;
  post<T>(path: string, schema: z.ZodMiniType<T>, options?: RequestOptions): Promise<T>;
  /** A POST whose answer body the app does not read (e.g. 204): resolves once it succeeded. */
  postNoContent(path: string, options?: RequestOptions): Promise<void>;
  /** A DELETE whose answer body the app does not read: resolves once it succeeded. */
  delete(path: string, options?: RequestOptions): Promise<void>;
  /** A HEAD: resolves the answer's headers (transaction polling reads X-Poll-Interval, X-Transaction-IsReady). */
  head(path: string, options?: RequestOptions): Promise<Headers>;
  /** The access token now (the realtime stream adds it itself), or null. */
  accessToken(): string | null;
  /** Refreshes the session once (shared with concurrent 401s); rejects with SESSION_EXPIRED when it cannot. */
  refreshSession(): Promise<void>;
}

function baseFor(baseUrls: ApiConfig['baseUrls'], path: string): string {
  const prefix = Object.keys(baseUrls)
    .filter((p) => path.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? '' : (baseUrls[prefix] ?? '');
}

export function createApiClient(config: ApiConfig): ApiClient {
  const newId = config.newCorrelationId ?? (() => crypto.randomUUID());
  let refreshing: Promise<string> | null = null;

  /** One refresh at a time, shared by every call that met a 401 meanwhile. */
  function refreshOnce(http: KyInstance): Promise<string> {
    refreshing ??= (async () => {
      const refreshToken = config.store.refreshToken();
      if (!refreshToken && !config.sessionRefreshUrl) throw new ApiFailure('SESSION_EXPIRED', null, 'no refresh token');
      const res = await (refreshToken
        ? http.post(`${baseFor(config.baseUrls, '/kong/')}/kong/v1/refresh`, { json: { refresh_token: refreshToken }, throwHttpErrors: false })
        : http.post(config.sessionRefreshUrl!, { credentials: 'same-origin', throwHttpErrors: false })
      ).catch(() => null);
      if (!res || !res.ok) {
        if (res?.status === 401) config.store.clear();
        throw new ApiFailure('SESSION_EXPIRED', null, `refresh failed (${res?.status ?? 'network'})`);
      }
      // The front server answers the access token only: its refresh token stays in the cookie.
      const body: unknown = await res.json().catch(() => null);
      const pair = authTokens.safeParse(body);
      const access = refreshToken ? null : accessToken.safeParse(body);
      if (refreshToken ? !pair.success : !access?.success) throw new ApiFailure('SESSION_EXPIRED', null, 'malformed refresh answer');
      const token = pair.success ? pair.data.access_token : access!.data!.access_token;
      config.store.save(token, refreshToken && pair.success ? pair.data.refresh_token : null);
      return token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const bare = ky.create({ retry: 0, timeout: HTTP_TIMEOUT_MS, ...(config.fetch ? { fetch: config.fetch } : {}) });

  async function send(method: 'get' | 'post' | 'delete' | 'head', path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    const callerId = Object.keys(headers).some((name) => name.toLowerCase() === 'x-correlation-id');
    if (needsCorrelationId(path) && !callerId) headers['X-Correlation-Id'] = newId();
    const auth = (token: string | null): Record<string, string> => (!NO_AUTH(path) && token ? { Authorization: `Bearer ${token}` } : {});
    const url = `${baseFor(config.baseUrls, path)}${path}`;
    const call = (extra: Record<string, string>) =>
      bare(url, {
        method,
        headers: { ...headers, ...extra },
        json: options.json,
        searchParams: options.searchParams,
        signal: options.signal,
        timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
        throwHttpErrors: false,
      });
    try {
      const sent = config.store.accessToken();
      let res = await call(auth(sent));
      if (res.status === 401 && !NO_AUTH(path)) {
        // A 401 for a token that was already replaced meanwhile (a parallel call refreshed it) retries
        // with the new token instead of refreshing a second time.
        const current = config.store.accessToken();
        const token = current && current !== sent ? current : await refreshOnce(bare);
        res = await call({ Authorization: `Bearer ${token}` });
        if (res.status === 401) {
          config.store.clear();
          throw new ApiFailure('SESSION_EXPIRED', null, 'still unauthorized after refresh');
        }
      }
      if (!res.ok) {
        const body = apiError.safeParse(await res.json().catch(() => null));
        throw new ApiFailure('HTTP', body.success ? (body.data.error_code ?? null) : null, `HTTP ${res.status} on ${path}`, res.status);
      }
      return res;
    } catch (error) {
      if (error instanceof ApiFailure) throw error;
      if (error instanceof TimeoutError) throw new ApiFailure('TIMEOUT', null, `time-out on ${path}`);
      if (error instanceof HTTPError) throw new ApiFailure('HTTP', null, error.message);
      if (options.signal?.aborted) throw error;
      throw new ApiFailure('NETWORK', null, `network failure on ${path}`);
    }
  }

  async function parse<T>(res: Response, schema: z.ZodMiniType<T>, path: string): Promise<T> {
    const text = await res.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiFailure('MALFORMED', null, `malformed JSON from ${path}`);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiFailure('MALFORMED', null, `unexpected body from ${path}`);
    return parsed.data;
  }

  return {
    async get(path, schema, options = {}) {
      return parse(await send('get', path, options), schema, path);
    },
    async getOptional(path, schema, options = {}) {
      const res = await send('get', path, options);
      return res.status === 204 ? null : parse(res, schema, path);
    },
    async post(path, schema, options = {}) {
      return parse(await send('post', path, options), schema, path);
    },
    async postNoContent(path, options = {}) {
      await send('post', path, options);
    },
    async delete(path, options = {}) {
      await send('delete', path, options);
    },
    async head(path, options = {}) {
      return (await send('head', path, options)).headers;
    },
    accessToken() {
      return config.store.accessToken();
    },
    async refreshSession() {
      await refreshOnce(bare);
    },
  };
}
