import { describe, expect, it } from 'vitest';
import { themeCss, tokensCss } from './css';
import { SEMANTIC_TOKENS, createTheme } from './semantic';

describe('tokensCss', () => {
  const css = tokensCss();

  it('puts light on :root, dark on data-theme="dark" and on the system preference unless light is chosen', () => {
    expect(css).toContain(':root, [data-theme="light"] {\n  color-scheme: light;');
    expect(css).toContain(':root[data-theme="dark"], [data-theme="dark"] {\n  color-scheme: dark;');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n {2}:root:not\(\[data-theme="light"\]\) \{/);
  });

  it('emits the type scale with the CJK system font stack', () => {
    expect(css).toMatch(
      /--wb-font-sans: [^;]*"PingFang SC"[^;]*"Microsoft YaHei"[^;]*"Noto Sans CJK SC"[^;]*sans-serif/,
    );
    expect(css).toContain('--wb-text-sm: 0.875rem;');
  });

  it('follows the brand it is given', () => {
    expect(tokensCss(createTheme({ primary: '#e11d48' }))).toContain('/* Brand oklch(0.5858 0.222 17.58) */');
  });
});

describe('themeCss', () => {
  const css = themeCss();

  it('maps every semantic token to a Tailwind colour', () => {
    for (const token of SEMANTIC_TOKENS) expect(css).toContain(`--color-${token}: var(--${token});`);
  });

  it('removes the default palette so only semantic colours exist', () => {
    expect(css).toContain('--color-*: initial;');
  });

  it('maps radius, fonts, type and shadows, and declares the dark variant', () => {
    expect(css).toContain('--radius-md: var(--wb-radius-md);');
    expect(css).toContain('--font-sans: var(--wb-font-sans);');
    expect(css).toContain('--text-sm--line-height: var(--wb-leading-sm);');
    expect(css).toContain('--shadow-md: var(--wb-shadow-md);');
    expect(css).toContain('@custom-variant dark {');
    expect(css).toMatch(/^@theme inline \{/m);
  });
});
