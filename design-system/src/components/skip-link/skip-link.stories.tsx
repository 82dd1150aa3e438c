import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { SkipLink, type SkipLinkProps } from './skip-link';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/SkipLink',
  component: SkipLink,
};

function Page({ targetId, children, theme, brand, ...props }: SkipLinkProps & { theme?: 'dark'; brand?: string }) {
  return (
    <StoryFrame theme={theme} brand={brand} className="flex flex-col gap-4">
      <SkipLink targetId={targetId} {...props}>
        {children}
      </SkipLink>
      <p className="text-sm text-muted-foreground">Press Tab: the skip link shows at the top start corner.</p>
      <nav aria-label="Menu" className="flex gap-3 text-sm">
        <a href="#a" className="text-primary-text underline">
          Orders
        </a>
        <a href="#b" className="text-primary-text underline">
          Suppliers
        </a>
      </nav>
      <main id={targetId} className="rounded-md border border-border p-4 text-sm">
        Main content
      </main>
    </StoryFrame>
  );
}

export const Default = (args: SkipLinkProps) => <Page {...args} />;
Default.args = { targetId: 'main-content', children: 'Skip to main content' };

export const Chinese = (args: SkipLinkProps) => <Page {...args} />;
Chinese.args = { targetId: 'main-content', children: '跳到主要内容' };

/** Focused on load, so the visible state can be seen and audited without pressing Tab. */
export const FocusedOnLoad = (args: SkipLinkProps) => <Page {...args} />;
FocusedOnLoad.args = { targetId: 'main-content', children: '跳到主要内容', autoFocus: true };

export const Dark = (args: SkipLinkProps) => <Page {...args} theme="dark" />;
Dark.args = { targetId: 'main-content', children: 'Skip to main content' };

export const RandomBrand = (args: SkipLinkProps & { brand: string }) => <Page {...args} />;
RandomBrand.args = { targetId: 'main-content', children: 'Skip to main content', brand: randomBrand() };

/** Keyboard path: the first Tab reaches the skip link (WCAG 2.4.1); Enter moves focus to the main content. */
Default.play = (async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('main')).toHaveFocus();
}) satisfies Play;
