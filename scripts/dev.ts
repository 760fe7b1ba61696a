// npm run dev: the sandbox (operator API, on SANDBOX_PORT, default 8080: the port vite.config.ts's dev
// proxy sends /kong and /sandbox to) and Vite's dev server (hot reload, on VITE_PORT, default 5173),
// started together and stopped together: Ctrl-C stops both, and either one exiting stops the other.
// The launcher is then at http://localhost:5173/sandbox: the sessions it opens load the app from Vite.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8080);
const VITE_PORT = Number(process.env.VITE_PORT ?? 5173);
const root = new URL('..', import.meta.url).pathname;

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

for (const [name, port] of [['sandbox', SANDBOX_PORT], ['Vite', VITE_PORT]] as const) {
  if (await inUse(port)) {
    console.error(`npm run dev: port ${port} (the ${name}'s) is in use; stop what runs there (npm start?) or set ${name === 'Vite' ? 'VITE_PORT' : 'SANDBOX_PORT'}.`);
    process.exit(1);
  }
}
if (SANDBOX_PORT !== 8080) console.warn(`npm run dev: vite.config.ts proxies to port 8080; a sandbox on ${SANDBOX_PORT} is not reached by the app.`);

// As `npm start` builds it: the third-party SDKs' base URLs point at the sandbox's stand-ins.
const env = { ...process.env, VITE_PAYPAL_SDK_URL: process.env.VITE_PAYPAL_SDK_URL ?? '/sandbox/paypal/sdk/js' };
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const children: ChildProcess[] = [];
let stopping = false;

function start(label: string, command: string, args: string[], extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`npm run dev: the ${label} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      if (--left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  // A child that ignores SIGTERM is not waited for forever.
  setTimeout(() => {
    for (const child of alive) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

start('sandbox', bin('tsx'), ['sandbox/main.ts'], { PORT: String(SANDBOX_PORT) });
start('Vite dev server', bin('vite'), ['--port', String(VITE_PORT), '--strictPort'], {});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => stop(0));

console.log(`\nnpm run dev: open the launcher at http://localhost:${VITE_PORT}/sandbox (the app hot-reloads from Vite).\n`);
