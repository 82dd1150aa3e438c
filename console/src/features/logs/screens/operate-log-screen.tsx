import { operateLogResource, type RowOf } from '@workbench/contracts';
import { useState } from 'react';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { ChangeDialog } from '../components/change-dialog';

/**
 * The operate log (menu `url` `operateLog`, docs/screens.md "Log manage"): filtered by person,
 * action, resource and time range; each row opens its before/after comparison. `embedded` shows
 * it inside another screen (log manage's tabs).
 */
export default function OperateLogScreen({ title, embedded = false }: { title: string; embedded?: boolean }) {
  const rt = useResourceText(operateLogResource);
  const [shown, setShown] = useState<RowOf<typeof operateLogResource> | null>(null);
  return (
    <>
      <ResourceListScreen
        definition={operateLogResource}
        title={title}
        embedded={embedded}
        rowActions={(entry) => [
          {
            id: 'compare',
            label: rt('compare'),
            accessibleLabel: rt('compareNamed', { id: entry.id }),
            onAction: () => setShown(entry),
          },
        ]}
      />
      {shown ? <ChangeDialog entry={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}
