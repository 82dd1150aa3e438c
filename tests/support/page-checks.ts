import { expect, type Page } from '@playwright/test';

/**
 * Accessibility checks that axe does not make, run IN a page that is already loaded (no navigation,
 * no new page): reflow, text spacing, target size, forced colours and reduced motion. Each returns
 * the problems it finds as strings (element, then measurement) and never throws on a finding, so one
 * visit can report every problem of every check together. They know nothing of Storybook or of the
 * console: the story audit (a11y/stories.a11y.spec.ts) and the screens' audit call them alike.
 *
 * Elements are named as `tag[role]"accessible text"` (aria-label, else the first 40 characters of
 * their text); measurements are CSS px. A check lists at most {@link LIMIT} problems, then how many
 * more it found.
 */

/** The most problems one check lists for one page (the rest are counted). */
const LIMIT = 12;

type Check = 'reflow' | 'spacing' | 'target' | 'forced' | 'motion' | 'focus' | 'layout' | 'text';

/**
 * The one function evaluated in the page: the shared helpers and every check, so that each check is
 * one `page.evaluate` round trip and the helpers exist once. Playwright serialises it whole;
 * everything it uses is declared inside it.
 */
function inPage({ check, limit, css = '' }: { check: Check; limit: number; css?: string }): string[] {
  const problems: string[] = [];
  let more = 0;
  const report = (problem: string) => {
    if (problems.length < limit) problems.push(problem);
    else more += 1;
  };

  const name = (element: Element): string => {
    const role = element.getAttribute('role');
    const label = element.getAttribute('aria-label') ?? element.getAttribute('title');
    const text = (label ?? (element as HTMLElement).innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    // Ids that React or React Aria generate change from run to run: left out.
    const id = element.id && !/react-aria|_r_|[:«]/.test(element.id) ? `#${element.id}` : '';
    const slot = element.getAttribute('data-slot');
    return `${element.localName}${id}${role ? `[role=${role}]` : ''}${slot ? `[data-slot=${slot}]` : ''}${
      text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : ''
    }`;
  };
  const px = (value: number) => Math.round(value * 10) / 10;

  /** Hidden from sight: no box, not rendered, `visibility: hidden`, or the 1 x 1 px clipped box of sr-only text. */
  const invisible = (element: Element): boolean => {
    if (element.getClientRects().length === 0) return true;
    // Laid out but not rendered: inside a closed <details> (its content is content-visibility:
    // hidden) or another skipped subtree.
    if (!element.checkVisibility()) return true;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') return true;
    const box = element.getBoundingClientRect();
    return box.width <= 1 && box.height <= 1;
  };
  /** Visually hidden but read by screen readers (sr-only, VisuallyHidden), or inside such an element. */
  const visuallyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if ((style.overflow === 'hidden' || style.overflow === 'clip') && box.width <= 1 && box.height <= 1) return true;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const visibleElements = (): Element[] =>
    [...document.body.querySelectorAll('*')].filter(
      (element) => !(element instanceof SVGElement && element.localName !== 'svg') && !invisible(element),
    );
  const FOCUSABLE =
    'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
  const labelled = (element: Element): boolean =>
    (element.getAttribute('aria-label') ?? '').trim() !== '' ||
    (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .some((id) => (document.getElementById(id)?.textContent ?? '').trim() !== '');

  if (check === 'reflow') {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width + 1)
      report(`the document scrolls horizontally: ${px(scrollWidth)} px of content in a ${px(width)} px viewport`);
    const past = new Set<Element>();
    const scrollers = new Set<Element>();
    for (const element of visibleElements()) {
      const box = element.getBoundingClientRect();
      if (box.right <= width + 1) continue;
      // The nearest ancestor that scrolls sideways owns the overflow: fine when a keyboard user can
      // reach and scroll it and it has a name (SC 1.4.10 allows two-dimensional scrolling regions
      // such as data tables; SC 2.1.1 needs them operable by keyboard).
      let scroller: Element | null = null;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          scroller = node;
          break;
        }
      }
      if (scroller) {
        // A scroller itself past the edge is reported as such.
        if (scroller.getBoundingClientRect().right <= width + 1) scrollers.add(scroller);
        continue;
      }
      past.add(element);
    }
    for (const scroller of scrollers) {
      // Reached when it is a tab stop itself, or when focus moves into it (and the browser scrolls
      // the focused element into view). A scroller that is a tab stop needs a name, for a screen
      // reader to say what took focus; one whose content takes focus is named by that content.
      const stop = (scroller as HTMLElement).tabIndex >= 0;
      const reachable = stop || scroller.querySelector(FOCUSABLE) !== null;
      const faults = [
        reachable ? '' : 'not reachable by keyboard',
        stop && !labelled(scroller) ? 'a tab stop with no name' : '',
      ].filter(Boolean);
      if (faults.length === 0) continue;
      report(
        `${name(scroller)} scrolls sideways (${px(scroller.scrollWidth)} px of content in ${px(scroller.clientWidth)} px) but is ${faults.join(' and ')}`,
      );
    }
    // Name the outermost elements only: their descendants are past the edge because they are.
    for (const element of past) {
      if (element.parentElement && past.has(element.parentElement)) continue;
      const box = element.getBoundingClientRect();
      report(
        `${name(element)} ends ${px(box.right - width)} px past the viewport's right edge (${px(box.left)} to ${px(box.right)} of ${px(width)} px)`,
      );
    }
  }

  if (check === 'spacing') {
    const spacing = document.head.appendChild(document.createElement('style'));
    spacing.textContent = css;
    for (const element of visibleElements()) {
      const style = getComputedStyle(element);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      const overX = clipsX ? element.scrollWidth - element.clientWidth : 0;
      const overY = clipsY ? element.scrollHeight - element.clientHeight : 0;
      if (overX <= 1 && overY <= 1) continue;
      if (visuallyHidden(element)) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = false;
      for (let node = walker.nextNode(); node && !text; node = walker.nextNode())
        text =
          (node.textContent ?? '').trim() !== '' && node.parentElement !== null && !visuallyHidden(node.parentElement);
      if (!text) continue;
      // Truncation by design (one line ending in an ellipsis) loses nothing when the element also
      // carries its full text as its name or title: SC 1.4.12 asks that no content or function is
      // lost, and a screen reader, a tooltip or the title still give all of it.
      if (style.textOverflow === 'ellipsis') {
        const full = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        const alt = [element, element.parentElement].flatMap((node) =>
          node ? [node.getAttribute('title'), node.getAttribute('aria-label')] : [],
        );
        if (alt.some((value) => value !== null && value.replace(/\s+/g, ' ').trim() === full)) continue;
      }
      report(
        `${name(element)} cuts off its text (overflow ${style.overflowX} / ${style.overflowY}): content ${px(element.scrollWidth)} x ${px(
          element.scrollHeight,
        )} px in a ${px(element.clientWidth)} x ${px(element.clientHeight)} px box`,
      );
    }
    spacing.remove();
  }

  if (check === 'target') {
    const SELECTOR =
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], [role=option], [role=checkbox], [role=switch], [role=radio], [role=treeitem]';
    interface Target {
      element: Element;
      box: DOMRect;
    }
    const targets: Target[] = [];
    const seen = new Set<Element>();
    for (const candidate of document.body.querySelectorAll(SELECTOR)) {
      if (candidate.matches(':disabled, [aria-disabled=true]')) continue; // not a target while it cannot be activated
      // A visually hidden native input (RAC's checkbox, radio and switch) is hit through its label.
      let element: Element = candidate;
      if (visuallyHidden(candidate)) {
        const label = candidate.closest('label');
        if (!label || visuallyHidden(label)) continue;
        element = label;
      }
      if (seen.has(element) || invisible(element)) continue;
      seen.add(element);
      // Exception "inline": a link inside a sentence is sized by the line it sits in.
      if (element.localName === 'a' && getComputedStyle(element).display === 'inline') {
        const block = element.parentElement;
        const own = [...(block?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (own) continue;
      }
      targets.push({ element, box: element.getBoundingClientRect() });
    }
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const small = (box: DOMRect) => box.width < 24 - 0.01 || box.height < 24 - 0.01;
    for (const target of targets) {
      if (!small(target.box)) continue;
      // Exception "spacing" of SC 2.5.8: a 24 px circle centred on the undersized target meets no
      // other target and no other undersized target's circle. Nested targets are one target.
      const c = centre(target.box);
      const clash = targets.find((other) => {
        if (other === target || other.element.contains(target.element) || target.element.contains(other.element))
          return false;
        if (small(other.box)) {
          const o = centre(other.box);
          return Math.hypot(o.x - c.x, o.y - c.y) < 24;
        }
        const dx = Math.max(other.box.left - c.x, 0, c.x - other.box.right);
        const dy = Math.max(other.box.top - c.y, 0, c.y - other.box.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (clash)
        report(
          `${name(target.element)} is ${px(target.box.width)} x ${px(target.box.height)} px, under 24 x 24, and its 24 px circle meets ${name(clash.element)}`,
        );
    }
  }

  if (check === 'forced') {
    // What the page draws of an element and its visible descendants, read under forced colours:
    // Chromium computes the forced values (system colours, no box-shadow, no background gradient),
    // so equal signatures mean the states look the same to the user.
    const PROPERTIES = [
      'color',
      'background-color',
      'background-image',
      'border-top-style',
      'border-top-width',
      'border-top-color',
      'border-right-style',
      'border-right-width',
      'border-bottom-style',
      'border-bottom-width',
      'border-bottom-color',
      'border-left-style',
      'border-left-width',
      'outline-style',
      'outline-width',
      'outline-color',
      'text-decoration-line',
      'opacity',
      'fill',
      'stroke',
      'stroke-dasharray',
      'mask-image',
    ];
    // A background forced to Canvas looks like no background at all.
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.backgroundColor = 'Canvas';
    const canvas = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const look = (element: Element): string =>
      [element, ...element.querySelectorAll('*')]
        .filter((node) => !invisible(node) && !visuallyHidden(node))
        .map((node) => {
          const style = getComputedStyle(node);
          const values = PROPERTIES.map((property) => {
            const value = style.getPropertyValue(property);
            if (property !== 'background-color') return value;
            return value === canvas || /rgba\(.*, 0\)$/.test(value) ? 'Canvas' : value;
          });
          // A checkbox or radio the platform draws (its own appearance) shows its state itself, in
          // system colours under forced colours; no computed style tells that state apart.
          const native =
            node instanceof HTMLInputElement && /^(checkbox|radio)$/.test(node.type) && style.appearance !== 'none'
              ? `[${node.checked ? 'checked' : node.indeterminate ? 'mixed' : 'unchecked'}]`
              : '';
          return `${node.localName}${native}{${values.join(';')}}`;
        })
        .join('');
    /** The element that shows the state: a visually hidden input shows it through its label. */
    const shown = (element: Element): Element =>
      visuallyHidden(element) ? (element.closest('label') ?? element) : element;
    const STATES: { on: string; off: string }[] = [
      { on: '[role=tab][aria-selected=true]', off: '[role=tab]:not([aria-selected=true])' },
      { on: '[role=option][aria-selected=true]', off: '[role=option]:not([aria-selected=true])' },
      { on: '[role=treeitem][aria-selected=true]', off: '[role=treeitem]:not([aria-selected=true])' },
      { on: '[role=row][aria-selected=true]', off: '[role=row]:not([aria-selected=true])' },
      { on: '[role=gridcell][aria-selected=true]', off: '[role=gridcell]:not([aria-selected=true])' },
      { on: '[aria-current]:not([aria-current=false])', off: ':not([aria-current]), [aria-current=false]' },
      { on: '[aria-checked=true], [aria-checked=mixed]', off: '[aria-checked=false]' },
      { on: '[aria-pressed=true]', off: '[aria-pressed=false]' },
      // Only a checkbox shows `:indeterminate`; a radio of a group with none checked matches it too.
      {
        on: 'input:checked, input[type=checkbox]:indeterminate',
        off: 'input:not(:checked):not([type=checkbox]:indeterminate)',
      },
    ];
    for (const { on, off } of STATES) {
      for (const selected of document.body.querySelectorAll(on)) {
        if (invisible(shown(selected))) continue;
        // The nearest unselected element of the same kind (role, tag and type), searched outwards
        // through the selected one's ancestors.
        const kind = `${selected.localName}${selected.getAttribute('role') ? `[role="${selected.getAttribute('role')}"]` : ''}${
          selected.getAttribute('type') ? `[type="${selected.getAttribute('type')}"]` : ''
        }`;
        let sibling: Element | undefined;
        for (let scope = selected.parentElement; scope && !sibling; scope = scope.parentElement) {
          sibling = [...scope.querySelectorAll(kind)].find(
            (candidate) =>
              candidate !== selected &&
              candidate.matches(off) &&
              !candidate.contains(selected) &&
              !invisible(shown(candidate)),
          );
          if (scope === document.body) break;
        }
        if (!sibling) continue;
        if (look(shown(selected)) === look(shown(sibling)))
          report(
            `${name(shown(selected))} (${on.split(',')[0]}) looks the same as ${name(shown(sibling))} under forced colours`,
          );
      }
    }

    // Chart series (shapes marked `data-series`, the series' index) in one figure: a shape of one
    // series must not look like a shape of the same kind (tag) of another series.
    const SERIES = ['fill', 'stroke', 'stroke-dasharray', 'background-image', 'border-top-style'];
    const shapes = new Map<Element, { kind: string; series: string; look: string }[]>();
    for (const shape of document.body.querySelectorAll('[data-series]')) {
      if (invisible(shape)) continue;
      const chart = shape.closest('figure') ?? document.body;
      const style = getComputedStyle(shape);
      const entry = {
        kind: shape.localName,
        series: shape.getAttribute('data-series') ?? '',
        // Colour alone does not count: SVG keeps its author colours under forced colours, but
        // telling series apart must not rest on them (WCAG 1.4.1).
        look: SERIES.map((property) =>
          style.getPropertyValue(property).replace(/^(rgba?|oklch|oklab|color)\(.*\)$/, 'a colour'),
        ).join(';'),
      };
      const known = shapes.get(chart) ?? [];
      const twin = known.find(
        (other) => other.kind === entry.kind && other.series !== entry.series && other.look === entry.look,
      );
      if (twin)
        report(
          `${entry.kind} of series ${entry.series} looks the same as series ${twin.series} in ${name(chart)} under forced colours`,
        );
      shapes.set(chart, [...known, entry]);
    }
  }

  if (check === 'focus') {
    const focused = document.activeElement;
    // A container that script focused and that keeps Tab (an open menu, tabindex -1) is not a
    // keyboard focus stop: its items show focus once the arrow keys move to them.
    if (focused && focused !== document.body && (focused as HTMLElement).tabIndex >= 0) {
      // The ring is on the element, or (inputFocusRing) on the group around a focused input.
      let ringed = false;
      for (
        let node: Element | null = focused, depth = 0;
        node && depth < 3 && !ringed;
        node = node.parentElement, depth += 1
      ) {
        const style = getComputedStyle(node);
        ringed = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      }
      if (!ringed)
        report(
          `${name(focused)} has keyboard focus but no outline under forced colours (box-shadow: ${getComputedStyle(focused).boxShadow})`,
        );
    }
  }

  if (check === 'motion') {
    const seconds = (value: string) =>
      value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part)));
    const LONGEST = 0.01;
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const duration = typeof timing?.duration === 'number' ? timing.duration / 1000 : 0;
      if (duration <= LONGEST && timing?.iterations !== Infinity) continue;
      if (timing?.iterations === Infinity && duration === 0) continue;
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const what =
        animation instanceof CSSAnimation
          ? `the animation ${animation.animationName}`
          : animation instanceof CSSTransition
            ? `a transition of ${animation.transitionProperty}`
            : 'a script animation';
      report(
        `${target ? name(target) : 'the document'} runs ${what} of ${px(duration)} s${
          timing?.iterations === Infinity ? ', repeated forever' : ''
        } (${animation.playState})`,
      );
    }
    for (const element of visibleElements()) {
      const style = getComputedStyle(element);
      const animation = style.animationName !== 'none' ? Math.max(...seconds(style.animationDuration)) : 0;
      const transition = style.transitionProperty !== 'none' ? Math.max(...seconds(style.transitionDuration)) : 0;
      if (animation > LONGEST)
        report(`${name(element)} declares animation ${style.animationName} of ${px(animation)} s`);
      if (transition > LONGEST)
        report(`${name(element)} declares a transition of ${style.transitionProperty} for ${px(transition)} s`);
    }
  }

  if (check === 'layout' || check === 'text') {
    /** The text nodes of `root` a person sees: not in an invisible or visually hidden element. */
    // Whether an element's text is seen, once per element: cells and buttons share their text's
    // ancestors, and each answer walks up to the body.
    const seen = new Map<Element, boolean>();
    const shows = (element: Element): boolean => {
      let answer = seen.get(element);
      if (answer === undefined) {
        answer = !element.closest('script, style, template') && !invisible(element) && !visuallyHidden(element);
        seen.set(element, answer);
      }
      return answer;
    };
    const visibleTexts = (root: Element): Text[] => {
      const texts: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && (node.textContent ?? '').trim() !== '' && shows(parent)) texts.push(node as Text);
      }
      return texts;
    };
    /**
     * How many lines the visible text of `root` takes: the line boxes of its text (a range's client
     * rects, one per line fragment), those whose vertical middles lie within half a line of each
     * other counted as one line. Text side by side (two buttons in a row) is one line; a word broken
     * after each character is as many lines as characters.
     */
    const lines = (root: Element): number => {
      const middles: { middle: number; height: number }[] = [];
      for (const text of visibleTexts(root)) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects())
          if (rect.width > 0 && rect.height > 0)
            middles.push({ middle: rect.top + rect.height / 2, height: rect.height });
      }
      middles.sort((a, b) => a.middle - b.middle);
      let count = 0;
      let last = -Infinity;
      for (const { middle, height } of middles) {
        if (middle - last > height / 2) count += 1;
        last = middle;
      }
      return count;
    };
    const visibleText = (root: Element) =>
      visibleTexts(root)
        .map((text) => text.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();

    if (check === 'layout') {
      // (a) A cell that holds one token (a code, a date or time, an amount or number, a state or a
      // short label, or nothing but button and link labels) is one line (docs/behaviour.md, "Lists").
      const TOKEN = [
        // A code, number, amount, date, account or single word: no space inside, Latin script.
        /^[^\s\p{Script=Han}]{1,48}$/u,
        // A date and time, an amount with its symbol apart, a number with its unit.
        /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/,
        /^[-−]?[¥$€£]\s?[\d,]+(\.\d+)?$/,
        /^[\d,.]+\s?[%\p{Script=Han}A-Za-z]{0,3}$/u,
        // A state or short label in Chinese: at most six characters.
        /^[\p{Script=Han}\p{P}\d]{1,6}$/u,
        // A state or short label in English: at most three words.
        /^[A-Za-z][\w'-]*( [\w'-]+){0,2}$/,
      ];
      const CONTROLS = 'button, [role=button], a[href], [role=link]';
      for (const cell of document.body.querySelectorAll(
        '[role=gridcell], [role=rowheader], [role=columnheader], [role=cell], td, th',
      )) {
        if (invisible(cell) || visuallyHidden(cell)) continue;
        const text = visibleText(cell);
        if (text === '') continue;
        const controls = [...cell.querySelectorAll(CONTROLS)].filter((control) => !invisible(control));
        // Only controls: their labels (every text is inside one of them).
        const onlyControls =
          controls.length > 0 && visibleTexts(cell).every((node) => controls.some((control) => control.contains(node)));
        const token = onlyControls || TOKEN.some((pattern) => pattern.test(text));
        if (!token) continue;
        const count = lines(cell);
        if (count > 1)
          report(
            `${name(cell)} holds ${onlyControls ? 'button or link labels' : 'a single token'} but takes ${count} lines (${px(
              cell.getBoundingClientRect().width,
            )} px wide)`,
          );
      }

      // (b) No button is taller than one line of its text.
      for (const button of document.body.querySelectorAll('button, [role=button]')) {
        if (invisible(button) || visuallyHidden(button)) continue;
        const count = lines(button);
        if (count > 1)
          report(
            `${name(button)} wraps its label over ${count} lines (${px(button.getBoundingClientRect().width)} x ${px(
              button.getBoundingClientRect().height,
            )} px)`,
          );
      }
    }

    if (check === 'text') {
      // (c) No developer text: JSON, epoch milliseconds, a camelCase key, an HTTP method and path.
      const DEVELOPER: [RegExp, string][] = [
        [/\{\s*"[^"]*"\s*:/, 'JSON'],
        [/(?<![\d.,-])\d{12,13}(?![\d.,])/, 'epoch milliseconds'],
        [/(?<![\w/.:#@-])[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+(?![\w/.-])/, 'a camelCase key'],
        [/\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/[\w./{}:-]*/, 'an HTTP method and path'],
      ];
      const found = new Map<string, { kind: string; elements: Element[] }>();
      for (const text of visibleTexts(document.body)) {
        // An identifier the page marks as data (`translate="no"`, a secret's prefix) may be any letters.
        if (text.parentElement?.closest('[translate="no"]')) continue;
        const content = text.textContent ?? '';
        let json = false;
        for (const [pattern, kind] of DEVELOPER) {
          const match = pattern.exec(content);
          // A key inside JSON is named with the JSON, not again on its own.
          if (!match || (json && kind === 'a camelCase key')) continue;
          json ||= kind === 'JSON';
          const key = `${kind}\u0000${match[0]}`;
          const entry = found.get(key) ?? { kind, elements: [] };
          entry.elements.push(text.parentElement as Element);
          found.set(key, entry);
        }
      }
      // One problem per text found, however often it shows (a column of routes names them once).
      for (const [key, { kind, elements }] of found) {
        const [, match] = key.split('\u0000');
        report(
          `${kind} "${match}" shows in ${name(elements[0] as Element)}${
            elements.length > 1 ? ` and ${elements.length - 1} more` : ''
          }`,
        );
      }
    }
  }

  if (more > 0) problems.push(`… and ${more} more`);
  return problems;
}

/**
 * SC 1.4.10 Reflow (and 2.1.1 Keyboard) at the page's current viewport, meant for 320 CSS px wide:
 * the document does not scroll sideways, and no visible element ends past the viewport's right edge
 * unless it lies in an element that scrolls sideways itself (overflow-x auto or scroll), which a
 * keyboard reaches (it holds something focusable, or it is a tab stop itself, then named by
 * aria-label or aria-labelledby). Only the outermost element past the edge is named.
 *
 * @returns the problems found, one string each; empty when the page reflows.
 */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(inPage, { check: 'reflow' as const, limit: LIMIT });
}

/**
 * The text-spacing style of SC 1.4.12 Text Spacing, forced on every element while the check runs
 * (user stylesheet's `!important`): line height 1.5, letter spacing 0.12 em, word spacing 0.16 em,
 * paragraph spacing 2 em.
 */
const TEXT_SPACING_CSS =
  '*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * SC 1.4.12 Text Spacing: with {@link TEXT_SPACING_CSS} injected, every visible element that hides
 * its overflow (overflow hidden or clip, on x or y) and holds text must not have content more than
 * 1 px larger than its box (scrollWidth / scrollHeight against clientWidth / clientHeight). Left out:
 * visually hidden text (sr-only: read, not seen), and an element truncated with `text-overflow:
 * ellipsis` whose full text is also its (or its parent's) `title` or `aria-label`, since no content
 * is lost. The style is removed before it returns, so the page is as it was.
 *
 * @returns the problems found, one string each, naming the element and its content and box sizes.
 */
export function textSpacingProblems(page: Page): Promise<string[]> {
  return page.evaluate(inPage, { check: 'spacing' as const, limit: LIMIT, css: TEXT_SPACING_CSS });
}

/**
 * SC 2.5.8 Target Size (Minimum): every visible, enabled target (button, link, input, select,
 * textarea, summary and the roles button, link, tab, menuitem(checkbox|radio), option, checkbox,
 * switch, radio, treeitem; a visually hidden input counts as its label) is at least 24 x 24 CSS px,
 * or is spaced as the criterion's exception allows: a 24 px circle centred on it meets neither
 * another target nor another undersized target's circle. A link inline in a sentence is excepted, as
 * the criterion does. Disabled controls are not targets.
 *
 * @returns the problems found, one string each, naming the target, its size and the target it meets.
 */
export function targetSizeProblems(page: Page): Promise<string[]> {
  return page.evaluate(inPage, { check: 'target' as const, limit: LIMIT });
}

/**
 * Forced colours (Windows High Contrast; SC 1.4.1 Use of Color, 1.4.11 Non-text Contrast, 2.4.7
 * Focus Visible), with `forced-colors: active` emulated:
 * - every selected, current, checked or pressed element (`aria-selected=true` tab, option, tree
 *   item, row or cell; `aria-current`, which covers the pager's page and the sidebar's entry;
 *   `aria-checked`; `aria-pressed`; `:checked`) looks different from the nearest unselected element of
 *   the same kind: the computed styles of the element and its visible descendants (which Chromium
 *   reports after forcing, so colours are system colours and box-shadow is gone) must differ in
 *   something forced colours keep: border, outline, text decoration, weight, an icon shown or
 *   hidden, a system colour pair such as Highlight / HighlightText;
 * - the shapes of a chart's series (`data-series="<index>"`, within one `<figure>`) differ from one
 *   series to another (fill, stroke, dashes: a pattern, not colour alone, WCAG 1.4.1);
 * - keyboard focus (one Tab from where focus is) shows an outline on the element or its group:
 *   box-shadow rings do not count, as forced colours remove them.
 * Emulation is reset to `forced-colors: none` before it returns; focus is left where Tab put it.
 *
 * @returns the problems found, one string each.
 */
export async function forcedColorsProblems(page: Page): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    // The switch starts colour transitions (`transition-colors`, however short under reduced
    // motion): until they end, computed styles give the colours they start from. Ending them at
    // once costs nothing and leaves the colours the switch leads to.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    });
    const states = await page.evaluate(inPage, { check: 'forced' as const, limit: LIMIT });
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(inPage, { check: 'focus' as const, limit: LIMIT });
    return [...states, ...focus];
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}

/**
 * SC 2.3.3 Animation from Interactions, with `prefers-reduced-motion: reduce` already set on the
 * context or emulated by the caller: no animation (Web Animations of the document, CSS or script)
 * lasts more than 0.01 s or repeats forever, and no visible element declares an
 * `animation-duration` (with an animation name) or `transition-duration` (with a property) above
 * 0.01 s. Pseudo-elements are not read; the foundation's reduced-motion rule covers them with the
 * elements.
 *
 * @returns the problems found, one string each, naming the element, the animation and its length.
 */
export function motionProblems(page: Page): Promise<string[]> {
  return page.evaluate(inPage, { check: 'motion' as const, limit: LIMIT });
}

/**
 * The console's layout at the page's current viewport (docs/behaviour.md, "Lists"): a table cell
 * (`gridcell`, `rowheader`, `columnheader`, `cell`, `td`, `th`) whose visible text is one token (a
 * code, number, amount, date or time, a state or a short label: no space in Latin script, up to
 * three English words, up to six Chinese characters) or only the labels of its buttons and links
 * takes one line; no button's label takes more than one line. Lines are counted from the text's
 * line boxes (a range's client rects, grouped by their vertical middle), so text side by side is
 * one line however tall its box; visually hidden text is not read.
 *
 * @returns the problems found, one string each: the cell or button, its line count and width.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(inPage, { check: 'layout' as const, limit: LIMIT });
}

/**
 * No developer text on the page (docs/behaviour.md, "Layout"): no visible text holds JSON
 * (`{"key":`), epoch milliseconds (12 or 13 digits standing alone), a camelCase key as a word of
 * its own (`startTime`, `shareUuid`; not inside a path or an address, not `iPhone` or `macOS`), or
 * an HTTP method and path (`POST /share-system/...`). Visually hidden text is not read, nor an
 * identifier marked `translate="no"` (a `code` cell: a secret's random prefix may read as camelCase).
 *
 * @returns the problems found, one per distinct text: its kind, the text, the first element that
 *   shows it and how many more do.
 */
export function developerTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(inPage, { check: 'text' as const, limit: LIMIT });
}

