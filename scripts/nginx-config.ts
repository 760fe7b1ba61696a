// Renders deploy/nginx/cashier.conf.template for a build (docs/deployment.md "nginx"):
//   npx tsx scripts/nginx-config.ts [dist] > /etc/nginx/conf.d/cashier.conf
// The CSP's script hash and the configuration's origins come from <dist>/.vite/csp.json (written by the
// build); the rest from the environment: CASHIER_LISTEN (80), CASHIER_SERVER_NAME (_), CASHIER_ROOT (the
// dist directory), CASHIER_NGINX_INCLUDES (/etc/nginx/cashier.d/*.conf), and as the sandbox reads them
// (sandbox/security.ts) CASHIER_FRAME_ANCESTORS, CASHIER_CONNECT_SRC and CASHIER_3DS_SRC (space or comma
// separated origins). CASHIER_NGINX_BROTLI=off drops the brotli line (nginx without ngx_brotli).
// CASHIER_CSP_REPORT_URI: where browsers report CSP violations (default /csp/reports, the front server's
// collector). The Permissions-Policy and PayPal's connect-src are the front server's own (server/security.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_CSP_REPORTS_PATH, PAYPAL_CONNECT_SRC, PERMISSIONS_POLICY } from '../server/security';

const TEMPLATE = new URL('../deploy/nginx/cashier.conf.template', import.meta.url);

const list = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

export function renderNginxConfig(dist: string, env: Record<string, string | undefined> = process.env): string {
  const csp = JSON.parse(readFileSync(resolve(dist, '.vite', 'csp.json'), 'utf8')) as Record<string, string[] | undefined>;
  const threeDs = list(env.CASHIER_3DS_SRC);
  const values: Record<string, string> = {
    CASHIER_LISTEN: env.CASHIER_LISTEN || '80',
    CASHIER_SERVER_NAME: env.CASHIER_SERVER_NAME || '_',
    CASHIER_ROOT: env.CASHIER_ROOT || resolve(dist),
    CASHIER_NGINX_INCLUDES: env.CASHIER_NGINX_INCLUDES || '/etc/nginx/cashier.d/*.conf',
    CASHIER_SCRIPT_SRC: (csp['script-src'] ?? []).join(' '),
    CASHIER_CONNECT_SRC: [...(csp['connect-src'] ?? []), ...list(env.CASHIER_CONNECT_SRC)].join(' '),
    CASHIER_FRAME_SRC: [...(csp['frame-src'] ?? []), ...threeDs].join(' '),
    CASHIER_3DS_SRC: threeDs.join(' '),
    CASHIER_FRAME_ANCESTORS: list(env.CASHIER_FRAME_ANCESTORS).join(' '),
    CASHIER_PAYPAL_CONNECT_SRC: PAYPAL_CONNECT_SRC.join(' '),
    CASHIER_CSP_REPORT_URI: env.CASHIER_CSP_REPORT_URI || FRONT_CSP_REPORTS_PATH,
    CASHIER_PERMISSIONS_POLICY: PERMISSIONS_POLICY,
  };
  if (!values.CASHIER_SCRIPT_SRC?.includes("'sha256-")) throw new Error(`${dist}/.vite/csp.json has no script hash: not a build of this app`);
  let text = readFileSync(TEMPLATE, 'utf8');
  if (env.CASHIER_NGINX_BROTLI === 'off') text = text.replace(/^.*# needs: brotli\n/gm, '');
  return text
    .replace(/\$\{(CASHIER_[A-Z0-9_]+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`deploy/nginx/cashier.conf.template: no value for ${name}`);
      return value;
    })
    .replace(/ +;/g, ';'); // the space an empty list leaves before a directive's end
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(renderNginxConfig(process.argv[2] ?? 'dist'));
}
