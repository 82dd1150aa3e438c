import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

function Page() {
  return (
    <>
      <SkipLink targetId="main">跳到主要内容</SkipLink>
      <nav aria-label="Menu">
        <a href="/a">A</a>
      </nav>
      <main id="main">
        <button type="button">First in main</button>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first tab stop and links to the target id', async () => {
    render(<Page />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: '跳到主要内容' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('moves focus to the target, so the next Tab continues inside it', async () => {
    render(<Page />);
    await userEvent.tab();
    await userEvent.keyboard('[Enter]');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First in main' })).toHaveFocus();
  });
});
