import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Dialog, DialogTrigger } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';
import { Form } from './form';

/** What React Aria's live announcer holds now: its `log` regions, "assertive: …" and "polite: …". */
function announced(): string[] {
  return screen
    .queryAllByRole('log')
    .flatMap((log) =>
      Array.from(log.children, (message) => `${log.getAttribute('aria-live')}: ${message.textContent ?? ''}`),
    );
}

afterEach(() => destroyAnnouncer());

describe('Form', () => {
  it('blocks submit while a required field is empty, shows the field error and focuses the field', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <TextField label="Account" name="account" isRequired errorMessage="Enter your account" />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: 'Account' });
    expect(input).toHaveAccessibleDescription('Enter your account');
    expect(input).toHaveFocus();
  });

  it('announces the error when Enter in the focused, empty required field is refused and focus stays', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <TextField
          label="Account"
          name="account"
          isRequired
          description="Your work account"
          errorMessage="Enter your account"
        />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Account' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error alone, once: not the help text.
    await waitFor(() => expect(announced()).toEqual(['assertive: Enter your account']));
  });

  it('announces nothing when the refused submit moves focus to the invalid field, which is read with its error', async () => {
    render(
      <Form onSubmit={(event) => event.preventDefault()} aria-label="Sign in">
        <TextField label="Account" name="account" isRequired errorMessage="Enter your account" />
        <TextField label="Note" name="note" />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    const account = screen.getByRole('textbox', { name: 'Account' });
    // Enter in a valid field: focus moves to the first invalid one.
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    await userEvent.keyboard('{Enter}');
    expect(account).toHaveFocus();
    expect(account).toHaveAccessibleDescription('Enter your account');
    // The submit button: focus moves too.
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(account).toHaveFocus();
    // Enter in the invalid field, now focused, is announced; the log keeps its messages for
    // seconds, so exactly one message here means the two submits that moved focus said nothing.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(announced()).toEqual(['assertive: Enter your account']));
  });

  it('hands the form element to a ref passed in', () => {
    const ref = { current: null as HTMLFormElement | null };
    render(<Form ref={ref} aria-label="Sign in" />);
    expect(ref.current).toBe(screen.getByRole('form', { name: 'Sign in' }));
  });

  it('shows server errors from validationErrors under their fields until the field is edited and left', async () => {
    render(
      <Form validationErrors={{ account: 'This account is locked' }} aria-label="Sign in">
        <TextField label="Account" name="account" defaultValue="alice" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Account' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This account is locked');
    await userEvent.type(input, 'x');
    await userEvent.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('submits when every field is valid', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <TextField label="Account" name="account" isRequired />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Account' }), 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a form landmark when named', () => {
    render(<Form aria-label="筛选" />);
    expect(screen.getByRole('form', { name: '筛选' })).toBeInTheDocument();
  });

  it('in a dialog, takes focus to its first field on open, so typing fills it and Enter submits', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <DialogTrigger>
        <Button>Add unit</Button>
        <Dialog title="Add unit" closeLabel="Close">
          <Form onSubmit={onSubmit}>
            <TextField label="Name" name="name" isRequired />
            <Button type="submit">Save</Button>
          </Form>
        </Dialog>
      </DialogTrigger>,
    );
    await userEvent.tab();
    await userEvent.keyboard('[Enter]');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('Purchasing[Enter]');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Add unit' })).toBeInTheDocument();
  });

  it('in a dialog, a form that appears after loading takes focus from the dialog, but never from a control a person chose', async () => {
    function Rename({ loaded }: { loaded: boolean }) {
      return (
        <Dialog defaultOpen title="Rename" closeLabel="Close">
          {loaded ? (
            <Form>
              <TextField label="Name" name="name" />
            </Form>
          ) : (
            <p>Loading</p>
          )}
        </Dialog>
      );
    }
    const first = render(<Rename loaded={false} />);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Rename' })).toHaveFocus());
    first.rerender(<Rename loaded />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    first.unmount();

    const second = render(<Rename loaded={false} />);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Rename' })).toHaveFocus());
    await userEvent.tab();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    second.rerender(<Rename loaded />);
    expect(close).toHaveFocus();
  });

  it('outside a dialog, takes no focus', () => {
    render(
      <>
        <Button>Before</Button>
        <Form aria-label="Filters">
          <TextField label="Name" name="name" />
        </Form>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
