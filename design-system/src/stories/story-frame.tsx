import { applyTheme, resetTheme } from '@workbench/tokens';
import { useLayoutEffect } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** Props of {@link StoryFrame}. */
interface StoryFrameProps {
  /** Forces a colour scheme on the whole document (portalled menus and tooltips follow). */
  theme?: 'light' | 'dark';
  /** Applies a runtime brand colour with the tokens' `applyTheme` while the story shows. */
  brand?: string;
  /** The document language, which picks CJK or Latin glyph forms. */
  lang?: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * Story-only wrapper (not exported by the package): a padded page background, and optionally a
 * theme, brand or language set on `<html>` for as long as the story is mounted.
 */
function StoryFrame({ theme, brand, lang, className, children }: StoryFrameProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = { theme: root.getAttribute('data-theme'), lang: root.getAttribute('lang') };
    if (theme) root.setAttribute('data-theme', theme);
    if (lang) root.setAttribute('lang', lang);
    if (brand) applyTheme({ primary: brand });
    return () => {
      restore(root, 'data-theme', previous.theme);
      restore(root, 'lang', previous.lang);
      if (brand) resetTheme();
    };
  }, [theme, brand, lang]);

  return (
    <div data-slot="story-frame" className={cn('min-h-full bg-background p-6 text-foreground', className)}>
      {children}
    </div>
  );
}

function restore(element: HTMLElement, attribute: string, value: string | null): void {
  if (value === null) element.removeAttribute(attribute);
  else element.setAttribute(attribute, value);
}

/** A random brand colour for "any brand" stories: a fresh hue each load, any lightness and chroma. */
function randomBrand(): string {
  const hex = Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  return `#${hex}`;
}

export { StoryFrame, randomBrand, type StoryFrameProps };
