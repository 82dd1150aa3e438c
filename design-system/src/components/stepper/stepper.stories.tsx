import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { Stepper, type StepperProps } from './stepper';

export default {
  title: 'Components/Stepper',
  component: Stepper,
};

const EN: StepperProps = {
  'aria-label': 'Registration steps',
  steps: [
    { id: 'explanation', label: 'About registering' },
    { id: 'form', label: 'Your details' },
    { id: 'registration', label: 'Verify your phone' },
    { id: 'confirm', label: 'Confirm' },
  ],
  currentStep: 'form',
  stateLabels: { complete: 'completed', current: 'current step', upcoming: 'not started' },
};

const ZH: StepperProps = {
  'aria-label': '注册步骤',
  steps: [
    { id: 'explanation', label: '注册说明' },
    { id: 'form', label: '填写信息' },
    { id: 'registration', label: '验证手机' },
    { id: 'confirm', label: '确认注册' },
  ],
  currentStep: 'registration',
  stateLabels: { complete: '已完成', current: '当前步骤', upcoming: '未开始' },
};

export const Default = (args: StepperProps) => (
  <StoryFrame>
    <Stepper {...args} />
  </StoryFrame>
);
Default.args = EN;
/** An ordered list; the current step is `aria-current="step"`, and every step says its state in words. */
Default.play = (async ({ canvas }) => {
  const list = canvas.getByRole('list', { name: 'Registration steps' });
  const steps = canvas.getAllByRole('listitem');
  await expect(list.tagName).toBe('OL');
  await expect(steps).toHaveLength(4);
  await expect(steps[0]).toHaveTextContent('About registering, completed');
  await expect(steps[1]).toHaveAttribute('aria-current', 'step');
  await expect(steps[1]).toHaveTextContent('Your details, current step');
  await expect(steps[2]).toHaveTextContent('Verify your phone, not started');
}) satisfies Play;

export const Chinese = (args: StepperProps) => (
  <StoryFrame lang="zh-CN">
    <Stepper {...args} />
  </StoryFrame>
);
Chinese.args = ZH;

export const WithDescriptions = (args: StepperProps) => (
  <StoryFrame>
    <Stepper {...args} />
  </StoryFrame>
);
WithDescriptions.args = {
  ...EN,
  steps: [
    { id: 'cart', label: 'Cart', description: '3 items' },
    { id: 'address', label: 'Delivery address', description: 'Where it goes' },
    { id: 'approval', label: 'Approval', description: 'Your unit head decides' },
    { id: 'order', label: 'Order placed' },
  ],
  currentStep: 'approval',
};

export const FirstStep = (args: StepperProps) => (
  <StoryFrame>
    <Stepper {...args} />
  </StoryFrame>
);
FirstStep.args = { ...EN, currentStep: 'explanation' };

export const AllComplete = (args: StepperProps) => (
  <StoryFrame>
    <Stepper {...args} />
  </StoryFrame>
);
/** The last step current: every step before it done. */
AllComplete.args = { ...EN, currentStep: 'confirm' };

/** A phone's width: the names sit under their circles and wrap. */
export const Narrow = (args: StepperProps) => (
  <StoryFrame className="max-w-xs">
    <Stepper {...args} />
  </StoryFrame>
);
Narrow.args = { ...EN, currentStep: 'registration' };

export const LongLabels = (args: StepperProps) => (
  <StoryFrame>
    <Stepper {...args} />
  </StoryFrame>
);
LongLabels.args = {
  ...EN,
  steps: [
    { id: 'a', label: 'Read the terms of supplier registration' },
    { id: 'b', label: 'Company and contact details' },
    { id: 'c', label: 'Verify the mobile phone number' },
    { id: 'd', label: 'Confirm and register' },
  ],
  currentStep: 'b',
};

export const Dark = (args: StepperProps) => (
  <StoryFrame theme="dark" lang="zh-CN">
    <Stepper {...args} />
  </StoryFrame>
);
Dark.args = ZH;

export const AnyBrand = (args: StepperProps) => (
  <StoryFrame brand={randomBrand()}>
    <Stepper {...args} />
  </StoryFrame>
);
AnyBrand.args = EN;
