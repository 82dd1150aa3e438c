import { Trash2 } from 'lucide-react';
import { StoryFrame } from '../../stories/story-frame';
import { VisuallyHidden } from './visually-hidden';

export default {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
};

export const IconButtonName = (args: { label: string }) => (
  <StoryFrame>
    <p className="mb-3 text-sm text-muted-foreground">
      The button below is named by hidden text, read by screen readers only.
    </p>
    <button type="button" className="inline-flex size-8 items-center justify-center rounded-md border border-input">
      <Trash2 aria-hidden="true" className="size-4" />
      <VisuallyHidden>{args.label}</VisuallyHidden>
    </button>
  </StoryFrame>
);
IconButtonName.args = { label: '删除订单' };

export const Focusable = () => (
  <StoryFrame>
    <VisuallyHidden isFocusable>
      <a href="#content" className="text-primary-text underline">
        Jump to the table (shows on focus)
      </a>
    </VisuallyHidden>
  </StoryFrame>
);
