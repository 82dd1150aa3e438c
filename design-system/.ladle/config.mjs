/**
 * Ladle reads the same CSF2 story files as Storybook (`design-system/src/**\/*.stories.tsx`).
 * Its theme switch sets `data-theme` on `<html>`, which is what the tokens follow.
 *
 * @type {import('@ladle/react').UserConfig}
 */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: new URL('./vite.config.ts', import.meta.url).pathname,
  addons: {
    a11y: { enabled: true },
  },
};
