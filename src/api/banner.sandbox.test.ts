import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The app's banner and missions client against the sandbox (moved from sandbox/routes: the sandbox
// imports nothing from the app; this test is the app's side of the same calls).
import { readyMadePlayer } from '../../sandbox/players';
import type { ProfileInput } from '../../sandbox/profile';
import { DEFAULT_EXPIRATION_DELAY_SECONDS } from '../../sandbox/banner';
import { buildServer } from '../../sandbox/server';
import { get, login } from '../../sandbox/test-helpers';
import { chooseBanner } from '../domain/banner';
import { ApiFailure } from '../domain/failures';
import { fetchBannerFeed, optInMission, optOutMission } from './banner';
import { messagesResponse, missionsResponse } from './banner-schemas';
import { createApiClient } from './client';

const MESSAGES = '/kong/v2/me/messages';
const MISSIONS = '/kong/v2/me/missions';
const optin = (id: string) => `/kong/v1/me/missions/${id}/optin`;

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildServer({ distDir: null });
});
afterEach(async () => {
  await app.close();
});

async function feedOf(profile: ProfileInput) {
  const pair = await login(app, profile);
  const messages = messagesResponse.parse((await get(app, MESSAGES, { token: pair.access_token, correlationId: null })).json());
  const missions = missionsResponse.parse((await get(app, MISSIONS, { token: pair.access_token, correlationId: null })).json());
  return { ...pair, messages: messages.messages, missions: missions.missions };
}

const call = (method: 'POST' | 'DELETE', url: string, token: string) => app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('GET /kong/v2/me/messages and /kong/v2/me/missions', () => {
  it('the default FR, PT and PL players get a freebet banner the app shows, in their language', async () => {
    const titles: Record<string, string> = {};
    for (const legislation of ['FR', 'PT', 'PL'] as const) {
      const feed = await feedOf({ legislation });
      const chosen = chooseBanner(feed.messages, feed.missions, 0);
      expect(chosen).toMatchObject({
        template: 'banner_freebet',
        missionId: `deposit-mission-${feed.session.player_id}`,
        optedIn: false,
        showsTimer: true,
        expiresAt: DEFAULT_EXPIRATION_DELAY_SECONDS * 1000,
      });
      titles[legislation] = chosen!.title;
    }
    expect(titles).toEqual({ FR: 'Votre freebet vous attend', PT: 'A sua freebet está à espera', PL: 'Twój freebet czeka' });
    const pl = await feedOf({ legislation: 'PL' });
    expect(pl.messages.find((m) => m.screens.includes('Deposit'))?.reward_text).toMatch(/^Freebet 40\sz[łl]$/);
  });

  it('the ready-made FR, PT and PL players have a banner too', async () => {
    for (const key of ['FR', 'PT', 'PL']) {
      const feed = await feedOf(readyMadePlayer(key)!.profile);
      expect(chooseBanner(feed.messages, feed.missions, 0)).not.toBeNull();
    }
  });

  it('other markets, and banner: null, have none (empty lists)', async () => {
    for (const profile of [{ legislation: 'COM' }, { legislation: 'CI' }, { legislation: 'FR', banner: null }] as ProfileInput[]) {
      const feed = await feedOf(profile);
      expect(feed.messages).toEqual([]);
      expect(feed.missions).toEqual([]);
    }
  });

  it('answers the wire shape: a Home message with a lower priority number, then the Deposit one', async () => {
    const feed = await feedOf({
      legislation: 'COM',
      banner: { priority: 3, expiration_delay: 90, title: 'T', subtitle: 'S', reward_text: 'R', action_text: 'A' },
    });
    const id = `deposit-mission-${feed.session.player_id}`;
    expect(feed.messages).toEqual([
      { template: 'banner_freebet', priority: 2, screens: ['Home'], expiration_delay: 90, user_mission_identifier: id, action_text: 'A', reward_text: 'R' },
      { template: 'banner_freebet', priority: 3, screens: ['Deposit'], expiration_delay: 90, user_mission_identifier: id, action_text: 'A', reward_text: 'R' },
    ]);
    expect(feed.missions).toEqual([
      {
        identifier: id,
        status: 'STARTED',
        optin_type: 'MANUAL',
        opted_in: false,
        display: { type: 'BANNER', banner_deposit: { title: 'T', subtitle: 'S', should_display: true } },
      },
    ]);
    expect(chooseBanner(feed.messages, feed.missions, 0)).toMatchObject({ title: 'T', expiresAt: 90_000 });
  });

  it('profile fields let tests exercise each rule of SPEC 5', async () => {
    const shown = async (banner: ProfileInput['banner']) => {
      const feed = await feedOf({ banner });
      return chooseBanner(feed.messages, feed.missions, 0);
    };
    expect(await shown({ template: 'banner_unknown' })).toBeNull();
    expect(await shown({ expiration_delay: 0 })).toBeNull();
    expect(await shown({ mission_status: 'READY_TO_CLAIM' })).toBeNull();
    expect(await shown({ should_display: false })).toBeNull();
    expect(await shown({ mission_type: 'WELCOME_OFFER', mission_status: 'NOT_STARTED' })).toBeNull();
    expect(await shown({ template: 'banner_deposit_welcome_casino', mission_type: 'WELCOME_OFFER' })).toMatchObject({ showsTimer: false });
    expect(await shown({ opted_in: true })).toMatchObject({ optedIn: true });
  });

  it('needs the bearer token', async () => {
    expect((await get(app, MESSAGES, { correlationId: null })).statusCode).toBe(401);
    expect((await get(app, MISSIONS, { correlationId: null })).statusCode).toBe(401);
  });

  it('faults: messages and missions fail independently', async () => {
    const pair = await login(app, { faults: { messages: 'http500', missions: 'incomplete' } });
    expect((await get(app, MESSAGES, { token: pair.access_token })).statusCode).toBe(500);
    const missions = await get(app, MISSIONS, { token: pair.access_token });
    expect(missions.statusCode).toBe(200);
    expect(missionsResponse.safeParse(missions.json()).success).toBe(false);
    const malformed = await login(app, { faults: { messages: 'incomplete' } });
    expect(messagesResponse.safeParse((await get(app, MESSAGES, { token: malformed.access_token })).json()).success).toBe(false);
  });
});

