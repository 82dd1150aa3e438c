import { expect, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './server';

/** The part of `@guidepup/virtual-screen-reader`'s `virtual` that the journeys call. */
interface VirtualScreenReader {
  start(options: { container: Element }): Promise<void>;
  spokenPhraseLog(): Promise<string[]>;
}

declare global {
  interface Window {
    /** The virtual screen reader, put on every document of the page by {@link Transcript.listenTo}. */
    virtual: VirtualScreenReader;
    /** The live regions shown since the document loaded, as said ({@link collectShownRegions}). */
    shownRegions: string[];
  }
}

/**
 * The browser build of the virtual screen reader (an ES module) as a classic script that sets
 * `window.virtual`: an init script runs before the page's own scripts and is not subject to the
 * page's Content Security Policy, which allows no inline script.
 */
function readerScript(): string {
  const file = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js');
  const source = readFileSync(file, 'utf8');
  const exported = /export\s*\{\s*[\w$]+ as Virtual\s*,\s*([\w$]+) as virtual\s*\};/;
  if (!exported.test(source)) throw new Error(`${file} no longer ends with the export of \`virtual\``);
  return `(() => {\n${source.replace(exported, 'window.virtual = $1;')}\n})();`;
}

/**
 * What the virtual screen reader does not say: it announces changes inside live regions already on
 * the page, but not a region that appears. Screen readers do announce an `alert` that is added or
 * shown (Core-AAM 1.2: the alert event), and a live region whose `aria-hidden` is lifted (React
 * Aria's toasts rely on this); both are collected here, on `window.shownRegions`, in the same
 * words (`assertive: …`, `polite: …`). A `status` added with its text is not said, as by screen
 * readers, nor is a region inside another live region (the reader says those itself). Runs in
 * the page, as an init script.
 */
function collectShownRegions(): void {
  const said: string[] = [];
  Object.assign(window, { shownRegions: said });
  // A region hidden and shown again with the same words (a modal dialog hides the rest of the
  // page from assistive technologies while it is open) is said once.
  const last = new WeakMap<Element, string>();
  const live = '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]';
  const report = (element: Element, added: boolean) => {
    const regions = [...(element.matches(live) ? [element] : []), ...element.querySelectorAll(live)];
    for (const region of regions) {
      const politeness =
        region.getAttribute('aria-live') ?? (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
      const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || politeness === 'off' || region.closest('[aria-hidden="true"]')) continue;
      if (region.parentElement?.closest(live)) continue;
      if (added && region.getAttribute('role') !== 'alert') continue;
      if (last.get(region) === text) continue;
      last.set(region, text);
      said.push(`${politeness}: ${text}`);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') {
        for (const node of record.addedNodes) if (node instanceof Element) report(node, true);
      } else if (record.target instanceof Element && record.oldValue === 'true') {
        if (record.target.getAttribute('aria-hidden') !== 'true') report(record.target, false);
      }
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-hidden'],
    attributeOldValue: true,
  });
}

/** Where the committed transcripts live (docs/architecture.md, "Tests"). */
export const TRANSCRIPTS_DIR = path.join(ROOT, 'docs/a11y/transcripts');

/**
 * Replaces what varies between runs in a spoken phrase: date-times, and the totals and unread
 * counts that other journeys sharing the server change (people added, reminders read).
 */
export function normalise(phrase: string): string {
  return phrase
    .replace(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/g, '<time>')
    .replace(/共 [\d,]+ 条/g, '共 <total> 条')
    .replace(/ of [\d,]+\b/g, ' of <total>')
    .replace(/\d+ 条未读/g, '<count> 条未读')
    .replace(/\b\d+ unread\b/g, '<count> unread');
}

/** One step of a journey: what the person does, and what the reader says meanwhile. */
interface Step {
  /** What the person does, for the transcript. */
  title: string;
  /** The keys pressed or the focus moved, and waits for the page's answer. */
  act: () => Promise<void>;
  /** Phrases that must be said (exact text, or a pattern) before the step is over, in any order. */
  hear?: (string | RegExp)[];
  /** Whether focus may be on the body afterwards: only right after a page loads. @default false */
  bodyFocus?: boolean;
}

