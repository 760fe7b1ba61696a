// The store forgets: idle sessions with their tokens and players, unused single-use
// ids, old deposits. Time is simulated (vitest fake timers); the TTLs are the ones docs/decisions.md
// "The sandbox under load" records: 4 h idle session, 30 min single-use id, 24 h deposit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from './server';
import { Store } from './store';
import { resolveProfile } from './profile';

const MIN = 60_000;
const HOUR = 60 * MIN;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function newSession(store: Store) {
  const player = store.createPlayer({}, resolveProfile({}));
  return { player, session: store.createSession(player.id) };
}

function newDeposit(store: Store, playerId: string) {
  return store.createDeposit({
    player_id: playerId,
    method: 'PAYSAFECARD',
    amount: 20,
    currency: 'EUR',
    status: 'pending',
    reason: null,
    return_url: null,
    correlation_id: 'c-1',
  });
}

describe('sessions', () => {
  it('a session unused for 4 hours is gone, with its refresh token and single-use id', () => {
    const store = new Store();
    const { session } = newSession(store);
    vi.advanceTimersByTime(4 * HOUR - 1);
    expect(store.sessionByRefreshToken(session.refreshToken)?.id).toBe(session.id);
    vi.advanceTimersByTime(4 * HOUR);
    expect(store.session(session.id)).toBeUndefined();
    expect(store.sessionByRefreshToken(session.refreshToken)).toBeUndefined();
    expect(store.sessionBySingleUse(session.singleUseId)).toBeUndefined();
  });

  it('each use keeps a session alive for 4 more hours', () => {
    const store = new Store();
    const { session } = newSession(store);
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(3 * HOUR);
      expect(store.session(session.id)).toBeDefined();
    }
  });

  it('a single-use id works for 30 minutes; the session lives on with its refresh token', () => {
    const store = new Store();
    const { session } = newSession(store);
    vi.advanceTimersByTime(30 * MIN - 1);
    expect(store.sessionBySingleUse(session.singleUseId)?.id).toBe(session.id);
    vi.advanceTimersByTime(1);
    expect(store.sessionBySingleUse(session.singleUseId)).toBeUndefined();
    expect(store.sessionByRefreshToken(session.refreshToken)?.id).toBe(session.id);
  });

  it('a rotated refresh token is forgotten at once', () => {
    const store = new Store();
    const { session } = newSession(store);
    const old = session.refreshToken;
    store.rotateRefreshToken(session);
    expect(store.sessionByRefreshToken(old)).toBeUndefined();
    expect(store.sizes().refreshTokens).toBe(1);
  });
});

describe('sweep', () => {
  it('frees idle sessions, their tokens and their players, and keeps the live ones', () => {
    const store = new Store();
    const idle = newSession(store);
    vi.advanceTimersByTime(2 * HOUR);
    const live = newSession(store);
    vi.advanceTimersByTime(2 * HOUR);
    store.sweep();
    expect(store.sizes()).toEqual({ players: 1, sessions: 1, singleUseIds: 0, refreshTokens: 1, deposits: 0 });
    expect(store.player(idle.player.id)).toBeUndefined();
    expect(store.player(live.player.id)).toBeDefined();
  });

  it('keeps a player while one of its sessions lives', () => {
    const store = new Store();
    const { player } = newSession(store);
    vi.advanceTimersByTime(3 * HOUR);
    const second = store.createSession(player.id);
    vi.advanceTimersByTime(2 * HOUR);
    store.sweep();
    expect(store.player(player.id)).toBeDefined();
    expect(store.session(second.id)).toBeDefined();
    vi.advanceTimersByTime(4 * HOUR);
    store.sweep();
    expect(store.player(player.id)).toBeUndefined();
  });

  it('drops a deposit 24 hours after its last change', () => {
    const store = new Store();
    const { player } = newSession(store);
    const deposit = newDeposit(store, player.id);
    vi.advanceTimersByTime(20 * HOUR);
    deposit.status = 'success';
    deposit.updated_at = new Date().toISOString();
    vi.advanceTimersByTime(20 * HOUR);
    store.sweep();
    expect(store.deposit(deposit.transaction_uid)).toBe(deposit);
    vi.advanceTimersByTime(4 * HOUR);
    expect(store.deposit(deposit.transaction_uid)).toBeUndefined();
    store.sweep();
    expect(store.sizes().deposits).toBe(0);
  });

  it('runs every minute once started, with no lookup, until stopped', () => {
    const store = new Store();
    newSession(store);
    const stop = store.startSweeping();
    vi.advanceTimersByTime(4 * HOUR + 1 * MIN);
    expect(store.sizes()).toEqual({ players: 0, sessions: 0, singleUseIds: 0, refreshTokens: 0, deposits: 0 });
    stop();
    newSession(store);
    vi.advanceTimersByTime(5 * HOUR);
    expect(store.sizes().sessions).toBe(1);
  });
});

describe('through the API', () => {
  it('an expired single-use id and an idle session answer 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-10T10:00:00Z'));
    const app = await buildServer({ distDir: null });
    try {
      const late = (await app.inject({ method: 'POST', url: '/sandbox/sessions' })).json();
      vi.setSystemTime(new Date('2026-01-10T10:31:00Z'));
      const exchange = await app.inject({ method: 'GET', url: `/kong/v3/single-use/${late.token}?refresh_token=${late.refresh_token}` });
      expect(exchange.statusCode).toBe(401);

      const s = (await app.inject({ method: 'POST', url: '/sandbox/sessions' })).json();
      const tokens = (await app.inject({ method: 'GET', url: `/kong/v3/single-use/${s.token}?refresh_token=${s.refresh_token}` })).json();
      vi.setSystemTime(new Date('2026-01-10T14:31:00Z'));
      const refresh = await app.inject({ method: 'POST', url: '/kong/v1/refresh', payload: { refresh_token: tokens.refresh_token } });
      expect(refresh.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
