import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console is served under /admin/ (spec section 2). In development the platform's API
 * prefixes are proxied to a gateway: the bundled server by default, or a real platform gateway
 * named by WORKBENCH_GATEWAY.
 */
const gateway = process.env.WORKBENCH_GATEWAY ?? 'http://localhost:8080';
const API_PREFIXES = [
  '/sso',
  '/ibs',
  '/authAction',
  '/share-system',
  '/share-ecommerce',
  '/share-trip',
  '/share-ztrip',
  '/share-purchase-workflow',
  '/purchase',
  '/oa-system',
  '/static',
  '/store',
  '/ws',
];

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: gateway, changeOrigin: true, ws: prefix === '/ws' }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
