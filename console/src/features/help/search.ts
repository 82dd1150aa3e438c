/**
 * The help centre's content and its search (docs/behaviour.md, "Help centre"). The search is
 * literal: the query is split at white space into terms, and an article matches when each term
 * occurs, ignoring case, in its title, summary, steps, keywords or topic. No character is special:
 * `<b>`, `.*` or `%` are looked for as written, never read as markup or a pattern.
 */

/** A screen an article leads to: a console path (`/people_manage`) and its name in the article's language. */
export interface HelpLink {
  path: string;
  label: string;
}

/** One how-to: a short summary, the steps in order, the screens it uses, and words people may search for. */
export interface HelpArticle {
  id: string;
  title: string;
  summary: string;
  steps: string[];
  /** Other words for the task, searched but not shown. */
  keywords: string;
  links: HelpLink[];
}

/** A group of articles under a heading. */
export interface HelpTopic {
  id: string;
  title: string;
  articles: HelpArticle[];
}

/** The help centre's content in one language (`content/zh.json`, `content/en.json`). */
export interface HelpContent {
  topics: HelpTopic[];
}

/** The longest query searched, in characters (docs/behaviour.md, "Validation": search keywords). */
export const HELP_QUERY_MAX = 50;

/** The query's terms: split at white space, lower-cased; none for a blank query. */
export function queryTerms(query: string): string[] {
  return query.trim().toLocaleLowerCase().split(/\s+/u).filter(Boolean);
}

/** Whether every term occurs in one of `texts`, ignoring case (plain substring search, no pattern). */
function matchesAll(texts: readonly string[], terms: readonly string[]): boolean {
  const haystack = texts.join('\n').toLocaleLowerCase();
  return terms.every((term) => haystack.includes(term));
}

/**
 * The topics and articles that match `query` (see the module's TSDoc), in their order, topics
 * without a match left out; every topic and article for a blank query.
 */
export function searchHelp(content: HelpContent, query: string): HelpTopic[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return content.topics;
  return content.topics
    .map((topic) => ({
      ...topic,
      articles: topic.articles.filter((article) =>
        matchesAll(
          [
            topic.title,
            article.title,
            article.summary,
            article.keywords,
            ...article.steps,
            ...article.links.map((link) => link.label),
          ],
          terms,
        ),
      ),
    }))
    .filter((topic) => topic.articles.length > 0);
}

/** A piece of a text: `match` when it is an occurrence of a search term. */
export interface TextPiece {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into pieces at the occurrences of `terms` (ignoring case; where two overlap, the
 * earlier and then the longer wins), for marking them; one unmatched piece when none occurs.
 */
export function highlightPieces(text: string, terms: readonly string[]): TextPiece[] {
  const lower = text.toLocaleLowerCase();
  const pieces: TextPiece[] = [];
  let from = 0;
  // Lower-casing may change a string's length (rare letters): then mark nothing rather than wrongly.
  if (lower.length !== text.length || terms.length === 0) return [{ text, match: false }];
  while (from < text.length) {
    let start = -1;
    let length = 0;
    for (const term of terms) {
      const at = lower.indexOf(term, from);
      if (at !== -1 && (start === -1 || at < start || (at === start && term.length > length))) {
        start = at;
        length = term.length;
      }
    }
    if (start === -1) break;
    if (start > from) pieces.push({ text: text.slice(from, start), match: false });
    pieces.push({ text: text.slice(start, start + length), match: true });
    from = start + length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), match: false });
  return pieces;
}
