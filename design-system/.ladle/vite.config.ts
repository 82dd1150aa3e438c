import tailwindcss from '@tailwindcss/vite';

/** Vite settings Ladle merges into its own: Tailwind v4 for the design system's classes. */
export default {
  plugins: [tailwindcss()],
  build: {
    // Ladle's own UI and the story index land in one chunk; it is a developer tool, not shipped.
    chunkSizeWarningLimit: 1600,
  },
};