/**
 * A screen-reader journey: the virtual screen reader of `@guidepup/virtual-screen-reader` reads
 * the live DOM of a real Chromium page while Playwright's keyboard drives it, and records what
 * is spoken (focus changes and live-region announcements). Each {@link Transcript.step} waits
 * for the phrases it expects, checks that focus is not on the body, and adds what was said to the
 * transcript; {@link Transcript.check} compares the whole transcript with its committed file.
 */
export class Transcript {
  private readonly lines: string[] = [];
  /** How many phrases of the reader's log, and of the shown regions, are in the transcript. */
  private heard = { reader: 0, shown: 0 };

  constructor(
    private readonly page: Page,
    private readonly name: string,
  ) {}

  /** Puts the reader on every document the page loads; call before the first navigation. */
  static async listenTo(page: Page, name: string): Promise<Transcript> {
    await page.addInitScript(`${readerScript()}\n(${collectShownRegions.toString()})();`);
    return new Transcript(page, name);
  }

  /** Starts the reader on the document now shown (after a page load), over its whole body. */
  async start(title: string): Promise<void> {
    await this.page.evaluate(() => window.virtual.start({ container: document.body }));
    this.heard = { reader: 0, shown: 0 };
    await this.step({ title, act: async () => {}, hear: ['document'], bodyFocus: true });
  }

  /** Runs one step; returns what was said during it. */
  async step({ title, act, hear = [], bodyFocus = false }: Step): Promise<string[]> {
    await act();
    let said: string[] = [];
    let next = this.heard;
    await expect
      .poll(
        async () => {
          const { reader, shown } = await this.page.evaluate(async () => ({
            reader: await window.virtual.spokenPhraseLog(),
            shown: [...window.shownRegions],
          }));
          said = onceEach([...reader.slice(this.heard.reader), ...shown.slice(this.heard.shown)]);
          next = { reader: reader.length, shown: shown.length };
          return hear.filter((phrase) => !said.some((line) => matches(line, phrase)));
        },
        {
          message: `${title}: still not heard (so far: ${JSON.stringify(said)}); the transcript until then:\n${this.text()}`,
        },
      )
      .toEqual([]);
    this.heard = next;
    if (!bodyFocus) {
      const focused = await this.page.evaluate(() => document.activeElement?.tagName ?? 'none');
      expect(focused, `${title}: focus fell to the page`).not.toMatch(/^(BODY|none)$/);
    }
    this.lines.push(`> ${title}`, ...said.map((line) => `  ${normalise(line)}`));
    return said;
  }

  /** The transcript as committed: one line per step, then the phrases said, indented. */
  text(): string {
    return `${this.lines.join('\n')}\n`;
  }

  /**
   * Compares the transcript with `docs/a11y/transcripts/<name>.txt`; with `UPDATE_TRANSCRIPTS=1`
   * writes it instead (CONTRIBUTING.md), so a change in what is heard shows in a diff.
   */
  check(): void {
    const file = path.join(TRANSCRIPTS_DIR, `${this.name}.txt`);
    if (process.env.UPDATE_TRANSCRIPTS === '1') {
      mkdirSync(TRANSCRIPTS_DIR, { recursive: true });
      writeFileSync(file, this.text());
      return;
    }
    expect(existsSync(file), `${file} is missing: run with UPDATE_TRANSCRIPTS=1 to write it`).toBe(true);
    expect(this.text(), `what is heard differs from ${file} (UPDATE_TRANSCRIPTS=1 rewrites it)`).toBe(
      readFileSync(file, 'utf8'),
    );
  }
}

/**
 * Drops a live region's words said again in the same step: the virtual reader says an atomic region
 * again on any attribute change inside it, and a region it says may also be one that was shown.
 */
function onceEach(phrases: string[]): string[] {
  const announced = new Set<string>();
  return phrases.filter((phrase) => {
    const words = /^(polite|assertive): (.*)$/.exec(phrase)?.[2];
    if (words === undefined) return true;
    if (announced.has(words)) return false;
    announced.add(words);
    return true;
  });
}

function matches(line: string, phrase: string | RegExp): boolean {
  return typeof phrase === 'string' ? line === phrase : phrase.test(line);
}
