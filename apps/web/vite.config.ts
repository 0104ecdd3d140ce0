import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@tembusu\/contracts\/(.*)$/,
        replacement: fileURLToPath(new URL('../../packages/contracts/src/$1.ts', import.meta.url)),
      },
      {
        find: /^@tembusu\/payroll\/(.*)$/,
        replacement: fileURLToPath(new URL('../../packages/payroll/src/$1.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
  },
});
