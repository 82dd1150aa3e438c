import { processListResource, type FlowBody } from '@workbench/contracts';
import { Button, DataTable, DEFAULT_PAGE_SIZE, type DataTableColumn } from '@workbench/design-system';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useDataTableTexts } from '../../../components/data-table-texts';
import { useTableLayout } from '../../../lib/media-query';
import { FlowModal } from '../../../components/flow-modal';
import { useResourceText } from '../../../components/resource/resource-text';
import { Screen } from '../../../components/screen';
import { formatTimestamp } from '../../../lib/format';
import { useBenchPage, type BenchTask } from '../../../api/bench-page';

/** `?id=` (an application) or `?taskId=` (one of its tasks) of the screen's address, if valid. */
function targetOf(search: string): FlowBody | null {
  const query = new URLSearchParams(search);
  for (const key of ['id', 'taskId'] as const) {
    const value = Number(query.get(key));
    if (Number.isSafeInteger(value) && value > 0) return key === 'id' ? { id: value } : { taskId: value };
  }
  return null;
}

/**
 * The flow modal's screen (menu `url` `flowModal`, docs/screens.md, "Approval processes"): the
 * caller's waiting approval tasks (`workflow/bench/page`, paged by the server), each opening its
 * application's flow in {@link FlowModal} to approve or reject; an address with `?id=` or
 * `?taskId=` opens that flow at once, so a link can point at one application.
 */
export default function FlowModalScreen({ title }: { title: string }) {
  const rt = useResourceText(processListResource);
  const [target, setTarget] = useState<FlowBody | null>(targetOf(useSearch()));
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, error, mutate } = useBenchPage(pageIndex + 1, pageSize);
  const texts = useDataTableTexts(rt('noTasks'));
  const layout = useTableLayout();

  const columns = useMemo<DataTableColumn<BenchTask>[]>(
    () => [
      {
        id: 'processName',
        header: rt('application'),
        value: (row) => row.processName,
        isRowHeader: true,
        overflow: 'truncate',
      },
      { id: 'nodeName', header: rt('stepName'), value: (row) => row.nodeName, overflow: 'truncate' },
      { id: 'initiator', header: rt('applicant'), value: (row) => row.initiator, overflow: 'truncate' },
      {
        id: 'createTime',
        header: rt('arrived'),
        value: (row) => row.createTime,
        cell: (row) => <span className="tabular-nums">{formatTimestamp(row.createTime)}</span>,
        overflow: 'nowrap',
      },
      {
        id: 'actions',
        isActions: true,
        header: rt('flow'),
        value: (row) => row.taskId,
        overflow: 'nowrap',
        cell: (row) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={rt('openFlow', { title: row.processName })}
            onPress={() => setTarget({ taskId: row.taskId })}
          >
            {rt('flow')}
          </Button>
        ),
      },
    ],
    [rt],
  );

  return (
    <Screen title={title}>
      <DataTable
        layout={layout}
        label={rt('myTasks')}
        columns={columns}
        rows={data?.list ?? []}
        getRowId={(row) => String(row.taskId)}
        mode="server"
        rowCount={data?.total ?? 0}
        pageIndex={pageIndex}
        pageSize={pageSize}
        onPageChange={setPageIndex}
        onPageSizeChange={setPageSize}
        status={error ? 'error' : data ? 'idle' : 'loading'}
        onRetry={() => void mutate()}
        {...texts}
      />
      <FlowModal target={target} onClose={() => setTarget(null)} />
    </Screen>
  );
}
