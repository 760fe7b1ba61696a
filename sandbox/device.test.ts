// What `npm run start:device` prints (sandbox/device.ts): the addresses a phone on the network can open, and
// the user-agent markers of SPEC 6 as the app reads them.
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { applicationTypeFor } from '../src/domain/context';
import { deviceBanner, lanAddresses, userAgentMarkers } from './device';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

describe('lanAddresses', () => {
  it('keeps the IPv4 addresses another device reaches, once each', () => {
    expect(
      lanAddresses({
        lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
        wlan0: [iface('192.168.1.20', 'IPv4'), iface('fe80::1', 'IPv6')],
        eth0: [iface('10.0.0.5', 'IPv4'), iface('169.254.3.4', 'IPv4')],
        bridge: [iface('192.168.1.20', 'IPv4')],
        gone: undefined,
      }),
    ).toEqual(['192.168.1.20', '10.0.0.5']);
  });
});

describe('userAgentMarkers', () => {
  it('lists each marker as a user agent carries it, and the app reads it as the type listed', () => {
    const markers = userAgentMarkers();
    expect(markers.map((m) => m.marker)).toEqual(['PokerLauncher/iOS', 'PokerLauncher/Android', 'CashierLauncher/iOS', 'CashierLauncher/Android']);
    for (const { marker, applicationType } of markers) expect(applicationTypeFor('IOS', `Mozilla/5.0 (iPhone) ${marker}/3.2`)).toBe(applicationType);
  });
});

describe('deviceBanner', () => {
  it('gives the launcher and the app on every address, https first, and every marker', () => {
    const text = deviceBanner({ addresses: ['192.168.1.20', '10.0.0.5'], httpPort: 8080, httpsPort: 8443 }).join('\n');
    for (const a of ['192.168.1.20', '10.0.0.5']) {
      expect(text).toContain(`launcher: https://${a}:8443/sandbox   (or http://${a}:8080/sandbox)`);
      expect(text).toContain(`app:      https://${a}:8443/`);
    }
    for (const { marker } of userAgentMarkers()) expect(text).toContain(marker);
    expect(text).toContain('APP_ANDROID');
  });

  it('says so when this machine has no network address', () => {
    expect(deviceBanner({ addresses: [], httpPort: 8080, httpsPort: 8443 }).join('\n')).toContain('no network address found');
  });
});
