import type { Decorator, Preview } from '@storybook/react-vite';
import './storybook.css';

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

const preview: Preview = {
  decorators: [withThemeAndLanguage],
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
  },
  initialGlobals: { theme: 'system', locale: 'zh-CN' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
