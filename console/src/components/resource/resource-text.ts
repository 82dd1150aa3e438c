import type { ResourceDefinition } from '@workbench/contracts';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { settingsStore } from '../../stores/settings';

/**
 * The texts of `definition` in the current language, by message id (docs/architecture.md,
 * "Resources": a definition carries its own words, so they load with its screen). `{name}`
 * placeholders take `values[name]`; a definition's texts use no other ICU syntax. An unknown id
 * reads as itself, which a test would catch on screen.
 */
export function useResourceText(
  definition: ResourceDefinition,
): (id: string, values?: Record<string, string | number>) => string {
  const { language } = useSnapshot(settingsStore);
  return useCallback(
    (id: string, values?: Record<string, string | number>) => {
      const text = (definition.messages[language] as Record<string, string>)[id] ?? id;
      return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
    },
    [definition, language],
  );
}
