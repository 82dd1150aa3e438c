import { describe, expect, it } from 'vitest';
import { THEME_STYLE_ID, applyTheme, resetTheme } from './apply-theme';

/** The little of `Document` that applyTheme touches; the tokens package runs its tests without a DOM. */
function fakeDocument() {
  const elements = new Map<
    string,
    { id: string; textContent: string; attrs: Record<string, string>; remove(): void }
  >();
  const doc = {
    getElementById: (id: string) => elements.get(id) ?? null,
    createElement: () => {
      const el = {
        id: '',
        textContent: '',
        attrs: {} as Record<string, string>,
        setAttribute(name: string, value: string) {
          el.attrs[name] = value;
        },
        remove: () => elements.delete(el.id),
      };
      return el;
    },
    head: { append: (el: { id: string }) => elements.set(el.id, el as never) },
  };
  return { doc: doc as unknown as Document, elements };
}

describe('applyTheme', () => {
  it('writes the colour CSS of the brand into one style element and replaces it on the next call', () => {
    const { doc, elements } = fakeDocument();
    applyTheme({ primary: '#e11d48' }, doc, 'abc');
    const style = elements.get(THEME_STYLE_ID);
    expect(style?.textContent).toContain('/* Brand oklch(0.5858 0.222 17.58) */');
    expect(style?.textContent).toContain('@media (forced-colors: active)');
    expect(style?.attrs.nonce).toBe('abc');

    applyTheme({ primary: '#409EFF' }, doc);
    expect(elements.size).toBe(1);
    expect(elements.get(THEME_STYLE_ID)?.textContent).toContain('/* Brand oklch(0.6898 0.1678 252.18) */');

    resetTheme(doc);
    expect(elements.size).toBe(0);
  });

  it('throws for a non-colour and leaves the current theme in place', () => {
    const { doc, elements } = fakeDocument();
    applyTheme({ primary: '#409EFF' }, doc);
    expect(() => applyTheme({ primary: 'not a colour' }, doc)).toThrow(TypeError);
    expect(elements.get(THEME_STYLE_ID)?.textContent).toContain('252.18');
  });
});
