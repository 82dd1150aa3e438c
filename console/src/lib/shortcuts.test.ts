import {
  comboKeys,
  isCharacterKeyShortcut,
  isTypingTarget,
  matchesShortcut,
  shortcut,
  SHORTCUTS,
  widgetScopeOf,
} from './shortcuts';

const press = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('the shortcut registry (docs/behaviour.md, "Keyboard")', () => {
  it('holds each shortcut once, each with keys and a message', () => {
    const ids = SHORTCUTS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of SHORTCUTS) {
      expect(entry.keys.length).toBeGreaterThan(0);
      expect(entry.label).toMatch(/^keys\./);
    }
    // Only the palette fires while typing.
    expect(SHORTCUTS.filter((entry) => 'inFields' in entry && entry.inFields).map((entry) => entry.id)).toEqual([
      'palette',
    ]);
  });

  it('opens the palette on Ctrl+K, and on Cmd+K on macOS only', () => {
    const palette = shortcut('palette');
    expect(matchesShortcut(press({ code: 'KeyK', key: 'k', ctrlKey: true }), palette, false)).toBe(true);
    expect(matchesShortcut(press({ code: 'KeyK', key: 'k', metaKey: true }), palette, true)).toBe(true);
    expect(matchesShortcut(press({ code: 'KeyK', key: 'k', metaKey: true }), palette, false)).toBe(false);
    expect(matchesShortcut(press({ code: 'KeyK', key: 'k', ctrlKey: true }), palette, true)).toBe(false);
    expect(matchesShortcut(press({ code: 'KeyK', key: 'K', ctrlKey: true, shiftKey: true }), palette, false)).toBe(
      false,
    );
    expect(matchesShortcut(press({ code: 'KeyK', key: 'k' }), palette, false)).toBe(false);
  });

  it('reopens a tag on Alt+Shift+T by the physical key, whatever Alt types', () => {
    const reopen = shortcut('reopenTag');
    expect(matchesShortcut(press({ code: 'KeyT', key: 'ˇ', altKey: true, shiftKey: true }), reopen, true)).toBe(true);
    expect(matchesShortcut(press({ code: 'KeyT', key: 'T', altKey: true, shiftKey: true }), reopen, false)).toBe(true);
    expect(matchesShortcut(press({ code: 'KeyT', key: 't', altKey: true }), reopen, false)).toBe(false);
    expect(
      matchesShortcut(press({ code: 'KeyT', key: 'T', altKey: true, shiftKey: true, ctrlKey: true }), reopen, false),
    ).toBe(false);
  });

  it('opens the sheet on the typed ?, Shift or not', () => {
    const sheet = shortcut('shortcuts');
    expect(matchesShortcut(press({ code: 'Slash', key: '?', shiftKey: true }), sheet, false)).toBe(true);
    expect(matchesShortcut(press({ code: 'Minus', key: '?' }), sheet, false)).toBe(true);
    expect(matchesShortcut(press({ code: 'Slash', key: '/' }), sheet, false)).toBe(false);
    expect(matchesShortcut(press({ code: 'Slash', key: '?', ctrlKey: true, shiftKey: true }), sheet, false)).toBe(
      false,
    );
  });

  it('tells the single-character shortcuts that can be turned off (WCAG 2.2 SC 2.1.4)', () => {
    const characterKeys = SHORTCUTS.filter((entry) => isCharacterKeyShortcut(entry)).map((entry) => entry.id);
    // `?` alone; Space, arrows and the modifier combinations are not character keys.
    expect(characterKeys).toEqual(['shortcuts']);
  });

  it('prints keys for each platform', () => {
    expect(comboKeys({ code: 'KeyK', mod: true }, false)).toEqual(['Ctrl', 'K']);
    expect(comboKeys({ code: 'KeyK', mod: true }, true)).toEqual(['⌘', 'K']);
    expect(comboKeys({ code: 'KeyT', alt: true, shift: true }, false)).toEqual(['Alt', 'Shift', 'T']);
    expect(comboKeys({ key: 'F10', shift: true }, false)).toEqual(['Shift', 'F10']);
    expect(comboKeys({ key: 'ArrowLeft' }, false)).toEqual(['←']);
    expect(comboKeys({ key: ' ' }, false)).toEqual(['Space']);
  });

  it('tells fields that take typing from other controls', () => {
    const make = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(isTypingTarget(make('<input type="text">'))).toBe(true);
    expect(isTypingTarget(make('<input>'))).toBe(true);
    expect(isTypingTarget(make('<input type="search">'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select></select>'))).toBe(true);
    const editable = make('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not compute isContentEditable.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(make('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(make('<button>OK</button>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('finds the widget that has focus', () => {
    document.body.innerHTML = `
      <div id="tags"><button id="tag">Tag</button></div>
      <nav id="menu"><a id="link" href="/x">X</a></nav>
      <div role="grid"><span id="cell">1</span></div>
      <div role="treegrid"><span id="node">n</span></div>
      <button id="plain">Plain</button>`;
    const at = (id: string) => widgetScopeOf(document.getElementById(id));
    expect(at('tag')).toBe('tagBar');
    expect(at('link')).toBe('sidebar');
    expect(at('cell')).toBe('grid');
    expect(at('node')).toBe('tree');
    expect(at('plain')).toBeNull();
  });
});
