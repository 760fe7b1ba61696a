import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// One build for sandbox and production: only the API base URL differs (VITE_API_BASE, default same origin).
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/kong': 'http://localhost:8080', '/sandbox': 'http://localhost:8080' } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'machines/**/*.test.ts', 'test/model/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
