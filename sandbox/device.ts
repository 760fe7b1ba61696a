// What `npm run start:device` prints (sandbox/device-main.ts): the addresses a phone on this machine's
// network opens, and the user-agent markers by which Cashier tells a launcher's webview from a native app's
// (SPEC 6, docs/decisions.md "Application type"). Pure: the network interfaces come in as data.
import type { NetworkInterfaceInfo } from 'node:os';
import { LAUNCHER_MARKERS } from '../src/domain/context';

/** The IPv4 addresses of this machine that another device can reach (not the loopback, not link-local). */
export function lanAddresses(interfaces: Record<string, NetworkInterfaceInfo[] | undefined>): string[] {
  const found = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))
    .map((i) => i.address);
  return [...new Set(found)];
}

/** The markers as a webview's user agent carries them, with the application type each gives. */
export const userAgentMarkers = (): Array<{ marker: string; applicationType: string }> =>
  LAUNCHER_MARKERS.map(([pattern, applicationType]) => ({ marker: pattern.source.replaceAll('\\/', '/'), applicationType }));

export interface DeviceBanner {
  addresses: string[];
  httpPort: number;
  httpsPort: number;
}

export function deviceBanner({ addresses, httpPort, httpsPort }: DeviceBanner): string[] {
  const lines = ['', 'Cashier sandbox for a device on the same network as this machine:'];
  if (addresses.length === 0) lines.push("  no network address found besides the loopback: connect this machine to the phone's network");
  for (const a of addresses) {
    lines.push(`  launcher: https://${a}:${httpsPort}/sandbox   (or http://${a}:${httpPort}/sandbox)`);
    lines.push(`  app:      https://${a}:${httpsPort}/   (opened from the launcher, which gives it a session)`);
  }
  lines.push(
    "  https: a self-signed certificate made for these addresses; accept it once in the phone's browser, and let a",
    '  debug build of your app trust it (docs/bridge-integration.md "On a device"). Over http a network address is not',
    "  a secure context: the app's crypto.randomUUID and crypto.subtle are missing there, and deposits fail.",
    '  An Android phone on USB can instead use `adb reverse tcp:PORT tcp:PORT` and http://localhost:PORT/sandbox.',
    '',
    "User-agent markers (SPEC 6): a launcher's webview adds one to its user agent:",
    ...userAgentMarkers().map(({ marker, applicationType }) => `  ${marker.padEnd(24)} ${applicationType}`),
    `  ${'(none)'.padEnd(24)} the session's platform, chosen in the launcher: IOS -> APP_IOS, ANDROID -> APP_ANDROID`,
    "Native apps (APP_IOS, APP_ANDROID) send no marker; they receive the bridge's messages (docs/bridge.md).",
  );
  return lines;
}
