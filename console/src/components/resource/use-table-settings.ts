import { type ResourceDefinition, type TableSettings, tableSettingsPaths } from '@workbench/contracts';
import { DEFAULT_TABLE_SETTINGS, type DataTableSettings } from '@workbench/design-system';
import { useEffect, useRef } from 'react';
import { api, useApi } from '../../lib/api-client';

/** How long a run of changes (a width typed digit by digit, steps held down) waits before it is saved, in ms. */
export const SAVE_DELAY_MS = 400;

/** What {@link useTableSettings} gives a list screen. */
export interface TableSettingsState {
  /** The person's settings of the list, or its defaults (also while they load). */
  settings: DataTableSettings;
  /** Whether the saved settings are still loading (the Columns control waits). */
  isLoading: boolean;
  /** Shows `next` at once and saves it on the server after {@link SAVE_DELAY_MS}. */
  change: (next: DataTableSettings) => void;
  /** Forgets the saved settings: the list shows as its definition says. */
  reset: () => void;
}

/**
 * The signed-in person's column settings of `definition`'s list (docs/behaviour.md, "Lists",
 * column settings), kept on the server per account and list (`tableSettingsPaths`), so they follow
 * the person to another browser. A change shows at once (SWR's cache, without a fetch) and is
 * saved shortly after; a refused save shows the server's message (the API client) and the saved
 * settings come back.
 */
export function useTableSettings(definition: ResourceDefinition): TableSettingsState {
  const body = { view: definition.name };
  const { data, isLoading, mutate } = useApi<TableSettings | null>(tableSettingsPaths.get, body);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; settings: DataTableSettings } | null>(null);

  const save = async (settings: DataTableSettings) => {
    try {
      await api<TableSettings | null>(tableSettingsPaths.save, {
        ...body,
        columns: settings.columns,
        density: settings.density,
      });
    } catch {
      // The API client has shown why; show what the server keeps.
      await mutate();
    }
  };

  // A change still waiting when the list closes is saved then, not lost.
  useEffect(
    () => () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      void save(waiting.settings);
    },
    // `save` reads only the view, fixed for the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definition.name],
  );

  return {
    settings: data ?? DEFAULT_TABLE_SETTINGS,
    isLoading,
    change: (next) => {
      void mutate({ columns: [...next.columns], density: next.density }, { revalidate: false });
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = {
        settings: next,
        timer: setTimeout(() => {
          pending.current = null;
          void save(next);
        }, SAVE_DELAY_MS),
      };
    },
    reset: () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      void mutate(null, { revalidate: false });
      void api(tableSettingsPaths.reset, body).catch(() => mutate());
    },
  };
}
