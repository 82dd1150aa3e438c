import {
  cbdPaths,
  CODES,
  processListResource,
  processPaths,
  type Flow,
  type FlowBody,
  type LinkedDocument,
} from '@workbench/contracts';
import { Button, Dialog, TextField } from '@workbench/design-system';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { LoadError, LoadingLines } from './load-state';
import { useResourceText } from './resource/resource-text';
import { useResourceMutation } from './resource/use-resource';
import { api, useApi } from '../lib/api-client';
import { paths } from '../config/paths';
import { formatTimestamp } from '../lib/format';
import { notify } from '../stores/feedback';

/** Props of {@link FlowModal}. */
export interface FlowModalProps {
  /** The application to show, by id or by one of its tasks; `null` while closed. */
  target: FlowBody | null;
  onClose: () => void;
}

/**
 * The flow modal (menu `url` `flowModal`, docs/screens.md, "Approval processes"): an APG dialog
 * with an application's steps (state, who decided and when), its task log, and, when the caller
 * has the current step's task, a comment with Approve and Reject; a linked document opens in the
 * document list. While the flow loads it shows loading lines; the server's refusal (code 404:
 * no such application for the caller, or its template deleted) is said in the dialog, any other
 * failure with a retry. Closing returns focus to the
 * button that opened it (RAC `Modal`). A decision refetches the application lists and the work
 * bench's tasks.
 */
export function FlowModal({ target, onClose }: FlowModalProps) {
  const rt = useResourceText(processListResource);
  const { mutate } = useSWRConfig();
  // Quiet: a refusal (another company's application, its template deleted) is said in the dialog.
  const {
    data: flow,
    error,
    mutate: retry,
  } = useApi<Flow>(target ? processPaths.flow : null, target ?? {}, {
    quiet: true,
  });
  const [comment, setComment] = useState('');
  const approve = useResourceMutation<typeof processListResource, { taskId: number; comment: string }, Flow>(
    processListResource,
    processPaths.approve,
  );
  const reject = useResourceMutation<typeof processListResource, { taskId: number; comment: string }, Flow>(
    processListResource,
    processPaths.reject,
  );

  const [, navigate] = useLocation();
  const stepsHeading = useRef<HTMLHeadingElement>(null);

  /**
   * Opens the linked document: `cbd/getCBDIdByShareUuid` by the application's share id, then the
   * document list searched for it (its own page has the download).
   */
  async function openDocument(shareUuid: string) {
    try {
      const document = await api<LinkedDocument>(cbdPaths.byShareUuid, { shareUuid }, { method: 'GET' });
      onClose();
      navigate(`${paths.document.href()}?${new URLSearchParams({ keyword: document.title })}`);
    } catch {
      // The API client has shown the server's refusal (the document is gone or not visible).
    }
  }

  async function decide(decision: 'approve' | 'reject') {
    if (!flow?.myTaskId) return;
    try {
      await (decision === 'approve' ? approve : reject).trigger({ taskId: flow.myTaskId, comment: comment.trim() });
      notify({ tone: 'success', text: rt(decision === 'approve' ? 'approved' : 'rejected') });
      setComment('');
      // The decision buttons leave with the task: focus goes to the steps, which show the decision,
      // and stays inside the dialog (APG dialog pattern).
      stepsHeading.current?.focus();
      // The flow shown and the work bench's tasks follow the decision.
      void mutate(
        (key) => Array.isArray(key) && (key[0] === processPaths.flow || String(key[0]).includes('/workflow/')),
      );
    } catch {
      // The API client has shown the server's refusal (a task decided meanwhile...).
    }
  }

  return (
    <Dialog
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={flow ? rt('flowTitle', { title: flow.application.title }) : rt('flow')}
      closeLabel={rt('close')}
    >
      {flow ? (
        <div className="flex flex-col gap-4 text-sm">
          {flow.application.documentTitle !== null ? (
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-muted-foreground">{rt('document')}</span>
              <Button size="sm" variant="outline" onPress={() => void openDocument(flow.application.shareUuid)}>
                {rt('openDocument', { title: flow.application.documentTitle })}
              </Button>
            </p>
          ) : null}
          <section aria-labelledby="flow-steps" className="flex flex-col gap-2">
            <h3 id="flow-steps" ref={stepsHeading} tabIndex={-1} className="font-medium outline-hidden">
              {rt('steps')}
            </h3>
            <ol className="flex flex-col gap-1">
              {flow.steps.map((step, index) => (
                <li
                  key={index}
                  aria-current={step.state === 'current' ? 'step' : undefined}
                  className="flex flex-wrap justify-between gap-x-4"
                >
                  <span>
                    {index + 1}. {step.name} · {rt(`state.${step.state}`)}
                  </span>
                  {step.time !== null ? (
                    <span className="text-muted-foreground">
                      {rt('actedBy', { name: step.actor, time: formatTimestamp(step.time) })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="flow-log" className="flex flex-col gap-2">
            <h3 id="flow-log" className="font-medium">
              {rt('log')}
            </h3>
            <ol className="flex flex-col divide-y divide-border">
              {flow.log.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-0.5 py-1.5">
                  <span>
                    {entry.nodeName} · {entry.operator} · {rt(`action.${entry.action}`)}
                  </span>
                  {entry.comment ? <span className="break-words">{entry.comment}</span> : null}
                  <span className="text-muted-foreground tabular-nums">{formatTimestamp(entry.time)}</span>
                </li>
              ))}
            </ol>
          </section>
          {flow.myTaskId !== null ? (
            <div className="flex flex-col gap-2">
              <TextField label={rt('comment')} maxLength={500} value={comment} onChange={setComment} />
              <div className="flex justify-end gap-2">
                <Button variant="outline" isPending={reject.isMutating} onPress={() => void decide('reject')}>
                  {rt('reject')}
                </Button>
                <Button variant="primary" isPending={approve.isMutating} onPress={() => void decide('approve')}>
                  {rt('approve')}
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      ) : error?.code === CODES.NOT_FOUND ? (
        <p role="alert" className="text-destructive-text">
          {error.message}
        </p>
      ) : error ? (
        <LoadError onRetry={() => void retry()} />
      ) : (
        <LoadingLines lines={4} />
      )}
    </Dialog>
  );
}
