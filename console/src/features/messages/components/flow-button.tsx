import { processListResource } from '@workbench/contracts';
import { Button } from '@workbench/design-system';
import { Stamp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useResourceText } from '../../../components/resource/resource-text';

// Loaded when a reminder's flow is first opened: the top bar carries this button on every page.
const FlowModal = lazy(() =>
  import('../../../components/flow-modal').then((module) => ({ default: module.FlowModal })),
);

/**
 * "Approval flow" for a reminder that links a workflow task: opens the flow modal of the task's
 * application (docs/screens.md, "Approval processes"), where the caller decides it when the task
 * is theirs. Closing the modal returns focus to this button (APG dialog).
 */
export function FlowButton({ taskId, title }: { taskId: number; title: string }) {
  const rt = useResourceText(processListResource);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a close runs the modal's own focus return.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={rt('openFlow', { title })}
        onPress={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Stamp aria-hidden="true" className="size-4" />
        {rt('flow')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <FlowModal target={open ? { taskId } : null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
