import type { Decorator, Preview } from '@storybook/react-vite';
import { DEFAULT_BRAND, applyTheme, resetTheme } from '@workbench/tokens';
import { useLayoutEffect, useMemo } from 'react';
import './storybook.css';

/** The toolbar's `brand` value that picks a fresh random colour. */
const RANDOM = 'random';

/**
 * Puts the toolbar's theme and language on `<html>`, where the tokens and the CJK font stack read
 * them; portalled menus and tooltips follow. Stories that force a theme (the "Dark" stories) set
 * it themselves after this runs.
 */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const root = document.documentElement;
  const theme = context.globals.theme as string | undefined;
  if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  else root.removeAttribute('data-theme');
  root.setAttribute('lang', (context.globals.locale as string | undefined) ?? 'zh-CN');
  return <Story />;
};

/**
 * Applies the toolbar's brand colour with the tokens' runtime `applyTheme`, or `resetTheme` for the
 * default brand so the built `tokens.css` is what shows. It is a sibling placed before the story,
 * so its layout effect runs before the story's own: a story that forces a brand
 * (`<StoryFrame brand>`) still wins when it mounts. It re-applies only when the brand changes, not
 * on every args change.
 */
function Brand({ value }: { value: string }) {
  const colour = useMemo(() => (value === RANDOM ? randomColour() : value), [value]);
  useLayoutEffect(() => {
    if (colour.toLowerCase() === DEFAULT_BRAND.toLowerCase()) {
      resetTheme();
      return;
    }
    try {
      applyTheme({ primary: colour });
      if (value === RANDOM) console.info(`[storybook] random brand colour ${colour}`);
    } catch (error) {
      resetTheme();
      console.warn(`[storybook] brand "${colour}" is not a colour; showing the default brand`, error);
    }
  }, [colour, value]);
  return null;
}

const withBrand: Decorator = (Story, context) => {
  const brand = context.globals.brand;
  return (
    <>
      <Brand value={typeof brand === 'string' && brand !== '' ? brand : DEFAULT_BRAND} />
      <Story />
    </>
  );
};

/** Any sRGB colour; the tokens clamp the derived pairs to WCAG AA, which is what "random" exercises. */
function randomColour(): string {
  return `#${Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')}`;
}

/**
 * Globals can also be set in the URL, which is how the story audit (tests/a11y/stories.a11y.spec.ts)
 * picks its states: `iframe.html?id=…&globals=theme:dark;brand:!hex(ff0000)` (a `#` colour is
 * written `!hex(rrggbb)`; Storybook drops values outside `[a-zA-Z0-9 _-]` and the colour forms).
 */
const preview: Preview = {
  // Every story file gets a docs page: the component's TSDoc, a props table from its props' TSDoc
  // (react-docgen-typescript, main.ts) and each story with its source.
  tags: ['autodocs'],
  // The last decorator is the outermost: theme and language are on <html> before the brand applies.
  decorators: [withBrand, withThemeAndLanguage],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'System' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Document language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand colour (the tokens derive every brand pair from it at run time)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: DEFAULT_BRAND, title: `Default ${DEFAULT_BRAND}` },
          { value: '#00A870', title: 'Green #00A870' },
          { value: '#7C3AED', title: 'Violet #7C3AED' },
          { value: '#F5A623', title: 'Amber #F5A623 (light)' },
          { value: '#E11D48', title: 'Rose #E11D48' },
          { value: '#111827', title: 'Ink #111827 (near black)' },
          { value: RANDOM, title: 'Random (a new colour per story; see the console)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The a11y panel runs on request ("Run accessibility checks"), not on every render: the CI audit
  // injects axe into the same page, and two axe runs in one document refuse each other.
  initialGlobals: { theme: 'system', locale: 'zh-CN', brand: DEFAULT_BRAND, a11y: { manual: true } },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // The a11y panel checks the same WCAG rule sets as the CI audit (tests/a11y/stories.a11y.spec.ts).
    a11y: {
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } },
    },
  },
};

export default preview;
