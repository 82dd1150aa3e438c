import { processListResource, type FlowBody } from '@workbench/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Link,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@workbench/design-system';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SWRResponse } from 'swr';
import { useBenchPage } from '../../../api/bench-page';
import { useNotReadMsgList } from '../../../api/reminders';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { useResourceText } from '../../../components/resource/resource-text';
import { useT } from '../../../i18n';
import { formatThousands, formatTimeAgo } from '../../../lib/format';
import { useListOfTodo } from '../api/get-list-of-todo';
import { useWorkTodo } from '../api/get-work-todo';
import { Time } from './figures';
import { BENCH_TASKS } from '../api/first-calls';
import { useScreenHref } from './workbench-links';

/** The flow modal, loaded when a task is first opened: the work bench renders without it. */
const FlowModal = lazy(() =>
  import('../../../components/flow-modal').then((module) => ({ default: module.FlowModal })),
);

/** The tabs of the to-do card. */
export const TODO_TABS = ['approvals', 'applications', 'messages'] as const;

/** One tab of {@link TODO_TABS}. */
export type TodoTab = (typeof TODO_TABS)[number];

/**
 * Rows a tab lists: the newest; the rest are a link away. Each panel keeps the height of this
 * many two-line rows and the link from its first render (`min-h-90`), so the cards beside and
 * under the to-do card stay where they were drawn (docs/architecture.md, "Stable work bench").
 */
const ROWS = 5;

/** The list of one tab in its loading, error, empty and answered states. */
function TabContent<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: Pick<SWRResponse<T, unknown>, 'data' | 'error' | 'mutate'>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <LoadError onRetry={() => void query.mutate()} />;
  if (query.data === undefined) return <LoadingLines lines={4} />;
  if (isEmpty(query.data)) return <p className="py-2 text-muted-foreground">{empty}</p>;
  return children(query.data);
}

/** A tab's name with its count beside it, once known. */
function TabName({ name, count }: { name: string; count: number | undefined }) {
  return (
    <>
      <span>{name}</span>
      {count === undefined ? null : ' '}
      {count === undefined ? null : (
        <Badge tone={count > 0 ? 'primary' : 'neutral'} variant="soft" size="sm" className="tabular-nums">
          {formatThousands(count)}
        </Badge>
      )}
    </>
  );
}

/** Props of {@link TodoCard}. */
export interface TodoCardProps {
  /**
   * The tab the person chose, or `null` before they chose one: then the first tab with something
   * in it is shown (my approvals when nothing is anywhere).
   */
  tab: TodoTab | null;
  onTabChange: (tab: TodoTab) => void;
  /** Bumped to move focus to the selected tab (a key figure's link to it). */
  focusRequest: number;
  className?: string;
}

/**
 * Everything waiting for the person, in one card of APG tabs (docs/screens.md, "Work bench"):
 * the approvals waiting for them (`workflow/bench/page`; each opens its application's flow in the
 * flow modal, where it is approved or rejected), the company's applications in review
 * (`getListOfToDo`; each opens its flow in the same modal) and the unread reminders (`getNotReadMsgList`), each tab named with its
 * count and listing the newest {@link ROWS}. It opens on the first tab with something in it.
 */
