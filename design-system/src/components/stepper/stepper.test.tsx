import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper, type StepperProps } from './stepper';

const PROPS: StepperProps = {
  'aria-label': '注册步骤',
  steps: [
    { id: 'explanation', label: '注册说明' },
    { id: 'form', label: '填写信息', description: '企业和联系人' },
    { id: 'registration', label: '验证手机' },
    { id: 'confirm', label: '确认注册' },
  ],
  currentStep: 'registration',
  stateLabels: { complete: '已完成', current: '当前步骤', upcoming: '未开始' },
};

describe('Stepper', () => {
  it('is an ordered list named by its label, one item per step', () => {
    render(<Stepper {...PROPS} />);
    const list = screen.getByRole('list', { name: '注册步骤' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks only the current step aria-current="step"', () => {
    render(<Stepper {...PROPS} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
  });

  it('says each step state in words, not by colour or shape alone', () => {
    render(<Stepper {...PROPS} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('注册说明, 已完成');
    expect(steps[1]).toHaveTextContent('填写信息, 已完成');
    expect(steps[2]).toHaveTextContent('验证手机, 当前步骤');
    expect(steps[3]).toHaveTextContent('确认注册, 未开始');
  });

  it('shows a description under its step', () => {
    render(<Stepper {...PROPS} />);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('企业和联系人');
  });

  it('hides the numbers and ticks, which the list itself already says, from screen readers', () => {
    const { container } = render(<Stepper {...PROPS} />);
    const indicators = container.querySelectorAll('[data-slot="stepper-indicator"]');
    expect(indicators).toHaveLength(4);
    for (const indicator of indicators) expect(indicator).toHaveAttribute('aria-hidden', 'true');
    expect(indicators[3]).toHaveTextContent('4');
  });

  it('marks every step upcoming when the current step is none of them', () => {
    render(<Stepper {...PROPS} currentStep="gone" />);
    for (const step of screen.getAllByRole('listitem')) {
      expect(step).not.toHaveAttribute('aria-current');
      expect(step).toHaveTextContent('未开始');
    }
  });
});
