import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AA_NON_TEXT, AA_TEXT, THEME_STYLE_ID, resetTheme } from '@workbench/tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ThemeColorPicker,
  normaliseHex,
  themeContrast,
  type ThemeColorPickerLabels,
  type ThemeColorPickerProps,
} from './theme-color-picker';

const LABELS: ThemeColorPickerLabels = {
  group: 'Theme colour',
  swatches: 'Preset colours',
  area: 'Saturation and brightness',
  hue: 'Hue',
  hex: 'Hex',
  apply: 'Apply',
  invalidHex: 'Enter a colour as #RRGGBB',
  contrast: (c) => `Text ${c.textRatio.toFixed(1)}:1, UI ${c.uiRatio.toFixed(1)}:1, brand ${c.brandRatio.toFixed(1)}:1`,
};

function renderPicker(props: Partial<ThemeColorPickerProps> = {}) {
  return render(<ThemeColorPicker labels={LABELS} {...props} />);
}

const hexInput = () => screen.getByRole('textbox', { name: 'Hex' });

afterEach(() => resetTheme());

describe('ThemeColorPicker', { timeout: 30_000 }, () => {
  it('starts at #409EFF with the default swatch selected and the contrast in words', () => {
    renderPicker();
    expect(screen.getByRole('group', { name: 'Theme colour' })).toBeInTheDocument();
    expect(hexInput()).toHaveValue('#409EFF');
    const swatches = screen.getByRole('listbox', { name: 'Preset colours' });
    expect(swatches.querySelector('[aria-selected="true"]')).not.toBeNull();
    expect(screen.getByText(/^Text \d+\.\d:1, UI \d+\.\d:1/)).toBeInTheDocument();
  });

  it('slider: Right Arrow increases the hue and Left Arrow decreases it', async () => {
    const onChange = vi.fn();
    renderPicker({ onChange });
    const hue = screen.getByRole('slider', { name: 'Hue' });
    const before = Number(hue.getAttribute('aria-valuenow') ?? (hue as HTMLInputElement).value);
    hue.focus();
    await userEvent.keyboard('[ArrowRight]');
    const after = Number((hue as HTMLInputElement).value);
    expect(after).toBe(before + 1);
    expect(onChange).toHaveBeenCalled();
    await userEvent.keyboard('[ArrowLeft][ArrowLeft]');
    expect(Number((hue as HTMLInputElement).value)).toBe(before - 1);
  });

  it('slider: Home and End go to the ends of the hue', async () => {
    renderPicker();
    const hue = screen.getByRole('slider', { name: 'Hue' }) as HTMLInputElement;
    hue.focus();
    await userEvent.keyboard('[End]');
    expect(Number(hue.value)).toBe(360);
    await userEvent.keyboard('[Home]');
    expect(Number(hue.value)).toBe(0);
    expect((hexInput() as HTMLInputElement).value).toMatch(/^#FF[0-9A-F]{4}$/);
  });

  it('2D area: Right / Left Arrow change saturation and Up / Down Arrow change brightness', async () => {
    renderPicker({ defaultValue: '#804040' });
    // RAC's area is one focusable 2D slider (the y input is aria-hidden); its value text names the channel that moved.
    const area = screen.getByRole('slider', { name: /Saturation and brightness/ });
    // The brightness lives on the area's second (aria-hidden) range input, which has no role to query by.
    const brightness = () => Number(area.parentElement?.querySelectorAll('input')[1]?.value);
    const sat = Number((area as HTMLInputElement).value);
    const bri = brightness();
    area.focus();
    await userEvent.keyboard('[ArrowRight]');
    expect(Number((area as HTMLInputElement).value)).toBeGreaterThan(sat);
    await userEvent.keyboard('[ArrowLeft][ArrowLeft]');
    expect(Number((area as HTMLInputElement).value)).toBeLessThan(sat);
    await userEvent.keyboard('[ArrowUp]');
    expect(brightness()).toBeGreaterThan(bri);
    await userEvent.keyboard('[ArrowDown][ArrowDown]');
    expect(brightness()).toBeLessThan(bri);
    expect(hexInput()).not.toHaveValue('#804040');
  });

  it('picks a preset swatch with the arrow keys', async () => {
    const onChange = vi.fn();
    renderPicker({ onChange, presets: ['#409EFF', '#F5222D'] });
    await userEvent.tab();
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[Enter]');
    expect(onChange).toHaveBeenLastCalledWith('#F5222D');
    expect(hexInput()).toHaveValue('#F5222D');
  });

  it('typing a hex updates the colour; Apply applies the theme and reports success', async () => {
    const onChange = vi.fn();
    const onApply = vi.fn();
    renderPicker({ onChange, onApply });
    await userEvent.clear(hexInput());
    await userEvent.type(hexInput(), '#11a983');
    expect(onChange).toHaveBeenLastCalledWith('#11A983');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ ok: true, hex: '#11A983' }));
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain('--primary');
  });

  it('an invalid hex shows the error, linked to the input, and Apply leaves the theme unchanged', async () => {
    const onApply = vi.fn();
    renderPicker({ onApply });
    await userEvent.clear(hexInput());
    await userEvent.type(hexInput(), '#12345G');
    expect(hexInput()).toHaveAttribute('aria-invalid', 'true');
    expect(hexInput()).toHaveAccessibleDescription('Enter a colour as #RRGGBB');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ok: false, hex: '#12345G', error: 'invalid' });
    expect(document.getElementById(THEME_STYLE_ID)).toBeNull();
  });

  it('shows the error on load for an invalid defaultValue', () => {
    renderPicker({ defaultValue: 'blue-ish' });
    expect(hexInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a colour as #RRGGBB')).toBeInTheDocument();
  });
});

describe('normaliseHex', () => {
  it('accepts #RGB and #RRGGBB with or without # and rejects the rest', () => {
    expect(normaliseHex('409eff')).toBe('#409EFF');
    expect(normaliseHex('#fff')).toBe('#FFFFFF');
    expect(normaliseHex('#12345G')).toBeNull();
    expect(normaliseHex('')).toBeNull();
    expect(normaliseHex('#1234')).toBeNull();
  });
});

describe('themeContrast', () => {
  it.each(['#FFFFFF', '#000000', '#FFFF00', '#409EFF'])('keeps text and UI at AA for %s', (hex) => {
    const light = themeContrast(hex);
    const dark = themeContrast(hex, 'dark');
    for (const c of [light, dark]) {
      expect(c.textRatio).toBeGreaterThanOrEqual(AA_TEXT);
      expect(c.uiRatio).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  it('says when the picked colour itself is too light for text', () => {
    expect(themeContrast('#FFFF00').brandPassesText).toBe(false);
    expect(themeContrast('#000000').brandPassesText).toBe(true);
  });
});
