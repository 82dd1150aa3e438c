import { StoryFrame } from '../../stories/story-frame';
import { Avatar, type AvatarProps } from './avatar';

export default {
  title: 'Components/Avatar',
  component: Avatar,
};

// An inline picture so the story works offline.
const PORTRAIT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="25" r="12" fill="#6366f1"/><rect x="12" y="42" width="40" height="26" rx="13" fill="#6366f1"/></svg>',
  );

export const WithImage = (args: AvatarProps) => (
  <StoryFrame>
    <Avatar {...args} />
  </StoryFrame>
);
WithImage.args = { name: 'Alice Chen', src: PORTRAIT, size: 'lg' };

export const ChineseName = (args: AvatarProps) => (
  <StoryFrame>
    <Avatar {...args} />
  </StoryFrame>
);
ChineseName.args = { name: '王建国', size: 'lg' };

export const EnglishName = (args: AvatarProps) => (
  <StoryFrame>
    <Avatar {...args} />
  </StoryFrame>
);
EnglishName.args = { name: 'Alice Chen', size: 'lg' };

export const BrokenImage = (args: AvatarProps) => (
  <StoryFrame>
    <Avatar {...args} />
  </StoryFrame>
);
BrokenImage.args = { name: '李小龙', src: '/does-not-exist.png', size: 'lg' };

export const SurrogatePair = (args: AvatarProps) => (
  <StoryFrame>
    <Avatar {...args} />
  </StoryFrame>
);
SurrogatePair.args = { name: '吉田𠮷', size: 'lg' };

export const Sizes = () => (
  <StoryFrame className="flex items-center gap-3">
    <Avatar name="王建国" size="sm" />
    <Avatar name="王建国" size="md" />
    <Avatar name="王建国" size="lg" />
    <Avatar name="Alice Chen" src={PORTRAIT} size="sm" />
    <Avatar name="Alice Chen" src={PORTRAIT} size="md" />
    <Avatar name="Alice Chen" src={PORTRAIT} size="lg" />
  </StoryFrame>
);

export const Dark = () => (
  <StoryFrame theme="dark" className="flex items-center gap-3">
    <Avatar name="王建国" size="lg" />
    <Avatar name="Alice Chen" size="lg" />
    <Avatar name="Alice Chen" src={PORTRAIT} size="lg" />
  </StoryFrame>
);