/** Playwright's default viewport, where screens load and axe runs. */
export const DESKTOP = { width: 1280, height: 720 };
/** A 1280 x 1024 screen at 400% zoom (SC 1.4.10 Reflow), where text spacing (SC 1.4.12) is tightest too. */
export const ZOOM_400 = { width: 320, height: 256 };
/** The same screen at 200% (SC 1.4.4 Resize Text), where target sizes (SC 2.5.8) are read. */
export const ZOOM_200 = { width: 640, height: 480 };
/** The desktop a reviewer sits at, where the layout check reads the console first. */
export const LAPTOP = { width: 1440, height: 900 };
/** A tablet held upright, where the layout check reads the console again. */
export const TABLET = { width: 768, height: 1024 };

/**
 * Resizes the viewport and waits two frames: what the page measures on resize (a table's scroll
 * region, the top bar's container queries) has rendered when the checks read it.
 */
async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/**
 * What `check` finds once the page has settled after a resize: what lays itself out again after a
 * debounce (a chart redrawn for its new width 50 ms after its container's size changed) is
 * checked again, polled for up to `timeout` ms (5 s by default); a problem that stays is answered.
 */
async function settled(check: () => Promise<string[]>, timeout = 5_000): Promise<string[]> {
  try {
    await expect.poll(check, { intervals: [100, 250, 500, 1_000], timeout }).toEqual([]);
    return [];
  } catch {
    return check();
  }
}

