// `npm run start:device`: the sandbox as `npm start` serves it (sandbox/main.ts, on all interfaces), a TLS
// front beside it for a phone on the same network (sandbox/device-tls.ts; HTTPS_PORT, default PORT + 363,
// 8443 beside 8080), and the addresses and user-agent markers to use (sandbox/device.ts).
import { networkInterfaces } from 'node:os';
import { deviceBanner, lanAddresses } from './device';
import { deviceCertificate, startTlsFront } from './device-tls';

process.env.HOST = '0.0.0.0';
const httpPort = Number(process.env.PORT ?? 8080);
const httpsPort = Number(process.env.HTTPS_PORT ?? httpPort + 363);
await import('./main');

const addresses = lanAddresses(networkInterfaces());
try {
  await startTlsFront(deviceCertificate(addresses), '0.0.0.0', httpsPort, httpPort);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Cashier sandbox: port ${httpsPort} is in use; set HTTPS_PORT to another one.` : error);
  process.exit(1);
}
for (const line of deviceBanner({ addresses, httpPort, httpsPort })) console.log(line);
