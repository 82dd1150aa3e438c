import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * Vite library mode for the published packages (`@workbench/tokens`, `@workbench/design-system`),
 * run from the package's folder by its `build:package` script: `src/index.ts` to ESM in `dist/`,
 * one output file per source module (`preserveModules`) so that a consumer's bundler drops every
 * component it does not import (docs/architecture.md, "Packages"). Dependencies, peer
 * dependencies and their subpaths (`react/jsx-runtime`) stay imports; declarations come from `tsc`.
 */
const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const external = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})].map(
  (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`),
);

export default defineConfig({
  root: packageDir,
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    lib: { entry: path.join(packageDir, 'src/index.ts'), formats: ['es'] },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: path.join(packageDir, 'src'),
        entryFileNames: '[name].js',
      },
    },
  },
});
