import { StoryFrame } from '../../stories/story-frame';
import { Skeleton, type SkeletonProps } from './skeleton';

export default {
  title: 'Components/Skeleton',
  component: Skeleton,
};

export const Default = (args: SkeletonProps) => (
  <StoryFrame className="max-w-sm">
    <Skeleton {...args} />
  </StoryFrame>
);
Default.args = { shape: 'text' };

export const Shapes = () => (
  <StoryFrame className="flex max-w-sm flex-col gap-4">
    <Skeleton shape="text" />
    <Skeleton shape="circle" />
    <Skeleton shape="rect" />
  </StoryFrame>
);

export const CardLoading = () => (
  <StoryFrame className="max-w-sm">
    <div aria-busy="true" className="flex gap-3 rounded-lg border border-border bg-surface p-4">
      <Skeleton shape="circle" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="w-2/3" />
        <Skeleton />
        <Skeleton className="w-1/2" />
      </div>
    </div>
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex max-w-sm flex-col gap-3">
    <Skeleton shape="circle" />
    <Skeleton />
    <Skeleton shape="rect" />
  </StoryFrame>
);
