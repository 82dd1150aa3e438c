import { comparedFields, type ComparedField, operateLogResource, type RowOf } from '@workbench/contracts';
import { Badge, Dialog } from '@workbench/design-system';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useCellValue } from '../../../components/resource/cell-value';
import { useResourceText } from '../../../components/resource/resource-text';
import { settingsStore } from '../../../stores/settings';

type OperateLogRow = RowOf<typeof operateLogResource>;

/** The field `key` of a logged row (`undefined` when the row is none). */
function fieldOf(row: unknown, key: string): unknown {
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
}

/**
 * An operate-log entry's row before and after, field by field (docs/screens.md, "Log manage"):
 * the fields and their order, labels and formats come from the resource's definition
 * (`comparedFields` of the contracts), values shown as its list shows them, ids and internal keys
 * left out, a field the definition no longer has shown by its key and marked. Changed and removed
 * fields are marked in words, not by colour alone (WCAG 1.4.1). APG dialog (modal).
 */
export function ChangeDialog({ entry, onClose }: { entry: OperateLogRow; onClose: () => void }) {
  const rt = useResourceText(operateLogResource);
  const { language } = useSnapshot(settingsStore);
  const cellValue = useCellValue();
  const lines = comparedFields(entry.resource, entry.before, entry.after, language);
  // A field is marked changed only where there are two rows to compare (not an add, a delete or a refusal).
  const compared = [entry.before, entry.after].every((row) => typeof row === 'object' && row !== null);
  const show = (line: ComparedField, value: unknown): ReactNode =>
    line.word?.(value) ?? cellValue(value, line.format, { imageAlt: line.label }) ?? '—';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={rt('compareTitle')}
      closeLabel={rt('close')}
      size="lg"
    >
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{rt('nothingShown')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{rt('compareTitle')}</caption>
            <thead>
              <tr className="border-b border-border text-start">
                <th scope="col" className="p-2 text-start whitespace-nowrap">
                  {rt('field')}
                </th>
                <th scope="col" className="p-2 text-start whitespace-nowrap">
                  {rt('before')}
                </th>
                <th scope="col" className="p-2 text-start whitespace-nowrap">
                  {rt('after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const before = fieldOf(entry.before, line.key);
                const after = fieldOf(entry.after, line.key);
                const changed = compared && JSON.stringify(before ?? null) !== JSON.stringify(after ?? null);
                return (
                  <tr key={line.key} className="border-b border-border align-top">
                    <th scope="row" className="p-2 text-start font-medium">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className={line.removed ? 'break-all' : 'whitespace-nowrap'}>{line.label}</span>{' '}
                        {line.removed ? <Badge tone="warning">{rt('removedField')}</Badge> : null}{' '}
                        {changed ? <Badge tone="primary">{rt('changed')}</Badge> : null}
                      </span>
                    </th>
                    <td className="p-2 break-words">{show(line, before)}</td>
                    <td className="p-2 break-words">{show(line, after)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
