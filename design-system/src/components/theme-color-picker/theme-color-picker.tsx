import {
  AA_NON_TEXT,
  AA_TEXT,
  DEFAULT_BRAND,
  applyTheme,
  contrastRatio,
  createTheme,
  type Theme,
} from '@workbench/tokens';
import { useId, useState } from 'react';
import type * as React from 'react';
import {
  ColorArea,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  Input,
  Label,
  SliderTrack,
  TextField,
  parseColor,
  type Color,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/compose-class-name';
import { focusRing } from '../../lib/focus-ring';
import { Button } from '../button/button';
import { FieldError, fieldInputVariants } from '../field/field';

/** The preset brand colours offered as swatches; the first is the default `#409EFF` (docs/behaviour.md, "Formats and limits"). */
const THEME_PRESETS: readonly string[] = [
  DEFAULT_BRAND,
  '#304156',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
  '#FA541C',
  '#FADB14',
];

/** The contrast outcome of a brand colour, given to {@link ThemeColorPickerLabels.contrast} to put in words. */
interface ThemeContrast {
  /** The colour as picked against the page background (WCAG 2 ratio, 1–21). */
  brandRatio: number;
  /** The theme's brand text colour (`--primary-text`, clamped by the tokens) against the page background. */
  textRatio: number;
  /** The theme's focus ring (`--ring`, used for UI boundaries) against the page background. */
  uiRatio: number;
  /** Whether the picked colour itself reaches 4.5:1 (text, WCAG SC 1.4.3). */
  brandPassesText: boolean;
  /** Whether the picked colour itself reaches 3:1 (UI components, WCAG SC 1.4.11). */
  brandPassesUi: boolean;
}

/** What {@link ThemeColorPickerProps.onApply} reports. */
type ThemeApplyResult = { ok: true; hex: string; theme: Theme } | { ok: false; hex: string; error: 'invalid' };

/** Texts of {@link ThemeColorPicker} (translated by the caller). */
interface ThemeColorPickerLabels {
  /** Name of the whole picker group, e.g. "主题色" / "Theme colour". */
  group: string;
  /** Name of the swatch list, e.g. "预设颜色" / "Preset colours". */
  swatches: string;
  /** Name of the saturation / brightness area, e.g. "饱和度与亮度" / "Saturation and brightness". */
  area: string;
  /** Label of the hue slider, e.g. "色相" / "Hue". */
  hue: string;
  /** Label of the hex input, e.g. "颜色代码" / "Colour code". */
  hex: string;
  /** The apply button, e.g. "应用" / "Apply". */
  apply: string;
  /** Error under the hex input when it is not a colour, e.g. "请输入 #RRGGBB 格式的颜色" / "Enter a colour as #RRGGBB". */
  invalidHex: string;
  /**
   * Puts the contrast outcome in words people read: how readable the page stays, e.g. "文字清晰易读"
   * when `brandPassesText`, rather than the ratios themselves (those are for tests and tools).
   */
  contrast: (contrast: ThemeContrast) => string;
}

/** Props of {@link ThemeColorPicker}. */
interface ThemeColorPickerProps extends Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** Controlled brand colour as `#RRGGBB`. */
  value?: string;
  /**
   * Initial text of the hex input when uncontrolled; any text (an invalid one shows the error at once).
   * @default '#409EFF'
   */
  defaultValue?: string;
  /** Called with `#RRGGBB` (upper case) whenever a valid colour is picked, by any control. */
  onChange?: (hex: string) => void;
  /**
   * Called after the apply button: with `ok: true` after `applyTheme({ primary })` re-themed the page (show
   * "主题色已更新" / "Theme colour applied"), or `ok: false` when the hex is invalid (the theme is left unchanged).
   */
  onApply?: (result: ThemeApplyResult) => void;
  /**
   * The swatches offered.
   * @default THEME_PRESETS (starting with #409EFF)
   */
  presets?: readonly string[];
  /**
   * Which page background the contrast is measured on.
   * @default 'light'
   */
  mode?: 'light' | 'dark';
  /** Every text shown or read. */
  labels: ThemeColorPickerLabels;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#RGB` / `#RRGGBB` (with or without `#`) to `#RRGGBB` upper case, or `null` when it is not one. */
function normaliseHex(text: string): string | null {
  const match = HEX.exec(text.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

/**
 * The contrast of a brand colour's theme against the page background (pure): the colour itself, and the text and
 * UI colours the tokens derive from it (clamped to WCAG AA, docs/architecture.md, "Theming").
 */
function themeContrast(hex: string, mode: 'light' | 'dark' = 'light'): ThemeContrast {
  const tokens = createTheme({ primary: hex })[mode].tokens;
  const brandRatio = contrastRatio(hex, tokens.background);
  return {
    brandRatio,
    textRatio: contrastRatio(tokens['primary-text'], tokens.background),
    uiRatio: contrastRatio(tokens.ring, tokens.background),
    brandPassesText: brandRatio >= AA_TEXT,
    brandPassesUi: brandRatio >= AA_NON_TEXT,
  };
}

const thumbClass =
  'size-5 rounded-full border-2 border-background shadow-[0_0_0_1px_var(--foreground),inset_0_0_0_1px_var(--foreground)] focus-visible:size-6 forced-colors:border-[ButtonText]';

/**
 * The theme colour picker (docs/behaviour.md, "Routes", default `#409EFF`): preset swatches, a saturation / brightness area and
 * a hue slider (all operable with arrow keys, no dragging needed), and a hex input; shows the contrast of the
 * resulting theme in words, and applies it with `applyTheme` from `@workbench/tokens`.
 *
 * Keyboard: Tab reaches each swatch group, area, slider, input and button; arrows move within the swatches,
 * Left / Right change saturation and Up / Down brightness on the area, Left / Right (Page Up / Down for big steps)
 * change the hue. Primitives: react-aria-components `ColorPicker`, `ColorSwatchPicker`, `ColorArea`, `ColorSlider`,
 * and a `TextField` for the hex (RAC `ColorField` silently reverts unparseable text, and an invalid hex must show
 * its error and keep the theme unchanged).
 */
function ThemeColorPicker({
  value,
  defaultValue = DEFAULT_BRAND,
  onChange,
  onApply,
  presets = THEME_PRESETS,
  mode = 'light',
  labels,
  className,
  ...props
}: ThemeColorPickerProps) {
  const [text, setText] = useState(value ?? defaultValue);
  const [lastValid, setLastValid] = useState(() => normaliseHex(value ?? defaultValue) ?? DEFAULT_BRAND);
  const [color, setColor] = useState<Color>(() => parseColor(lastValid).toFormat('hsb'));
  const [trackedValue, setTrackedValue] = useState(value);
  if (value !== trackedValue) {
    setTrackedValue(value);
    const hex = value === undefined ? null : normaliseHex(value);
    if (hex && hex !== lastValid) {
      setText(hex);
      setLastValid(hex);
      setColor(parseColor(hex).toFormat('hsb'));
    }
  }
  const hex = normaliseHex(text);
  const invalid = hex === null;
  const contrast = themeContrast(lastValid, mode);
  const groupId = useId();

  /** A colour from the swatches, area or slider (which rewrite the hex text) or from the typed hex (which does not). */
  const pick = (next: Color, fromText = false) => {
    const nextHex = next.toString('hex').toUpperCase();
    setColor(next.toFormat('hsb'));
    if (!fromText) setText(nextHex);
    setLastValid(nextHex);
    if (nextHex !== lastValid) onChange?.(nextHex);
  };

  const apply = () => {
    if (hex === null) {
      onApply?.({ ok: false, hex: text, error: 'invalid' });
      return;
    }
    const theme = applyTheme({ primary: hex });
    onApply?.({ ok: true, hex, theme });
  };

  return (
    <div
      role="group"
      aria-labelledby={groupId}
      data-slot="theme-color-picker"
      className={cn('flex w-72 max-w-full flex-col gap-4 text-sm', className)}
      {...props}
    >
      <span id={groupId} data-slot="theme-color-picker-title" className="font-medium text-foreground">
        {labels.group}
      </span>
      <ColorPicker value={color} onChange={(next) => pick(next)}>
        <ColorSwatchPicker
          data-slot="theme-color-picker-swatches"
          aria-label={labels.swatches}
          className="flex flex-wrap gap-2"
        >
          {presets.map((preset) => (
            <ColorSwatchPickerItem
              key={preset}
              color={preset}
              data-slot="theme-color-picker-swatch-item"
              className={composeClassName(undefined, [
                'relative cursor-pointer rounded-md',
                'selected:outline-2 selected:outline-offset-2 selected:outline-foreground selected:outline-solid',
                focusRing,
              ])}
            >
              <ColorSwatch
                data-slot="theme-color-picker-swatch"
                className="size-7 rounded-md shadow-[inset_0_0_0_1px_var(--border)]"
              />
            </ColorSwatchPickerItem>
          ))}
        </ColorSwatchPicker>
        <ColorArea
          data-slot="theme-color-picker-area"
          aria-label={labels.area}
          colorSpace="hsb"
          xChannel="saturation"
          yChannel="brightness"
          className="mx-3 h-40 rounded-md"
        >
          <ColorThumb data-slot="theme-color-picker-area-thumb" className={thumbClass} />
        </ColorArea>
        <ColorSlider
          data-slot="theme-color-picker-hue"
          colorSpace="hsb"
          channel="hue"
          className="flex flex-col gap-1.5"
        >
          <Label data-slot="theme-color-picker-hue-label" className="font-medium text-foreground">
            {labels.hue}
          </Label>
          <SliderTrack data-slot="theme-color-picker-hue-track" className="mx-3 h-6 rounded-md">
            <ColorThumb data-slot="theme-color-picker-hue-thumb" className={cn(thumbClass, 'top-1/2')} />
          </SliderTrack>
        </ColorSlider>
      </ColorPicker>
      <TextField
        data-slot="theme-color-picker-hex"
        value={text}
        onChange={(next) => {
          setText(next);
          const parsed = normaliseHex(next);
          if (parsed) pick(parseColor(parsed), true);
        }}
        isInvalid={invalid}
        className="flex flex-col gap-1.5"
      >
        <Label data-slot="theme-color-picker-hex-label" className="font-medium text-foreground">
          {labels.hex}
        </Label>
        <div data-slot="theme-color-picker-hex-row" className="flex items-center gap-2">
          <span
            data-slot="theme-color-picker-preview"
            aria-hidden="true"
            className="size-8 shrink-0 rounded-md border border-border"
            style={{ backgroundColor: lastValid }}
          />
          <Input
            data-slot="theme-color-picker-hex-input"
            spellCheck={false}
            autoComplete="off"
            className={composeClassName(undefined, [fieldInputVariants(), 'font-mono uppercase'])}
          />
        </div>
        <FieldError>{labels.invalidHex}</FieldError>
      </TextField>
      <p data-slot="theme-color-picker-contrast" aria-live="polite" className="text-muted-foreground">
        {labels.contrast(contrast)}
      </p>
      <Button data-slot="theme-color-picker-apply" onPress={apply} className="self-start">
        {labels.apply}
      </Button>
    </div>
  );
}

export {
  THEME_PRESETS,
  ThemeColorPicker,
  normaliseHex,
  themeContrast,
  type ThemeApplyResult,
  type ThemeColorPickerLabels,
  type ThemeColorPickerProps,
  type ThemeContrast,
};
