import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:stories`: each Storybook story with a `play` function (the keyboard path of a
 * component or pattern) becomes a Vitest test that renders it in Chromium and runs its `play`,
 * through Storybook's Vitest addon. Storybook tags such stories `play-fn`; the others are left to
 * the axe audit (tests/a11y/stories.a11y.spec.ts), which renders every story and fails on a
 * render error, so this suite does not render them a second time (`pnpm test` budget). The
 * browser is Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium), never a downloaded
 * one (docs/architecture.md, "Known constraints"); scripts/ensure-chromium.sh installs it.
 */
export default defineConfig({
  plugins: [
    storybookTest({
      configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
      tags: { include: ['play-fn'] },
    }),
  ],
  test: {
    name: 'storybook',
    // One page for all story files: Storybook mounts and unmounts each story itself, and a fresh
    // page per file roughly doubled the run (about 85 s against 40 s on 2 cores).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        contextOptions: { reducedMotion: 'reduce', locale: 'zh-CN' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
