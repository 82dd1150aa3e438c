import { defineConfig } from 'vitest/config';

/** The contract's rules, tested on their own. */
export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node' } });
