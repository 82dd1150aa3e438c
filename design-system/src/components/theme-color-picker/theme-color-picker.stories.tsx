import { useState } from 'react';
import { StoryFrame, randomBrand } from '../../stories/story-frame';
import { ThemeColorPicker, type ThemeColorPickerLabels, type ThemeColorPickerProps } from './theme-color-picker';
import { expect } from 'storybook/test';
import type { Play } from '../../stories/play';

export default {
  title: 'Components/ThemeColorPicker',
  component: ThemeColorPicker,
};

/** How readable the theme stays, in words (the tokens keep text and controls at WCAG AA whatever the colour). */
const level = (c: { brandPassesText: boolean; brandPassesUi: boolean }) =>
  c.brandPassesText ? 'text' : c.brandPassesUi ? 'ui' : 'adjusted';

const ZH: ThemeColorPickerLabels = {
  group: '主题色',
  swatches: '预设颜色',
  area: '饱和度与亮度',
  hue: '色相',
  hex: '颜色代码',
  apply: '应用',
  invalidHex: '请输入 #RRGGBB 格式的颜色',
  contrast: (c) =>
    ({
      text: '文字清晰易读：文字和按钮直接使用这个颜色。',
      ui: '文字清晰易读：按钮直接使用这个颜色，文字会自动调整深浅。',
      adjusted: '文字清晰易读：文字、边框和焦点框会自动调整这个颜色的深浅。',
    })[level(c)],
};
const EN: ThemeColorPickerLabels = {
  group: 'Theme colour',
  swatches: 'Preset colours',
  area: 'Saturation and brightness',
  hue: 'Hue',
  hex: 'Colour code',
  apply: 'Apply',
  invalidHex: 'Enter a colour as #RRGGBB',
  contrast: (c) =>
    ({
      text: 'Text is easy to read: text and buttons use this colour as it is.',
      ui: 'Text is easy to read: buttons use this colour as it is, and text a shade of it adjusted for reading.',
      adjusted: 'Text is easy to read: text, borders and focus rings use shades of this colour adjusted for reading.',
    })[level(c)],
};

type StoryProps = Partial<ThemeColorPickerProps> & { lang?: 'zh' | 'en'; theme?: 'light' | 'dark'; brand?: string };

function Demo({ lang = 'zh', theme, brand, ...props }: StoryProps) {
  const [message, setMessage] = useState('');
  const zh = lang === 'zh';
  return (
    <StoryFrame lang={zh ? 'zh-CN' : 'en'} theme={theme} brand={brand} className="flex flex-col gap-3">
      <ThemeColorPicker
        labels={zh ? ZH : EN}
        mode={theme === 'dark' ? 'dark' : 'light'}
        onApply={(result) => setMessage(result.ok ? (zh ? '主题色已更新' : 'Theme colour applied') : '')}
        {...props}
      />
      <p role="status" className="text-sm text-success-text">
        {message}
      </p>
    </StoryFrame>
  );
}

export const Chinese = (args: StoryProps) => <Demo {...args} />;
Chinese.args = { lang: 'zh' };

export const English = (args: StoryProps) => <Demo {...args} />;
English.args = { lang: 'en' };

export const InvalidHex = (args: StoryProps) => <Demo {...args} />;
InvalidHex.args = { lang: 'zh', defaultValue: '#12345G' };

export const InvalidHexEnglish = (args: StoryProps) => <Demo {...args} />;
InvalidHexEnglish.args = { lang: 'en', defaultValue: 'blue-ish' };

export const White = (args: StoryProps) => <Demo {...args} />;
White.args = { lang: 'en', defaultValue: '#FFFFFF', brand: '#FFFFFF' };

export const Black = (args: StoryProps) => <Demo {...args} />;
Black.args = { lang: 'zh', defaultValue: '#000000', brand: '#000000' };

export const PureYellow = (args: StoryProps) => <Demo {...args} />;
PureYellow.args = { lang: 'en', defaultValue: '#FFFF00', brand: '#FFFF00' };

const RANDOM = randomBrand();
export const RandomBrand = (args: StoryProps) => <Demo {...args} />;
RandomBrand.args = { lang: 'en', defaultValue: RANDOM, brand: RANDOM };

export const Dark = (args: StoryProps) => <Demo {...args} />;
Dark.args = { lang: 'zh', theme: 'dark' };

export const DarkYellow = (args: StoryProps) => <Demo {...args} />;
DarkYellow.args = { lang: 'en', theme: 'dark', defaultValue: '#FFFF00', brand: '#FFFF00' };

/**
 * Keyboard path: Tab reaches the preset swatches, ArrowRight and Enter pick the next preset (the
 * hex field follows), then Tab on to Apply and Enter applies the theme.
 */
Chinese.play = (async ({ canvas, userEvent }) => {
  const hex = canvas.getByRole('textbox', { name: '颜色代码' });
  await expect(hex).toHaveValue('#409EFF');
  await userEvent.tab();
  await expect(canvas.getByRole('listbox', { name: '预设颜色' })).toContainElement(
    document.activeElement as HTMLElement,
  );
  await userEvent.keyboard('{ArrowRight}{Enter}');
  await expect(hex).not.toHaveValue('#409EFF');
  const apply = canvas.getByRole('button', { name: '应用' });
  while (document.activeElement !== apply) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('status')).toHaveTextContent('主题色已更新');
}) satisfies Play;
