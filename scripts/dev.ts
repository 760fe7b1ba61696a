// npm run dev: the sandbox (operator API, in a child process on SANDBOX_PORT, default 8080) and Vite's dev
// server (hot reload, on VITE_PORT, default 5173), started together and stopped together: Ctrl-C stops
// both, either one ending stops the other, and so does this script's parent going away.
// The launcher is then at http://localhost:5173/sandbox; the sessions it opens load the app from Vite.
//
// Vite runs with vite.config.ts plus a proxy of every path the sandbox answers (the operator API, the
// card providers and analytics under /ext, the realtime stream, the sandbox's pages), keeping the Host
// header: the sandbox builds its absolute URLs (provider pages, the PayPal client token's configUrl,
// 3DS pages) from it, so they stay on Vite's origin and the app sees one origin, as in production.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { createServer, type ProxyOptions, type ViteDevServer } from 'vite';

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8080);
const VITE_PORT = Number(process.env.VITE_PORT ?? 5173);
const root = new URL('..', import.meta.url).pathname;
/** Path prefixes the sandbox serves (sandbox/server.ts, and the realtime stream's gRPC-web service). */
const SANDBOX_PREFIXES = ['/kong', '/ext', '/sandbox', '/realtime.sync.front.v1.FrontService'];

/** Whether something already listens on the port (a sandbox from `npm start`, another dev server). */
function inUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function sandboxAnswers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${SANDBOX_PORT}/sandbox/players`)).ok;
  } catch {
    return false;
  }
}

for (const [variable, port] of [
  ['SANDBOX_PORT', SANDBOX_PORT],
  ['VITE_PORT', VITE_PORT],
] as const) {
  if (await inUse(port)) {
    console.error(`npm run dev: port ${port} is in use (npm start?); stop what runs there or set ${variable}.`);
    process.exit(1);
  }
}

let sandbox: ChildProcess | null = null;
let vite: ViteDevServer | null = null;
let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    sandbox?.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
  const sandboxExited = sandbox && sandbox.exitCode === null && sandbox.signalCode === null ? new Promise((r) => sandbox!.once('exit', r)) : null;
  sandbox?.kill('SIGTERM');
  await vite?.close().catch(() => undefined);
  await sandboxExited;
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stop(0));
// Killed through a wrapper that does not pass the signal on (npm's `sh -c`, an IDE): this process is
// re-parented, or the npm above the shell is gone.
const parent = process.ppid;
const grandparent = Number(spawnSync('ps', ['-o', 'ppid=', '-p', String(parent)], { encoding: 'utf8' }).stdout?.trim() || 0);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
setInterval(() => {
  if (process.ppid !== parent || (grandparent > 1 && !alive(grandparent))) void stop(0);
}, 1000).unref();

sandbox = spawn(`${root}node_modules/.bin/tsx`, ['sandbox/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(SANDBOX_PORT) },
  stdio: 'inherit',
});
sandbox.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`npm run dev: the sandbox stopped (${signal ?? `exit ${code}`}); stopping Vite.`);
  void stop(code || 1);
});

const target = `http://127.0.0.1:${SANDBOX_PORT}`;
const proxy: Record<string, ProxyOptions> = Object.fromEntries(SANDBOX_PREFIXES.map((prefix) => [prefix, { target, changeOrigin: false, ws: false }]));
try {
  vite = await createServer({ root, configFile: `${root}vite.config.ts`, server: { port: VITE_PORT, strictPort: true, proxy } });
  await vite.listen();
} catch (error) {
  console.error('npm run dev: Vite did not start:', error);
  await stop(1);
}

for (let attempt = 0; attempt < 120 && !stopping && !(await sandboxAnswers()); attempt++) await new Promise((r) => setTimeout(r, 250));
if (!stopping) {
  vite!.printUrls();
  console.log(`\nnpm run dev: the launcher is at http://localhost:${VITE_PORT}/sandbox (the app hot-reloads; Ctrl-C stops both).\n`);
}
