import { SCREEN_URLS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { screenFor } from './screen-registry';

describe('the screen registry (docs/architecture.md, "One registry")', () => {
  it('has a screen for every url a menu entry can name, and none for another', () => {
    expect(SCREEN_URLS.filter((url) => screenFor(url) === undefined)).toEqual([]);
    expect(screenFor('noSuchScreen')).toBeUndefined();
  });

  it("shows a definition without a module of its own on one generic screen per url, kept for the view's state", () => {
    const duties = screenFor('duty');
    expect(duties).toBeDefined();
    expect(screenFor('duty')).toBe(duties);
    expect(screenFor('majorManage')).not.toBe(duties);
    // A url with a module of its own keeps it.
    expect(screenFor('menuManage')).toBe(screenFor('menuManagement'));
  });
});
