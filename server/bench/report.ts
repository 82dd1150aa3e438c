/**
 * The benchmarks page, `docs/benchmarks.md`, is written in sections, one per benchmark (and per
 * database engine), so that a run that measures only some of them keeps the others' last figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const PAGE = new URL('../../docs/benchmarks.md', import.meta.url);

const HEADER = `# Benchmarks

Written by \`pnpm bench\` (\`server/bench/\`), one section per benchmark; a run rewrites the sections
it measured. Seconds depend on the machine; the ratios to the baselines measured in the same run
are what to compare between runs.
`;

/** The sections; one missing from the page is added at its end. */
export type SectionId = 'load-pglite' | 'load-postgres' | 'people-list' | 'data-table';

/**
 * Replaces section `id` of docs/benchmarks.md with `markdown` (which starts with its own `##`
 * heading), between HTML comments that mark it, leaving the other sections as they were.
 */
export function writeSection(id: SectionId, markdown: string): void {
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const block = `${start}\n\n${markdown.trim()}\n\n${end}`;
  const old = existsSync(PAGE) ? readFileSync(PAGE, 'utf8') : '';
  const page = old.includes('<!-- bench:') ? old : HEADER;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${page.slice(0, from)}${block}${page.slice(to + end.length)}`
      : `${page.trimEnd()}\n\n${block}\n`;
  writeFileSync(PAGE, next);
}
