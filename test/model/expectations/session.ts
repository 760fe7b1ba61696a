// Eligibility and context init (SPEC 4 Context init and Authentication, SPEC 8), written from the product rules (docs/product-rules.md).
import { called, callsList, doneOf, errorOf, expect, expectOutput, isEvent, output, sessionLost, where, type Rule, type Step } from './rule';

export const eligibilityRules: Rule[] = [
  {
    id: 'fetches-eligibility',
    spec: 'SPEC 4 Context init, SPEC 7',
    says: 'eligibility is fetched at once',
    when: (s) => s.index === 0,
    then: (s) => expect(called(s, 'fetchEligibility').length === 1, () => `started ${callsList(s)}`),
  },
  {
    id: 'eligible→eligible',
    spec: 'SPEC 4 Context init',
    says: 'an eligible answer lets the player on, with its limits',
    when: (s) => doneOf(s, 'fetchEligibility', (o) => o.eligible === true),
    then: (s) => expectOutput(s, { kind: 'eligible', data: (s.event as any).output }),
  },
  {
    id: 'ineligible→reason',
    spec: 'SPEC 4 Context init, SPEC 8 Ineligible deposit',
    says: 'not eligible: the error dialog is by the reason (the server one, else a default reason)',
    when: (s) => doneOf(s, 'fetchEligibility', (o) => o.eligible === false),
    then: (s) => {
      const reason = (s.event as any).output.reason;
      const got = output(s);
      return expect(
        got?.kind === 'ineligible' && (reason ? got.reason === reason : typeof got.reason === 'string' && got.reason !== ''),
        () => `output ${JSON.stringify(got)}`,
      );
    },
  },
  {
    id: 'session-expired→session-timeout',
    spec: 'SPEC 4 Authentication, SPEC 8 Session',
    says: 'a failed refresh (session expired) ends as session timeout, never as a technical error',
    when: (s) => errorOf(s, 'fetchEligibility', sessionLost),
    then: (s) => expectOutput(s, { kind: 'sessionExpired' }),
  },
  {
    id: 'fetch-failure→technical-error',
    spec: 'SPEC 4 Context init, SPEC 8 (eligibility failure: technical error route)',
    says: 'any other fetch failure ends as a failure (the technical error route)',
    when: (s) => errorOf(s, 'fetchEligibility', (e) => !sessionLost(e)),
    then: (s) => expectOutput(s, { kind: 'failed' }),
  },
];

const read = (s: Step) => (s.event as any).output;
const outApp = (s: Step) => output(s)?.app;

export const contextInitRules: Rule[] = [
  {
    id: 'url-tokens→exchanged',
    spec: 'SPEC 4 Context init',
    says: 'with a token and a refresh token in the URL, they are exchanged for a JWT',
    when: (s) => doneOf(s, 'readSession', (o) => !!o.sources.query.token && !!o.sources.query.refreshToken),
    then: (s) => {
      const call = called(s, 'exchangeToken')[0]?.input as any;
      const q = read(s).sources.query;
      return expect(call?.token === q.token && call?.refreshToken === q.refreshToken, () => `started ${callsList(s)} with ${JSON.stringify(call)}`);
    },
  },
  {
    id: 'exchange-failure→failed',
    spec: 'SPEC 4 Context init ("failure goes to the technical error page")',
    says: 'a failed token exchange ends context init Failed',
    when: (s) => errorOf(s, 'exchangeToken'),
    then: (s) => expect(outApp(s)?.initStatus === 'Failed', () => `state ${where(s.after)}, output ${JSON.stringify(output(s)?.app?.initStatus)}`),
  },
  {
    id: 'invalid-token→failed,cookies-deleted',
    spec: 'SPEC 4 Context init ("An invalid token deletes the cookies")',
    says: 'an unusable token (exchanged or in the cookie) fails context init and deletes the stored session',
    when: (s) => doneOf(s, 'exchangeToken', (o) => o.accessToken === 'garbage') || doneOf(s, 'readSession', (o) => o.sessionToken === 'not-a-jwt'),
    then: (s) =>
      expect(
        outApp(s)?.initStatus === 'Failed' && output(s)?.sessionInvalid === true,
        () => `output ${JSON.stringify({ status: outApp(s)?.initStatus, sessionInvalid: output(s)?.sessionInvalid })}`,
      ),
  },
  {
    id: 'valid-session→succeeded',
    spec: 'SPEC 4 Context init, SPEC 2 (amount page needs Succeeded and a logged-in user)',
    says: 'a valid JWT (exchanged, or the session cookie) ends context init Succeeded with the user logged in',
    when: (s) =>
      doneOf(s, 'exchangeToken', (o) => o.accessToken !== 'garbage') ||
      doneOf(s, 'readSession', (o) => !o.sources.query.token && typeof o.sessionToken === 'string' && o.sessionToken.split('.').length === 3),
    then: (s) =>
      expect(
        outApp(s)?.initStatus === 'Succeeded' && outApp(s)?.isUserLoggedIn === true,
        () => `output ${JSON.stringify({ status: outApp(s)?.initStatus, loggedIn: outApp(s)?.isUserLoggedIn })}`,
      ),
  },
  {
    id: 'no-session→failed',
    spec: 'SPEC 4 Context init ("Without tokens, a session cookie decides success or failure")',
    says: 'without tokens and without a session cookie, context init fails',
    when: (s) => doneOf(s, 'readSession', (o) => !o.sources.query.token && !o.sessionToken) || errorOf(s, 'readSession'),
    then: (s) => expect(outApp(s)?.initStatus === 'Failed', () => `state ${where(s.after)}, output ${JSON.stringify(outApp(s)?.initStatus)}`),
  },
  {
    id: 'callback-passed-on',
    spec: 'SPEC 4 Context init, Callback',
    says: 'the callback parameters read from the page reach the root (eligibility is skipped on the callback route)',
    when: (s) => s.after.status === 'done' && s.previous.some((p) => isEvent(p, 'xstate.done.actor.readSession')),
    then: (s) => {
      const r = s.previous.find((p) => isEvent(p, 'xstate.done.actor.readSession'))!;
      return expect(
        JSON.stringify(output(s)?.callback) === JSON.stringify((r.event as any).output.callback),
        () => `output callback ${JSON.stringify(output(s)?.callback)}`,
      );
    },
  },
];

/** The rules of the machines this file covers, by registry name (gathered by index.ts). */
export const expectations: Record<string, readonly Rule[]> = {
  eligibility: eligibilityRules,
  'context-init': contextInitRules,
};
