/**
 * Splits text into user-perceived characters (grapheme clusters) with `Intl.Segmenter`, so a CJK
 * extension character written as a surrogate pair (𠮷), a letter with a combining mark or a
 * family emoji each count as one. Falls back to `Array.from` (code points) where
 * `Intl.Segmenter` is missing.
 */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

export { graphemes };
