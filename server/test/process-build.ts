/**
 * The server built once per run of the server's suite for the tests that start it as a process
 * (`test/server-process.ts`), with the production build's settings (`tsup.config.ts`): what
 * `pnpm build` ships, started by plain `node`, where `node --import tsx src/main.ts` compiled the
 * source again in every process, some seconds each.
 */
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import productionBuild from '../tsup.config';

/**
 * Where it is built: one folder below the package, as `dist/` is, so that the built server finds
 * the package beside it (`src/package-dir.ts`) and its npm dependencies in `server/node_modules`.
 */
export const PROCESS_BUILD_DIR = fileURLToPath(new URL('../.test-build', import.meta.url));

/** The built server's entry, run with `node`. */
export const PROCESS_ENTRY = `${PROCESS_BUILD_DIR}/main.js`;

/**
 * Builds `src/main.ts` into {@link PROCESS_BUILD_DIR}, its migrations beside it (about half a
 * second). Resolves with the function that removes it, for the end of the run.
 */
export async function processBuild(): Promise<() => void> {
  const config = Array.isArray(productionBuild) ? productionBuild[0] : productionBuild;
  if (typeof config !== 'object' || config === null) throw new Error('tsup.config.ts: expected one configuration');
  await build({
    ...config,
    outDir: PROCESS_BUILD_DIR,
    sourcemap: false,
    silent: true,
    config: false,
    onSuccess: async () => {
      cpSync(fileURLToPath(new URL('../src/db/migrations', import.meta.url)), `${PROCESS_BUILD_DIR}/migrations`, {
        recursive: true,
      });
    },
  });
  return () => rmSync(PROCESS_BUILD_DIR, { recursive: true, force: true });
}
