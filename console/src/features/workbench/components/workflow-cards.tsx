import { processListResource, type FlowBody } from '@workbench/contracts';
import { Button } from '@workbench/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useResourceText } from '../../../components/resource/resource-text';
import { FlowModal } from '../../../components/flow-modal';
import { useT } from '../../../i18n';
import { formatThousands, formatTimeAgo } from '../../../lib/format';
import { useNotReadMsgList } from '../../../api/reminders';
import { useBenchPage } from '../../../api/bench-page';
import { DashboardCard, RESERVE } from './dashboard-card';
import { Time } from './figures';

/** Latest unread messages the card lists. */
const LATEST_MESSAGES = 3;

/**
 * The first page of workflow tasks waiting for the signed-in account, and their total
 * (`workflow/bench/page`); each opens its application's flow, where it is approved or rejected.
 */
export function BenchPageCard() {
  const t = useT();
  const rt = useResourceText(processListResource);
  const [target, setTarget] = useState<FlowBody | null>(null);
  return (
    <>
      <DashboardCard
        title={t('workbench.bench.title')}
        reserve={RESERVE.list}
        query={useBenchPage()}
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <div className="flex flex-col gap-2 text-sm">
            <p>{t('workbench.bench.total', { total: formatThousands(data.total) })}</p>
            <ul className="flex flex-col divide-y divide-border">
              {data.list.map((task) => (
                <li key={task.taskId} className="flex flex-col gap-1 py-2">
                  <Button
                    variant="link"
                    className="justify-start text-start break-words whitespace-normal"
                    aria-label={rt('openFlow', { title: `${task.processName} · ${task.nodeName}` })}
                    onPress={() => setTarget({ taskId: task.taskId })}
                  >
                    {task.processName} · {task.nodeName}
                  </Button>
                  <span className="flex flex-wrap justify-between gap-x-4 text-muted-foreground">
                    <span>{t('workbench.bench.initiator', { name: task.initiator })}</span>
                    <Time ms={task.createTime} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </DashboardCard>
      <FlowModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** The number of unread reminders and the latest few (`getNotReadMsgList`). */
export function UnreadMessagesCard() {
  const t = useT();
  const intl = useIntl();
  return (
    <DashboardCard
      title={t('workbench.messages.title')}
      reserve={RESERVE.shortList}
      query={useNotReadMsgList()}
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <div className="flex flex-col gap-2 text-sm">
          <p>{t('workbench.messages.total', { total: formatThousands(data.total) })}</p>
          <ul className="flex flex-col divide-y divide-border">
            {data.list.slice(0, LATEST_MESSAGES).map((message) => (
              <li key={message.id} className="flex justify-between gap-4 py-2">
                <span className="min-w-0 break-words">{message.title}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {formatTimeAgo(message.createTime, intl.locale, t('workbench.messages.justNow'))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}
