import { parseQueryOptions, type ContextSources } from '../src/domain/context';
import { httpError, sampleJwt } from './fixtures';
import type { SessionSources } from './context-init.machine';

const sources = (query: Record<string, string>): ContextSources => ({
  query: parseQueryOptions(query),
  stored: { hasHeader: null, isDarkMode: null, isFirstDeposit: null },
  userAgent: 'Mozilla/5.0',
  browserLanguage: 'fr-FR',
  nowIso: '2026-11-22T10:00:00.000Z',
});
const read = (output: SessionSources) => ({ type: 'xstate.done.actor.readSession', output }) as const;

/** Every way the page can be found, and every answer of the token exchange. */
export const contextInitEvents = [
  read({ sources: sources({ token: 'single-use-1', refreshtoken: 'refresh-1' }), sessionToken: null, callback: null }),
  read({ sources: sources({}), sessionToken: sampleJwt(), callback: null }),
  read({ sources: sources({}), sessionToken: 'not-a-jwt', callback: null }),
  read({ sources: sources({}), sessionToken: null, callback: null }),
  { type: 'xstate.error.actor.readSession', error: new Error('no document') },
  { type: 'xstate.done.actor.exchangeToken', output: { accessToken: sampleJwt() } },
  { type: 'xstate.done.actor.exchangeToken', output: { accessToken: 'garbage' } },
  { type: 'xstate.error.actor.exchangeToken', error: httpError },
];
