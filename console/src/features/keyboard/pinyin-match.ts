import { match } from 'pinyin-pro';

/** Han characters: a name holding one is also searched by its pinyin. */
const HAN = /\p{Script=Han}/u;

/**
 * Whether `text` matches what was typed (docs/behaviour.md, "Keyboard"): the query, trimmed and
 * without spaces, found in the text case-insensitively; or, for a Chinese text, its full pinyin
 * or its pinyin initials, whole or in part (`rygl`, `renyuanguanli`, `ry` and `guanli` find
 * 人员管理), by `pinyin-pro`'s `match`. An empty query matches everything.
 */
export function matchesQuery(text: string, query: string): boolean {
  const typed = query.replace(/\s+/g, '').toLowerCase();
  if (!typed) return true;
  if (text.replace(/\s+/g, '').toLowerCase().includes(typed)) return true;
  return HAN.test(text) && match(text, typed) !== null;
}
