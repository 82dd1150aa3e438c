/**
 * Where the server package lives on disk, for the files it reads beside its code (`package.json`,
 * `static/`, the console's build). It sits directly under `server/` both as `src/package-dir.ts`
 * (run by tsx) and bundled into `dist/main.js` (run by node, `pnpm build`), so one `..` from this
 * module is the package in either layout; a module deeper in `src/` would resolve differently
 * once bundled (docs/architecture.md, "Known constraints").
 */
import { fileURLToPath } from 'node:url';

/** The absolute path of the `server/` package directory, with a trailing separator. */
export const SERVER_PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
