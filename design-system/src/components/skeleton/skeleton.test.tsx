import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton />
        <Skeleton shape="circle" />
      </div>,
    );
    const skeletons = container.querySelectorAll('[data-slot="skeleton"]');
    expect(skeletons).toHaveLength(2);
    skeletons.forEach((skeleton) => expect(skeleton).toHaveAttribute('aria-hidden', 'true'));
  });

  it('exposes its shape as data for styling hooks', () => {
    const { container } = render(<Skeleton shape="rect" />);
    expect(container.firstChild).toHaveAttribute('data-shape', 'rect');
  });
});
