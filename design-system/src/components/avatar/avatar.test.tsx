import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, avatarInitials } from './avatar';

/** jsdom never loads images; this stand-in loads (or fails) any src on the next tick. */
function stubImage(outcome: 'load' | 'error') {
  class FakeImage extends EventTarget {
    complete = false;
    naturalWidth = 0;
    referrerPolicy = '';
    crossOrigin: string | null = null;
    set src(_value: string) {
      setTimeout(() => {
        this.complete = true;
        this.naturalWidth = outcome === 'load' ? 64 : 0;
        this.dispatchEvent(new Event(outcome));
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('avatarInitials', () => {
  it.each([
    ['王建国', '建国'],
    ['Alice Chen', 'en'],
    ['李', '李'],
    ['  Bob  ', 'ob'],
    ['', ''],
    ['𠮷野𠮷', '野𠮷'],
    ['田中𠀋', '中𠀋'],
    ['A B', 'AB'],
    ['Zoë 👩‍👩‍👧', 'ë👩‍👩‍👧'],
  ])('%j -> %j', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the last two characters without an image, named by the full name', () => {
    render(<Avatar name="王建国" />);
    const avatar = screen.getByRole('img', { name: '王建国' });
    expect(avatar).toHaveTextContent('建国');
  });

  it('counts a surrogate pair as one character', () => {
    render(<Avatar name="张𠮷" src={null} />);
    expect(screen.getByRole('img', { name: '张𠮷' })).toHaveTextContent(/^张𠮷$/);
  });

  it('shows the image with the name as alt once it loads', async () => {
    stubImage('load');
    render(<Avatar name="Alice Chen" src="/avatars/alice.png" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Alice Chen' }).tagName).toBe('IMG'));
    expect(screen.getByRole('img', { name: 'Alice Chen' })).toHaveAttribute('src', '/avatars/alice.png');
    expect(screen.queryByText('en')).not.toBeInTheDocument();
  });

  it('says on its root whether the picture is loading, loaded, failed or absent (data-status)', async () => {
    stubImage('load');
    const { container, rerender } = render(<Avatar name="Alice Chen" src="/avatars/alice.png" />);
    const root = container.querySelector('[data-slot="avatar"]');
    expect(root).toHaveAttribute('data-status', 'loading');
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'loaded'));
    stubImage('error');
    rerender(<Avatar name="Alice Chen" src="/broken.png" />);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'error'));
    rerender(<Avatar name="Alice Chen" />);
    expect(root).toHaveAttribute('data-status', 'none');
  });

  it('falls back to the initials when the image fails', async () => {
    stubImage('error');
    render(<Avatar name="Alice Chen" src="/broken.png" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Alice Chen' })).toHaveTextContent('en'));
    expect(document.querySelector('img')).toBeNull();
  });
});
