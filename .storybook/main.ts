import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

/**
 * Storybook reads the design system's stories (the same CSF2 files Ladle reads) and builds them
 * with Vite plus Tailwind v4. The root package does not depend on the workspace packages, so the
 * design system's stylesheet is aliased to its file.
 */
const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
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
        alias: {
          '@workbench/design-system/styles.css': fileURLToPath(
            new URL('../design-system/src/styles.css', import.meta.url),
          ),
        },
      },
    });
  },
};

export default config;