export function TodoCard({ tab, onTabChange, focusRequest, className }: TodoCardProps) {
  const t = useT();
  const intl = useIntl();
  const rt = useResourceText(processListResource);
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const [target, setTarget] = useState<FlowBody | null>(null);
  const [flowLoaded, setFlowLoaded] = useState(false);
  const approvals = useBenchPage(1, BENCH_TASKS);
  const applications = useListOfTodo();
  const pending = useWorkTodo();
  const messages = useNotReadMsgList();
  const approvalsHref = useScreenHref('flowModal');
  const counts: Record<TodoTab, number | undefined> = {
    approvals: approvals.data?.total,
    applications: pending.data?.pending,
    messages: messages.data?.total,
  };
  // Until the approvals have answered, their tab (the first) holds the place.
  const selected =
    tab ?? (counts.approvals === 0 ? (TODO_TABS.find((key) => (counts[key] ?? 0) > 0) ?? 'approvals') : 'approvals');

  useEffect(() => {
    if (focusRequest === 0) return;
    const selected = card.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    selected?.focus();
  }, [focusRequest]);

  const open = (task: FlowBody) => {
    setFlowLoaded(true);
    setTarget(task);
  };

  return (
    <section ref={card} aria-labelledby={headingId} className={className}>
      <Card className="h-full gap-2">
        <CardHeader>
          <CardTitle id={headingId} level={2}>
            {t('workbench.todo.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1">
          <Tabs selectedKey={selected} onSelectionChange={(key) => onTabChange(key as TodoTab)}>
            <TabList aria-label={t('workbench.todo.tabs')} className="overflow-x-auto">
              <Tab id="approvals">
                <TabName name={t('workbench.todo.approvals')} count={counts.approvals} />
              </Tab>
              <Tab id="applications">
                <TabName name={t('workbench.todo.applications')} count={counts.applications} />
              </Tab>
              <Tab id="messages">
                <TabName name={t('workbench.todo.messages')} count={counts.messages} />
              </Tab>
            </TabList>
            <TabPanel id="approvals" className="min-h-90">
              <TabContent
                query={approvals}
                isEmpty={(data) => data.total === 0}
                empty={t('workbench.todo.noApprovals')}
              >
                {(data) => (
                  <>
                    <ul className="flex flex-col divide-y divide-border">
                      {data.list.slice(0, ROWS).map((task) => (
                        <li key={task.taskId} className="flex flex-col gap-0.5 py-2">
                          <Button
                            variant="link"
                            className="h-auto min-h-6 justify-start p-0 text-start break-words whitespace-normal"
                            aria-label={rt('openFlow', { title: `${task.processName} · ${task.nodeName}` })}
                            onPress={() => open({ taskId: task.taskId })}
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
                    {data.total > ROWS && approvalsHref ? (
                      <Link variant="quiet" href={approvalsHref} className="mt-1">
                        {t('workbench.todo.allApprovals', { total: formatThousands(data.total) })}
                      </Link>
                    ) : null}
                  </>
                )}
              </TabContent>
            </TabPanel>
            <TabPanel id="applications" className="min-h-90">
              <TabContent
                query={applications}
                isEmpty={(data) => data.length === 0}
                empty={t('workbench.todo.noApplications')}
              >
                {(data) => (
                  <ul className="flex flex-col divide-y divide-border">
                    {data.slice(0, ROWS).map((item) => (
                      <li key={item.id} className="flex justify-between gap-4 py-2.5">
                        {/* An application in review opens its flow, as 流程申请's rows do. */}
                        <Button
                          variant="link"
                          className="h-auto min-h-6 min-w-0 justify-start p-0 text-start break-words whitespace-normal"
                          aria-label={rt('openFlow', { title: item.title })}
                          onPress={() => open({ id: Number(item.id) })}
                        >
                          {item.title}
                        </Button>
                        <span className="shrink-0 text-muted-foreground">
                          <Time ms={item.createTime} />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </TabContent>
            </TabPanel>
            <TabPanel id="messages" className="min-h-90">
              <TabContent query={messages} isEmpty={(data) => data.total === 0} empty={t('workbench.todo.noMessages')}>
                {(data) => (
                  <ul className="flex flex-col divide-y divide-border">
                    {data.list.slice(0, ROWS).map((message) => (
                      <li key={message.id} className="flex justify-between gap-4 py-2.5">
                        <span className="min-w-0 break-words">{message.title}</span>
                        <span className="shrink-0 text-muted-foreground tabular-nums">
                          {formatTimeAgo(message.createTime, intl.locale, t('workbench.messages.justNow'))}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </TabContent>
            </TabPanel>
          </Tabs>
        </CardContent>
      </Card>
      {flowLoaded ? (
        <Suspense fallback={null}>
          <FlowModal target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
