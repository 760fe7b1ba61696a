// Renders deploy/nginx/cashier.conf.template (docs/deployment.md "nginx"): nginx as a reverse proxy in front of
// the front server, serving only the build's hashed assets itself (docs/decisions.md "nginx as a reverse proxy").
//   npx tsx scripts/nginx-config.ts [dist] > /etc/nginx/conf.d/cashier.conf
// From the environment: CASHIER_UPSTREAM (the front server's address, host:port or unix:/path; 127.0.0.1:8080),
// CASHIER_LISTEN (80), CASHIER_SERVER_NAME (_), CASHIER_ROOT (the dist directory, whose assets/ nginx serves),
// CASHIER_NGINX_INCLUDES (/etc/nginx/cashier.d/*.conf), CASHIER_NGINX_BROTLI=off (nginx without ngx_brotli).
// The CSP and every page header are the front server's own; the headers of every answer on the assets come
// from the same source (server/security.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HSTS, PERMISSIONS_POLICY } from '../server/security';

const TEMPLATE = new URL('../deploy/nginx/cashier.conf.template', import.meta.url);

/** nginx's `server` of an upstream: host:port, [v6]:port or unix:/path (an http:// prefix is dropped). */
function upstreamOf(value: string | undefined): string {
  const address = (value || '127.0.0.1:8080').replace(/^http:\/\//, '').replace(/\/$/, '');
  if (!/^(unix:\/\S+|[\w.-]+:\d+|\[[\da-fA-F:]+\]:\d+)$/.test(address)) {
    throw new Error(`CASHIER_UPSTREAM must be the front server's host:port or unix:/path, not ${JSON.stringify(value)}`);
  }
  return address;
}

export function renderNginxConfig(dist: string, env: Record<string, string | undefined> = process.env): string {
  const root = resolve(env.CASHIER_ROOT || dist);
  if (!existsSync(join(root, 'assets'))) throw new Error(`${root} has no assets/: not a build of this app (npm run build)`);
  const values: Record<string, string> = {
    CASHIER_UPSTREAM: upstreamOf(env.CASHIER_UPSTREAM),
    CASHIER_LISTEN: env.CASHIER_LISTEN || '80',
    CASHIER_SERVER_NAME: env.CASHIER_SERVER_NAME || '_',
    CASHIER_ROOT: root,
    CASHIER_NGINX_INCLUDES: env.CASHIER_NGINX_INCLUDES || '/etc/nginx/cashier.d/*.conf',
    CASHIER_HSTS: HSTS,
    CASHIER_PERMISSIONS_POLICY: PERMISSIONS_POLICY,
  };
  let text = readFileSync(TEMPLATE, 'utf8');
  if (env.CASHIER_NGINX_BROTLI === 'off') text = text.replace(/^.*# needs: brotli\n/gm, '');
  return text.replace(/\$\{(CASHIER_[A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/cashier.conf.template: no value for ${name}`);
    return value;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(renderNginxConfig(process.argv[2] ?? 'dist'));
}
