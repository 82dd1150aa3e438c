import { describe, expect, it } from 'vitest';
import en from './content/en.json';
import zh from './content/zh.json';
import { highlightPieces, queryTerms, searchHelp, type HelpContent } from './search';

const CONTENT: Record<'zh' | 'en', HelpContent> = { zh, en };

const ids = (content: HelpContent) => content.topics.flatMap((topic) => topic.articles.map((article) => article.id));

describe('the help content (docs/behaviour.md, "Help centre")', () => {
  it('has the same twenty articles, topics and screens in Chinese and English', () => {
    expect(ids(zh)).toHaveLength(20);
    expect(new Set(ids(zh)).size).toBe(20);
    expect(ids(en)).toEqual(ids(zh));
    expect(en.topics.map((topic) => topic.id)).toEqual(zh.topics.map((topic) => topic.id));
    const paths = (content: HelpContent) =>
      content.topics.flatMap((topic) => topic.articles.map((article) => article.links.map((link) => link.path)));
    expect(paths(en)).toEqual(paths(zh));
  });

  it('gives every article a summary, steps and at least one console path to open', () => {
    for (const content of Object.values(CONTENT)) {
      for (const article of content.topics.flatMap((topic) => topic.articles)) {
        expect(article.title && article.summary, article.id).toBeTruthy();
        expect(article.steps.length, article.id).toBeGreaterThanOrEqual(2);
        expect(article.links.length, article.id).toBeGreaterThan(0);
        for (const link of article.links) expect(link.path, article.id).toMatch(/^\/[A-Za-z][\w-]*$/);
      }
    }
  });
});

describe('searchHelp', () => {
  const titles = (content: HelpContent, query: string) =>
    searchHelp(content, query).flatMap((topic) => topic.articles.map((article) => article.title));

  it('finds 重置密码 by its words, and English by words in any order and case', () => {
    expect(titles(zh, '重置密码')).toEqual(['重置密码']);
    expect(titles(en, 'PASSWORD reset')).toEqual(['Reset a password']);
  });

  it('searches the steps, keywords and topic titles too', () => {
    expect(titles(zh, '忘记密码')).toEqual(['重置密码']);
    expect(titles(en, 'Alt+Shift+T')).toEqual(['Work faster with the keyboard']);
    expect(titles(zh, '审批').length).toBeGreaterThan(2);
  });

  it('shows everything for a blank query', () => {
    expect(searchHelp(zh, '   ')).toBe(zh.topics);
  });

  it('takes HTML and pattern characters literally: nothing matches them by accident', () => {
    for (const query of ['<b>', '.*', '.', '(', '[a-z]', '\\', '%', '^$', '*']) {
      for (const content of Object.values(CONTENT)) {
        const haystack = JSON.stringify(content).toLocaleLowerCase();
        const found = titles(content, query);
        // A character that occurs in the text is found where it occurs, and nowhere else.
        if (!haystack.includes(query.toLocaleLowerCase())) expect(found, query).toEqual([]);
      }
    }
    expect(titles(en, 'e.g.')).toEqual([]);
    expect(titles(zh, '%')).toEqual(['搜索和筛选列表']);
  });
});

describe('queryTerms and highlightPieces', () => {
  it('split a query at white space, lower-cased', () => {
    expect(queryTerms('  Reset   PASSWORD ')).toEqual(['reset', 'password']);
    expect(queryTerms('')).toEqual([]);
  });

  it('mark each occurrence of each term, ignoring case, and keep the text whole', () => {
    const pieces = highlightPieces('Reset a password; a Password reset.', ['password', 'reset']);
    expect(pieces.map((piece) => piece.text).join('')).toBe('Reset a password; a Password reset.');
    expect(pieces.filter((piece) => piece.match).map((piece) => piece.text)).toEqual([
      'Reset',
      'password',
      'Password',
      'reset',
    ]);
  });

  it('mark markup-like text as text, and nothing when no term occurs', () => {
    expect(highlightPieces('a <b> tag', ['<b>'])).toEqual([
      { text: 'a ', match: false },
      { text: '<b>', match: true },
      { text: ' tag', match: false },
    ]);
    expect(highlightPieces('重置密码', ['导出'])).toEqual([{ text: '重置密码', match: false }]);
  });
});
