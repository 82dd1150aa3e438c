import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Spinner, type SpinnerProps } from './spinner';

export default {
  title: 'Components/Spinner',
  component: Spinner,
};

export const Default = (args: SpinnerProps) => (
  <StoryFrame>
    <Spinner {...args} />
  </StoryFrame>
);
Default.args = { label: 'Loading orders', size: 'md', showLabel: false };

export const Sizes = () => (
  <StoryFrame className="flex items-center gap-6">
    <Spinner label="Loading" size="sm" />
    <Spinner label="Loading" size="md" />
    <Spinner label="Loading" size="lg" />
  </StoryFrame>
);

export const WithLabel = () => (
  <StoryFrame lang="zh-CN" className="flex flex-col gap-3">
    <Spinner label="正在加载订单…" showLabel />
    <Spinner label="Loading every purchase order of all subsidiaries, this can take a while" showLabel size="sm" />
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex items-center gap-6">
    <Spinner label="Loading" showLabel />
    <Spinner label="加载中" size="lg" />
  </StoryFrame>
);

export const RandomBrand = (args: { brand: string }) => (
  <StoryFrame brand={args.brand}>
    <Spinner label="Loading" size="lg" showLabel />
  </StoryFrame>
);
RandomBrand.args = { brand: randomBrand() };
