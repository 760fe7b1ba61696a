import { describe, expect, it } from 'vitest';
import { chromiumPath, DEBIAN_CHROMIUM } from './chromium-path';

const PLAYWRIGHT = '/home/qa/Library/Caches/ms-playwright/chromium-1/chrome';
const lookup = (env: NodeJS.ProcessEnv, present: string[]) => ({ env, exists: (p: string) => present.includes(p), playwrightChromium: () => PLAYWRIGHT });

describe('chromiumPath', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(chromiumPath(lookup({ CHROMIUM_PATH: '/opt/chrome' }, [PLAYWRIGHT, DEBIAN_CHROMIUM]))).toBe('/opt/chrome');
  });
  it("prefers Playwright's own Chromium to Debian's", () => {
    expect(chromiumPath(lookup({}, [PLAYWRIGHT, DEBIAN_CHROMIUM]))).toBeUndefined();
  });
  it("falls back to Debian's when Playwright's is not installed", () => {
    expect(chromiumPath(lookup({}, [DEBIAN_CHROMIUM]))).toBe(DEBIAN_CHROMIUM);
  });
  it("never names /usr/bin/chromium where it does not exist (a Mac): Playwright's own, to install", () => {
    expect(chromiumPath(lookup({}, []))).toBeUndefined();
  });
});
