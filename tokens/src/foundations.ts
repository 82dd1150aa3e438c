/**
 * Corner radii (CSS lengths). Emitted as `--wb-radius-<name>`; Tailwind `rounded-<name>`.
 * Small radii follow the platform's existing look (4 px controls).
 */
export const radius = {
  xs: '0.125rem',
  sm: '0.1875rem',
  md: '0.25rem',
  lg: '0.375rem',
  xl: '0.5rem',
} as const;

/**
 * Spacing. `unit` is Tailwind's `--spacing` (so `p-4` is 4 units = 1 rem = 16 px); `space` names
 * common gaps; `layout` holds the console's fixed chrome sizes. Emitted as `--wb-spacing`,
 * `--wb-space-<name>` and `--wb-<layout-name>` (CSS lengths).
 */
export const spacing = {
  unit: '0.25rem',
  space: {
    '2xs': '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    '2xl': '2rem',
    '3xl': '3rem',
  },
  layout: {
    'sidebar-width': '16rem',
    'sidebar-rail-width': '4rem',
    'topbar-height': '3.125rem',
    'tagbar-height': '2.125rem',
  },
} as const;

/**
 * Font stacks. Latin system fonts first so Latin glyphs keep their metrics, then the Simplified
 * Chinese system fonts of macOS/iOS (PingFang SC), Windows (Microsoft YaHei) and Linux/Android
 * (Noto Sans CJK SC / Source Han Sans SC). No web font is downloaded.
 * Emitted as `--wb-font-sans` and `--wb-font-mono`; Tailwind `font-sans`, `font-mono`.
 */
export const fontFamily = {
  sans: [
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    '"Helvetica Neue"',
    'Arial',
    '"PingFang SC"',
    '"Hiragino Sans GB"',
    '"Microsoft YaHei"',
    '"Noto Sans CJK SC"',
    '"Source Han Sans SC"',
    '"WenQuanYi Micro Hei"',
    'sans-serif',
    '"Apple Color Emoji"',
    '"Segoe UI Emoji"',
  ].join(', '),
  mono: [
    'ui-monospace',
    'SFMono-Regular',
    'Menlo',
    'Consolas',
    '"Liberation Mono"',
    '"Noto Sans Mono CJK SC"',
    'monospace',
  ].join(', '),
} as const;

/**
 * Type scale: `[font-size, line-height]` in rem. Line heights are at least 1.5 because CJK
 * glyphs fill the em box and need more leading than Latin (W3C "Requirements for Chinese Text
 * Layout"), and WCAG 1.4.12 expects text to survive 1.5 spacing.
 * Emitted as `--wb-text-<name>` / `--wb-leading-<name>`; Tailwind `text-<name>`.
 */
export const fontSize = {
  xs: ['0.75rem', '1.125rem'],
  sm: ['0.875rem', '1.375rem'],
  base: ['1rem', '1.625rem'],
  lg: ['1.125rem', '1.75rem'],
  xl: ['1.25rem', '1.875rem'],
  '2xl': ['1.5rem', '2.125rem'],
  '3xl': ['1.875rem', '2.5rem'],
} as const satisfies Record<string, readonly [string, string]>;

/** Font weights (unitless). CJK system fonts ship 400, 500 and 600. Tailwind `font-<name>`. */
export const fontWeight = {
  normal: '400',
  medium: '500',
  semibold: '600',
} as const;

/**
 * Elevation: box-shadow templates where `{c}` is the mode's shadow colour (see `ModeTheme.shadowColour`).
 * Emitted per mode as `--wb-shadow-<name>`; Tailwind `shadow-<name>`.
 */
export const shadow = {
  xs: '0 1px 2px 0 {c}',
  sm: '0 1px 3px 0 {c}, 0 1px 2px -1px {c}',
  md: '0 4px 6px -1px {c}, 0 2px 4px -2px {c}',
  lg: '0 10px 15px -3px {c}, 0 4px 6px -4px {c}',
  xl: '0 20px 25px -5px {c}, 0 8px 10px -6px {c}',
} as const;

/**
 * Motion: durations in ms and easing curves. Every duration becomes 0 ms under
 * `prefers-reduced-motion: reduce` (WCAG 2.3.3). Emitted as `--wb-duration-<name>` and
 * `--wb-ease-<name>`; Tailwind's default transition duration and easing use `fast` and `standard`.
 */
export const motion = {
  duration: {
    fast: 120,
    normal: 200,
    slow: 300,
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

/**
 * Stacking order (unitless z-index). Emitted as `--wb-z-<name>`; use as `z-(--wb-z-dropdown)`.
 */
export const zIndex = {
  base: 0,
  raised: 10,
  sticky: 100,
  sidebar: 200,
  topbar: 300,
  dropdown: 1000,
  overlay: 1100,
  modal: 1200,
  popover: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;
