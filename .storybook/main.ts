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
  // Docs pages (autodocs, tagged in preview.tsx) with props tables; the a11y panel runs axe on the
  // story being developed (CI audits every story, tests/a11y); the Vitest addon runs each story and
  // its `play` function as a test in Chromium (`pnpm test:stories`, vitest.stories.config.ts).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  typescript: {
    // react-docgen-typescript reads the props' types through the TypeScript checker, so a props
    // table shows the TSDoc and `@default` of props declared in our interfaces, including ones
    // built with `Omit<…>` or from types in other files. The props every component inherits from
    // react-aria-components, Radix or the DOM are left out: the component's TSDoc names them, and
    // hundreds of DOM attributes would bury ours.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../design-system/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) =>
        prop.declarations?.some((declaration) => !declaration.fileName.includes('node_modules')) ?? true,
    },
  },
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
