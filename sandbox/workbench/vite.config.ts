// The QA workbench (docs/qa.md): its own Vite build, served by the sandbox at /sandbox/workbench.
// Never part of the app's production bundle: it builds into sandbox/workbench/dist, not dist/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/sandbox/workbench/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // elkjs alone is ~1.5 MB: this is a QA tool served locally, not the app's budget.
    chunkSizeWarningLimit: 4000,
  },
});
