import { describe, expect, it, vi } from 'vitest';
import { redirectOrHome } from './effects';

const HOME = 'https://www.kestrelbet.fr/sports';

// In the browser location.assign throws a SyntaxError on a URL it cannot parse; here a stub does.
const assignThrowingOn = (bad: (url: string) => boolean) =>
  vi.fn((url: string) => {
    if (bad(url)) throw new DOMException(`'${url}' is not a valid URL.`, 'SyntaxError');
  });

describe('redirectOrHome (the edge of app.redirect)', () => {
  it('goes where it was asked when the browser accepts it', () => {
    const fx = { redirect: assignThrowingOn(() => false), warn: vi.fn() };
    redirectOrHome('/sandbox/return?x=1', () => HOME, fx);
    expect(fx.redirect.mock.calls).toEqual([['/sandbox/return?x=1']]);
    expect(fx.warn).not.toHaveBeenCalled();
  });

  it('a refused assign falls back to the operator home and warns, without the URL', () => {
    const fx = { redirect: assignThrowingOn((u) => u !== HOME), warn: vi.fn() };
    redirectOrHome('https://tx-secret.invalid:bad/', () => HOME, fx);
    expect(fx.redirect.mock.calls).toEqual([['https://tx-secret.invalid:bad/'], [HOME]]);
    expect(fx.warn).toHaveBeenCalledWith('redirect failed (SyntaxError): going to the operator home');
    expect(String(fx.warn.mock.calls)).not.toContain('tx-secret');
  });

  it('never throws, even when the home is refused too', () => {
    const fx = { redirect: assignThrowingOn(() => true), warn: vi.fn() };
    expect(() => redirectOrHome('x', () => HOME, fx)).not.toThrow();
    expect(fx.warn).toHaveBeenCalledTimes(2);
  });
});
