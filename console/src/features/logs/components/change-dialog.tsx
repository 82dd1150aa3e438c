import { operateLogResource, type RowOf } from '@workbench/contracts';
import { Badge, Dialog } from '@workbench/design-system';
import { useResourceText } from '../../../components/resource/resource-text';

type OperateLogRow = RowOf<typeof operateLogResource>;

/** A value of a logged row as text: JSON for objects, `—` for none. */
function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * An operate-log entry's row before and after, field by field, in a table whose changed fields
 * are marked in words (not by colour alone, WCAG 1.4.1). APG dialog (modal).
 */
export function ChangeDialog({ entry, onClose }: { entry: OperateLogRow; onClose: () => void }) {
  const rt = useResourceText(operateLogResource);
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={rt('compareTitle')}
      closeLabel={rt('close')}
      size="lg"
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{rt('compareTitle')}</caption>
          <thead>
            <tr className="border-b border-border text-start">
              <th scope="col" className="p-2 text-start">
                {rt('field')}
              </th>
              <th scope="col" className="p-2 text-start">
                {rt('before')}
              </th>
              <th scope="col" className="p-2 text-start">
                {rt('after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const changed = show(before[field]) !== show(after[field]);
              return (
                <tr key={field} className="border-b border-border align-top">
                  <th scope="row" className="p-2 text-start font-medium">
                    {field} {changed ? <Badge tone="primary">{rt('changed')}</Badge> : null}
                  </th>
                  <td className="p-2 break-all">{show(before[field])}</td>
                  <td className="p-2 break-all">{show(after[field])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
