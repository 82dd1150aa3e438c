import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

/**
 * Storybook reads the design system's stories (the same CSF2 files Ladle reads) and builds them
 * with Vite plus Tailwind v4. The root package does not depend on the workspace packages, so the
 * design system's stylesheet and the tokens' entry point are aliased to their files.
 */
const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The a11y panel runs axe on the story being developed; CI audits every story (tests/a11y).
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      build: {
        // The Storybook preview runtime alone is about 1.1 MB; it is a developer tool, not shipped.
        chunkSizeWarningLimit: 1600,
        rollupOptions: {
          onwarn(warning: { code?: string }, warn: (warning: never) => void) {
            // Radix and RAC mark their modules "use client"; the directive means nothing in a static build.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning as never);
          },
        },
      },
      resolve: {
        alias: [
          {
            find: '@workbench/design-system/styles.css',
            replacement: fileURLToPath(new URL('../design-system/src/styles.css', import.meta.url)),
          },
          // The toolbar's brand colour (preview.tsx) calls the tokens' applyTheme. Exact match only,
          // so the design system's `@workbench/tokens/tokens.css` imports still resolve as before.
          {
            find: /^@workbench\/tokens$/,
            replacement: fileURLToPath(new URL('../tokens/src/index.ts', import.meta.url)),
          },
        ],
      },
    });
  },
};

export default config;
