import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ToastRegion, createToastApi, createToastQueue, toast, toastQueue } from './toast';

function setup() {
  const queue = createToastQueue();
  const api = createToastApi(queue);
  render(<ToastRegion queue={queue} label="通知" closeLabel="关闭" />);
  return api;
}

describe('ToastRegion', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing until a toast is added, then a region landmark named by its label', () => {
    const api = setup();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      api.success('Saved');
    });
    expect(screen.getByRole('region', { name: '通知' })).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it.each(['info', 'success', 'warning'] as const)('announces %s politely (role="status")', (tone) => {
    const api = setup();
    act(() => {
      api[tone]({ title: 'Title', description: 'More' });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('TitleMore');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error assertively (role="alert")', () => {
    const api = setup();
    act(() => {
      api.error('Network error');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('never takes focus from the page', async () => {
    const api = setup();
    render(<Button>Save</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveFocus();
    act(() => {
      api.error('Failed');
      api.info('Note');
    });
    expect(button).toHaveFocus();
  });

  it('dismisses non-error toasts after the default 5000 ms and keeps errors', () => {
    vi.useFakeTimers();
    const api = setup();
    act(() => {
      api.success('Saved');
      api.error('Failed');
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('honours a custom timeout and calls onClose', () => {
    vi.useFakeTimers();
    const api = setup();
    const onClose = vi.fn();
    act(() => {
      api.info('Copied', { timeout: 1000, onClose });
    });
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button named from props', async () => {
    const api = setup();
    act(() => {
      api.error('Failed');
    });
    const toastElement = screen.getByRole('alertdialog');
    await userEvent.click(within(toastElement).getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('closes by key and clears all through the api', () => {
    const api = setup();
    let key = '';
    act(() => {
      key = api.warning('Low stock');
      api.info('Other');
    });
    act(() => api.close(key));
    expect(screen.queryByText('Low stock')).not.toBeInTheDocument();
    act(() => api.clear());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('the global toast helpers feed the default region, outside React', () => {
    render(<ToastRegion label="Notifications" closeLabel="Close" />);
    act(() => {
      toast.error('Session expired');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired');
    act(() => toastQueue.clear());
  });
});
