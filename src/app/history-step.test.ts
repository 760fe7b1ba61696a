import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../machines/routes';
import { historyStep, isFlowScreen, isSameUrlNavigation } from './history-step';

describe('historyStep', () => {
  it('pushes one entry when a flow starts from a root-level page', () => {
    expect(historyStep(ROUTES.AMOUNT, ROUTES.CARD, false)).toBe('push');
    expect(historyStep(ROUTES.AMOUNT, ROUTES.METHOD_OPERATOR, false)).toBe('push');
    expect(historyStep(ROUTES.AMOUNT, ROUTES.SKRILL, false)).toBe('push');
  });

  it('replaces between the screens of a flow', () => {
    expect(historyStep(ROUTES.CARD, ROUTES.NETWORK_CHANNELS, true)).toBe('replace');
    expect(historyStep(ROUTES.CARD, ROUTES.THREEDS2, true)).toBe('replace');
    expect(historyStep(ROUTES.METHOD_OPERATOR, ROUTES.MOBILE_MONEY, true)).toBe('replace');
  });

  it('pops the entry when the actor returns to a root-level page', () => {
    expect(historyStep(ROUTES.CARD, ROUTES.AMOUNT, true)).toBe('pop');
    expect(historyStep(ROUTES.MOBILE_MONEY, ROUTES.AMOUNT, true)).toBe('pop');
  });

  it('replaces for the session-timeout and technical-error pages, entry or not (SPEC 2)', () => {
    expect(historyStep(ROUTES.CARD, ROUTES.SESSION_TIMEOUT, true)).toBe('replace');
    expect(historyStep(ROUTES.AMOUNT, ROUTES.ERROR_TECHNICAL, false)).toBe('replace');
  });

  it('replaces between root-level pages and does nothing when the page is already shown', () => {
    expect(historyStep('/nowhere', ROUTES.AMOUNT, false)).toBe('replace');
    expect(historyStep(ROUTES.CALLBACK, ROUTES.AMOUNT, false)).toBe('replace');
    expect(historyStep(ROUTES.CARD, ROUTES.CARD, true)).toBe('none');
    expect(historyStep(ROUTES.AMOUNT, ROUTES.AMOUNT, false)).toBe('none');
  });

  it('pushes again after a back the actor answered by staying on a flow screen', () => {
    // the browser went back to the amount page's entry; the actor still shows the 3DS page (its dialog)
    expect(historyStep(ROUTES.AMOUNT, ROUTES.THREEDS2, false)).toBe('push');
  });

  it('tells flow screens from root-level pages', () => {
    expect([ROUTES.AMOUNT, ROUTES.CALLBACK, ROUTES.SESSION_TIMEOUT, ROUTES.ERROR_TECHNICAL].some(isFlowScreen)).toBe(false);
    expect(
      [
        ROUTES.CARD,
        ROUTES.THREEDS2,
        ROUTES.NETWORK_CHANNELS,
        ROUTES.MOBILE_MONEY,
        ROUTES.MOBILE_MONEY_PROVIDER,
        ROUTES.METHOD_OPERATOR,
        ROUTES.SKRILL,
        ROUTES.MULTIBANCO,
      ].every(isFlowScreen),
    ).toBe(true);
  });
});

// SPEC 2 "Navigation to the same URL reloads and scrolls to the top".
describe('isSameUrlNavigation', () => {
  it('another screen on the path shown is a navigation to the same URL', () => {
    expect(isSameUrlNavigation({ path: '/mobile-money', screen: '/mobile-money' }, { path: '/mobile-money', screen: '/mobile-money#code' })).toBe(true);
    expect(isSameUrlNavigation({ path: '/mobile-money', screen: '/mobile-money#code' }, { path: '/mobile-money', screen: '/mobile-money#waiting' })).toBe(true);
  });
  it('the same screen, another path, the first render or no screen are not', () => {
    expect(isSameUrlNavigation({ path: '/mobile-money', screen: '/mobile-money' }, { path: '/mobile-money', screen: '/mobile-money' })).toBe(false);
    expect(isSameUrlNavigation({ path: '/method_operator', screen: '/method_operator' }, { path: '/mobile-money', screen: '/mobile-money' })).toBe(false);
    expect(isSameUrlNavigation(null, { path: '/', screen: '/' })).toBe(false);
    expect(isSameUrlNavigation({ path: '/', screen: null }, { path: '/', screen: '/' })).toBe(false);
    expect(isSameUrlNavigation({ path: '/', screen: '/' }, { path: '/', screen: null })).toBe(false);
  });
});
