// The one Chromium of the browser tests and of every script that drives a browser (playwright.config.ts,
// scripts/ensure-deps.sh and docs/decisions.md "Tests anywhere; lint with Biome" decide alike):
// CHROMIUM_PATH when set, else Playwright's own when installed (`npx playwright install chromium`, the
// only one on a Mac), else Debian's /usr/bin/chromium. `undefined` lets Playwright launch its own and say
// what to install when it is missing.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumLookup {
  env: NodeJS.ProcessEnv;
  exists: (path: string) => boolean;
  playwrightChromium: () => string;
}

const realLookup = (): ChromiumLookup => ({ env: process.env, exists: existsSync, playwrightChromium: () => chromium.executablePath() });

/** The executable to launch, or undefined for Playwright's own (installed or not). */
export function chromiumPath(lookup: ChromiumLookup = realLookup()): string | undefined {
  if (lookup.env.CHROMIUM_PATH) return lookup.env.CHROMIUM_PATH;
  if (lookup.exists(lookup.playwrightChromium())) return undefined;
  return lookup.exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
