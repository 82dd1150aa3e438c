import type { StoryObj } from '@storybook/react-vite';

/**
 * A story's `play` function: the keyboard path Storybook runs after rendering the story, in the
 * Interactions panel and as a Vitest browser test (`pnpm test:stories`). It receives `canvas`
 * (Testing Library queries bound to the story's root) and `userEvent` (real key and pointer
 * events). Ladle renders the same story and ignores it.
 */
type Play = NonNullable<StoryObj['play']>;

export type { Play };
