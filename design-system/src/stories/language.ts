/**
 * The language a story writes its texts in: the Storybook toolbar's `locale` global (`zh-CN` or
 * `en`, .storybook/preview.tsx). Ladle passes no story context, so its stories read Chinese, the
 * console's default language.
 */
function storyLanguage(context?: { globals?: Record<string, unknown> }): 'zh' | 'en' {
  return context?.globals?.locale === 'en' ? 'en' : 'zh';
}

export { storyLanguage };
