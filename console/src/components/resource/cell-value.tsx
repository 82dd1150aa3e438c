import { type ColumnFormat, isLocalised } from '@workbench/contracts';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { formatTimestamp } from '../../lib/format';
import { settingsStore } from '../../stores/settings';

/** How {@link useCellValue} shows an image: its accessible name. */
export interface CellValueOptions {
  /** The image's alternative text (the row's name). @default '' */
  imageAlt?: string;
}

/** The name of an item of a list value in `language`: its `name`, `title` or `label`, or `nameZh` / `nameEn`. */
function itemName(item: unknown, language: 'zh' | 'en'): string | undefined {
  if (typeof item !== 'object' || item === null)
    return typeof item === 'string' || typeof item === 'number' ? String(item) : undefined;
  const record = item as Record<string, unknown>;
  const named = record[language === 'en' ? 'nameEn' : 'nameZh'] ?? record['name'] ?? record['title'] ?? record['label'];
  return typeof named === 'string' && named ? named : undefined;
}

/**
 * Shows a value of a resource's row as its list does (docs/behaviour.md, "Formats and limits";
 * docs/screens.md, "Log manage"), by the column's `format`: an epoch-ms `time` as
 * `yyyy-MM-dd HH:mm:ss`, a `date` as given, a `code` as given and marked `translate="no"`, a `number` in the reader's digit grouping, `money` as CNY in the reader's language, `flag` as yes or no, `image` as
 * a small image, `list` joined, `position` counted from 1. As `text`, a `{zh, en}` pair shows in
 * the reader's language, a list its items joined (items named by their `name`, `title`, `label` or
 * name in the reader's language, else their number), a boolean as yes or no; never JSON.
 * @returns `null` for no value (null, undefined or '').
 */
export function useCellValue(): (value: unknown, format?: ColumnFormat, options?: CellValueOptions) => ReactNode {
  const t = useT();
  const intl = useIntl();
  const { language } = useSnapshot(settingsStore);
  return useCallback(
    (value: unknown, format: ColumnFormat = 'text', { imageAlt = '' }: CellValueOptions = {}): ReactNode => {
      if (value === null || value === undefined || value === '') return null;
      const join = (items: readonly unknown[]) => items.map(String).join(t('resource.listSeparator'));
      switch (format) {
        case 'time':
          return <span className="tabular-nums">{formatTimestamp(Number(value))}</span>;
        case 'date':
          return <span className="tabular-nums">{String(value)}</span>;
        case 'code':
          // An identifier is data, not words: a page translator leaves it alone (HTML `translate`).
          return <span translate="no">{String(value)}</span>;
        case 'number':
          return <span className="tabular-nums">{intl.formatNumber(Number(value))}</span>;
        case 'money':
          return (
            <span className="tabular-nums">
              {intl.formatNumber(Number(value), { style: 'currency', currency: 'CNY' })}
            </span>
          );
        case 'flag':
          return t(value === 'Y' ? 'resource.yes' : 'resource.no');
        case 'image':
          return <img src={String(value)} alt={imageAlt} className="size-10 rounded-sm border border-border" />;
        case 'list':
          return Array.isArray(value) ? join(value) : String(value);
        case 'position':
          return <span className="tabular-nums">{intl.formatNumber(Number(value) + 1)}</span>;
        default: {
          const shown = isLocalised(value) ? value[language] : value;
          if (typeof shown === 'boolean') return t(shown ? 'resource.yes' : 'resource.no');
          if (Array.isArray(shown)) {
            const names = shown.map((item) => itemName(item, language));
            return names.every((name) => name !== undefined)
              ? join(names)
              : t('resource.itemCount', { count: shown.length });
          }
          if (typeof shown === 'object') {
            const entries = Object.entries(shown as Record<string, unknown>).map(
              ([key, item]) => `${key}${t('resource.pairSeparator')}${itemName(item, language) ?? ''}`,
            );
            return entries.join(t('resource.listSeparator'));
          }
          return String(shown);
        }
      }
    },
    [t, intl, language],
  );
}