describe('POST and DELETE /kong/v1/me/missions/{id}/optin', () => {
  it('opt in then out: 204 each time (idempotent), and the missions list follows', async () => {
    const feed = await feedOf({});
    const id = feed.missions[0]!.identifier;
    const optedIn = async () => missionsResponse.parse((await get(app, MISSIONS, { token: feed.access_token })).json()).missions[0]!.opted_in;
    for (const [method, expected] of [
      ['POST', true],
      ['POST', true],
      ['DELETE', false],
      ['DELETE', false],
    ] as const) {
      const res = await call(method, optin(id), feed.access_token);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await optedIn()).toBe(expected);
    }
  });

  it('404 not.found for an unknown mission, or when the player has no banner', async () => {
    const feed = await feedOf({});
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(method, optin('deposit-mission-1'), feed.access_token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('not.found');
    }
    const none = await login(app, { banner: null });
    expect((await call('POST', optin(`deposit-mission-${none.session.player_id}`), none.access_token)).statusCode).toBe(404);
  });

  it("one player cannot opt in to another player's mission", async () => {
    const a = await feedOf({});
    const b = await login(app, {});
    expect((await call('POST', optin(a.missions[0]!.identifier), b.access_token)).statusCode).toBe(404);
  });

  it('needs the bearer token; the optin fault breaks both verbs; PATCH resets the opt-in', async () => {
    const feed = await feedOf({});
    const id = feed.missions[0]!.identifier;
    expect((await app.inject({ method: 'POST', url: optin(id) })).statusCode).toBe(401);
    expect((await call('POST', optin(id), feed.access_token)).statusCode).toBe(204);
    const patch = await app.inject({ method: 'PATCH', url: `/sandbox/players/${feed.session.player_id}`, payload: { faults: { optin: 'http500' } } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().profile.banner.opted_in).toBe(false);
    expect((await call('POST', optin(id), feed.access_token)).statusCode).toBe(500);
    expect((await call('DELETE', optin(id), feed.access_token)).statusCode).toBe(500);
  });
});

describe('src/api/banner.ts against the sandbox over HTTP', () => {
  async function client(profile: ProfileInput) {
    const pair = await login(app, profile);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = createApiClient({
      baseUrls: { '/kong/': base },
      store: { accessToken: () => pair.access_token, refreshToken: () => pair.refresh_token, save: () => {}, clear: () => {}, forgetRefresh: () => {} },
    });
    return { api, pair };
  }

  it('fetches both lists in parallel, then opts in and out with empty bodies', async () => {
    const { api, pair } = await client({});
    const feed = await fetchBannerFeed(api, undefined, () => 42);
    expect(feed.now).toBe(42);
    const banner = chooseBanner(feed.messages, feed.missions, feed.now)!;
    expect(banner.missionId).toBe(`deposit-mission-${pair.session.player_id}`);
    await optInMission(api, banner.missionId);
    expect((await fetchBannerFeed(api)).missions[0]!.opted_in).toBe(true);
    await optOutMission(api, banner.missionId);
    expect((await fetchBannerFeed(api)).missions[0]!.opted_in).toBe(false);
    await expect(optInMission(api, 'unknown')).rejects.toMatchObject({ kind: 'HTTP' });
  });

  it('a failure of either list fails the whole fetch', async () => {
    const { api } = await client({ faults: { missions: 'malformed' } });
    await expect(fetchBannerFeed(api)).rejects.toBeInstanceOf(ApiFailure);
  });

  it('gives up after 3000 ms (SPEC 7 banner time-out)', async () => {
    const { api } = await client({ faults: { messages: 'timeout' } });
    const started = Date.now();
    await expect(fetchBannerFeed(api)).rejects.toMatchObject({ kind: 'TIMEOUT' });
    // A TIMEOUT (not the normal body the sandbox sends after 5 s) shows it gave up first; it waited its time.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  }, 10_000);
});
