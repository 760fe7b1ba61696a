import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One build for sandbox and production: only the API base URL differs (VITE_API_BASE, default same origin).
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/kong': 'http://localhost:8080', '/sandbox': 'http://localhost:8080' } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'machines/**/*.test.ts', 'test/model/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
