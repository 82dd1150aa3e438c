/**
 * The production build (docs/architecture.md, "Server"): `src/main.ts` bundled by esbuild into
 * `dist/main.js`, run with plain `node`. npm dependencies stay external and load from
 * `node_modules`; `@workbench/contracts` is bundled in, because it ships TypeScript source that
 * Node does not run. The migrations are copied to `dist/migrations`, where `src/db/client.ts`
 * finds them beside the bundle.
 */
import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // One file: the conventional routes' import (src/app.ts) would otherwise split every module into a chunk.
  splitting: false,
  noExternal: ['@workbench/contracts'],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
