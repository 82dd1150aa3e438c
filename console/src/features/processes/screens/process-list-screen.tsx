import { processListResource, type FlowBody, type RowOf } from '@workbench/contracts';
import { useCallback, useState } from 'react';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { FlowModal } from '../../../components/flow-modal';
import { DocumentSelect } from '../components/document-select';

const editors = { documentId: DocumentSelect };

/**
 * Applications (menu `url` `processList`, docs/screens.md, "Approval processes"): the resource
 * (submitting is its add, with a linked document picked in {@link DocumentSelect}), each row
 * opening its flow in {@link FlowModal}.
 */
export default function ProcessListScreen({ title }: { title: string }) {
  const rt = useResourceText(processListResource);
  const [target, setTarget] = useState<FlowBody | null>(null);
  const rowActions = useCallback(
    (row: RowOf<typeof processListResource>) => [
      {
        id: 'flow',
        label: rt('flow'),
        accessibleLabel: rt('openFlow', { title: row.title }),
        onAction: () => setTarget({ id: row.id }),
      },
    ],
    [rt],
  );
  return (
    <>
      <ResourceListScreen definition={processListResource} title={title} rowActions={rowActions} editors={editors} />
      <FlowModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
