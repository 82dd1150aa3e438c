import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('preloadable', () => {
  it('renders at once, with no fallback, once load() has brought its code', async () => {
    const importer = vi.fn(async () => ({ default: Greeting }));
    const Screen = preloadable(importer);
    await Screen.load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen name="Ada" />
      </Suspense>,
    );
    // Synchronously: no fallback was committed, so no Suspense throttle holds the screen back.
    expect(screen.getByText('hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before its code has loaded, and loads it once', async () => {
    const importer = vi.fn(async () => ({ default: Greeting }));
    const Screen = preloadable(importer);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello Ada')).toBeInTheDocument();
    await Screen.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again at render when the load ahead failed', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Screen = preloadable(importer);
    await expect(Screen.load()).rejects.toThrow(TypeError);
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Screen name="Ada" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('hello Ada')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