/**
 * Every check of this module on a console page as it is loaded, each at the viewport it needs:
 * motion (with `prefers-reduced-motion: reduce` emulated for it), then reflow and text spacing at {@link ZOOM_400}, reflow and target size at
 * {@link ZOOM_200}, the layout at {@link LAPTOP} and {@link TABLET} in the other colour scheme and
 * then the page's own, and forced colours back at {@link DESKTOP} (last, as it presses Tab). The
 * page is resized, not loaded again. Run it after axe: forced colours moves focus.
 *
 * @returns every problem found, each prefixed with its check's name.
 */
export async function pageCheckProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const report = (check: string, found: string[]) => problems.push(...found.map((problem) => `${check}: ${problem}`));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Transitions started before (the colour scheme switched back by the axe audit) run out first.
  report('motion', await settled(() => motionProblems(page)));
  await page.emulateMedia({ reducedMotion: null });
  await resize(page, ZOOM_400);
  report('reflow 320 px', await settled(() => reflowProblems(page)));
  report('text spacing', await settled(() => textSpacingProblems(page)));
  await resize(page, ZOOM_200);
  report('reflow 640 px', await settled(() => reflowProblems(page)));
  report('target size', await settled(() => targetSizeProblems(page)));
  // The layout at a desktop and a tablet, each in both colour schemes (the page's own last), each
  // problem named once with where it shows; developer text once, as no size changes the words.
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const layout = new Map<string, string[]>();
  let textRead = false;
  for (const viewport of [LAPTOP, TABLET]) {
    // A resize lays out the whole console again (about 0.4 s on a loaded machine); a scheme does not
    // change where lines break, so both are read at each size.
    await resize(page, viewport);
    const schemes = dark ? (['light', 'dark'] as const) : (['dark', 'light'] as const);
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      if (!textRead) report('developer text', await developerTextProblems(page));
      textRead = true;
      // Line breaks follow the new width at once (CSS); what a script lays out again on resize
      // (the drawer below 992 px) has a second to settle, at the first scheme only, so a page that
      // fails at every size still reports in seconds.
      const found =
        colorScheme === schemes[0] ? await settled(() => layoutProblems(page), 1_000) : await layoutProblems(page);
      for (const problem of found)
        layout.set(problem, [...(layout.get(problem) ?? []), `${viewport.width} px ${colorScheme}`]);
    }
  }
  for (const [problem, where] of layout) problems.push(`layout (${where.join(', ')}): ${problem}`);
  await resize(page, DESKTOP);
  report('forced colours', await forcedColorsProblems(page));
  return problems;
}
