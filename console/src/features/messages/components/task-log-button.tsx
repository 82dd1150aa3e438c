import { Badge, Button, Dialog, DialogTrigger } from '@workbench/design-system';
import { ListOrdered } from 'lucide-react';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useT, type MessageKey } from '../../../i18n';
import { formatTimestamp } from '../../../lib/format';
import { TASK_NOT_FOUND_CODE, useTaskLog, type TaskLogAction } from '../api/query-task-log';

const ACTION: Record<TaskLogAction, MessageKey> = {
  submit: 'taskLog.action.submit',
  approve: 'taskLog.action.approve',
  reject: 'taskLog.action.reject',
  pending: 'taskLog.action.pending',
};

const ACTION_TONE = {
  submit: 'info',
  approve: 'success',
  reject: 'destructive',
  pending: 'warning',
} as const satisfies Record<TaskLogAction, string>;

/**
 * The steps of one task's log as an ordered list (node, action as text, operator, comment, time),
 * with loading lines, the server's message when the task is not found (code 404), or an error
 * with retry.
 */
function TaskLog({ taskId }: { taskId: number }) {
  const t = useT();
  const { data, error, mutate } = useTaskLog(taskId);
  if (error?.code === TASK_NOT_FOUND_CODE) {
    return (
      <p role="alert" className="text-destructive-text">
        {error.message}
      </p>
    );
  }
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <LoadingLines lines={3} />;
  if (data.length === 0) return <p className="text-muted-foreground">{t('taskLog.empty')}</p>;
  return (
    <ol aria-label={t('taskLog.steps')} className="flex flex-col gap-3">
      {data.map((step) => (
        <li key={step.id} className="flex flex-col gap-1 rounded-md border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium break-words">{step.nodeName}</span>
            <Badge tone={ACTION_TONE[step.action]}>{t(ACTION[step.action])}</Badge>
          </div>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-muted-foreground">
            <dt>{t('taskLog.operator')}</dt>
            <dd className="break-words text-foreground">{step.operator}</dd>
            {step.comment ? (
              <>
                <dt>{t('taskLog.comment')}</dt>
                <dd className="break-words whitespace-pre-line text-foreground">{step.comment}</dd>
              </>
            ) : null}
            <dt>{t('taskLog.time')}</dt>
            <dd className="text-foreground tabular-nums">
              <time dateTime={new Date(step.time).toISOString()}>{formatTimestamp(step.time)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

/**
 * "View task log" for a reminder that links a workflow task: opens a modal dialog (APG dialog:
 * focus moves in, Escape closes, focus returns to this button) titled with the reminder, showing
 * the task's log. The log is fetched when the dialog opens.
 */
export function TaskLogButton({ taskId, title }: { taskId: number; title: string }) {
  const t = useT();
  return (
    <DialogTrigger>
      <Button size="sm" variant="ghost" aria-label={t('taskLog.openNamed', { title })}>
        <ListOrdered aria-hidden="true" className="size-4" />
        {t('taskLog.open')}
      </Button>
      <Dialog title={t('taskLog.title', { title })} closeLabel={t('taskLog.close')} size="md">
        <TaskLog taskId={taskId} />
      </Dialog>
    </DialogTrigger>
  );
}
