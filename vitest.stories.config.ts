import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:stories`: every Storybook story becomes a Vitest test that renders it in Chromium
 * and runs its `play` function (the component's keyboard path), through Storybook's Vitest
 * addon. The browser is Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium), never a
 * downloaded one (docs/architecture.md, "Known constraints"); scripts/ensure-chromium.sh
 * installs it. The axe audit of every story stays in tests/a11y/stories.a11y.spec.ts.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
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
