import type { ScreenUrl } from '@workbench/contracts';
import { useSnapshot } from 'valtio';
import { useLeftMenuList, type MenuEntry } from '../../../api/menus';
import { sessionStore } from '../../../stores/session';

/** The first entry of a menu tree whose `url` is `url`, depth first. */
function entryOf(entries: readonly MenuEntry[], url: string): MenuEntry | undefined {
  for (const entry of entries) {
    const found = entry.url === url ? entry : entryOf(entry.children ?? [], url);
    if (found) return found;
  }
  return undefined;
}

/**
 * The address of the screen a menu `url` names (`/<code>`, docs/behaviour.md, "Routes"), from the
 * menu tree granted to the person (the sidebar's call, so no further request); `null` while the
 * tree is loading or when the person may not open that screen, so no link leads to a refusal.
 */
export function useScreenHref(url: ScreenUrl): string | null {
  const { appId, token } = useSnapshot(sessionStore);
  const { data } = useLeftMenuList(token ? (appId ?? '1') : undefined);
  const entry = entryOf(data ?? [], url);
  return entry ? `/${entry.code}` : null;
}
