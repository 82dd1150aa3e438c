/**
 * The rules of a menu entry both sides check (docs/screens.md, "Access"), beside the definition
 * (`resources/menu.ts`): its `url` must name a screen of the registry, which holds the definition.
 */
import { type MenuEntryFields, MENU_CODE_PATTERN, MENU_TIPS_MAX, isWebHref } from './resources/menu';
import { isScreenUrl } from './resources/registry';
import { characterCount, NAME_MAX } from './rules';
import { isMenuIcon } from './screens';

/**
 * One broken rule of a menu entry: the field, and what is wrong with it. `required` a blank name;
 * `tooLong` over `max` characters; `codePattern` a code outside {@link MENU_CODE_PATTERN};
 * `screenUrl` an `in` entry's `url` that is neither `''` (a group) nor one of `SCREEN_URLS` (the registry's);
 * `outUrl` an `out` entry with a `url`; `inHref` an `in` entry with an `href`; `href` an `out`
 * entry's address that is not {@link isWebHref}; `icon` an icon outside `MENU_ICONS` and not `''`.
 */
export interface MenuEntryProblem {
  field: keyof MenuEntryFields;
  problem: 'required' | 'tooLong' | 'codePattern' | 'screenUrl' | 'outUrl' | 'inHref' | 'href' | 'icon';
  max?: number;
}

/**
 * The rules of a menu entry both sides check (docs/screens.md, "Access"), in the order of the form:
 * the code, the names (1 to 30 characters, trimmed), the screen or the address, the icon, the tips
 * (at most 100). Texts are taken trimmed, as they are stored.
 * @returns every broken rule, first field first; `[]` when the entry is valid.
 */
export function menuEntryProblems(fields: MenuEntryFields): MenuEntryProblem[] {
  const problems: MenuEntryProblem[] = [];
  const code = fields.code.trim();
  if (!new RegExp(MENU_CODE_PATTERN).test(code)) {
    problems.push({ field: 'code', problem: code ? 'codePattern' : 'required' });
  }
  for (const field of ['nameZh', 'nameEn'] as const) {
    const name = fields[field].trim();
    if (!name) problems.push({ field, problem: 'required' });
    else if (characterCount(name) > NAME_MAX) problems.push({ field, problem: 'tooLong', max: NAME_MAX });
  }
  const url = fields.url.trim();
  const href = fields.href.trim();
  if (fields.type === 'in') {
    if (url !== '' && !isScreenUrl(url)) problems.push({ field: 'url', problem: 'screenUrl' });
    if (href !== '') problems.push({ field: 'href', problem: 'inHref' });
  } else {
    if (url !== '') problems.push({ field: 'url', problem: 'outUrl' });
    if (!href) problems.push({ field: 'href', problem: 'required' });
    else if (!isWebHref(href)) problems.push({ field: 'href', problem: 'href' });
  }
  const icon = fields.icon.trim();
  if (icon !== '' && !isMenuIcon(icon)) problems.push({ field: 'icon', problem: 'icon' });
  for (const field of ['menuTipsZh', 'menuTipsEn'] as const) {
    if (characterCount(fields[field].trim()) > MENU_TIPS_MAX) {
      problems.push({ field, problem: 'tooLong', max: MENU_TIPS_MAX });
    }
  }
  return problems;
}
