import { Button, DataTable, DEFAULT_PAGE_SIZE, SearchField, type DataTableColumn } from '@workbench/design-system';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useDataTableTexts } from '../../../components/data-table-texts';
import { useTableLayout } from '../../../lib/media-query';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { formatBytes, formatTimestamp } from '../../../lib/format';
import { downloadDocument } from '../api/download-document';
import { DOCUMENT_KEYWORD_MAX, useDocumentList, type DocumentItem } from '../../../api/document-list';

/**
 * The document list (docs/behaviour.md, "Routes": the fixed route `/document` and the menu screen `document`):
 * a search over title and file name (Enter searches, Escape clears; `?keyword=` starts it), and a table paged by the
 * server (10 a page by default, docs/behaviour.md, "Formats and limits") of title, category, file name, size, author,
 * update time and a download button per row (hidden-frame GET, docs/wire-protocol.md). Loading rows,
 * an empty state naming the search, and an error with retry come from the table.
 */
export default function DocumentsScreen({ title }: { title: string }) {
  const t = useT();
  // `?keyword=` (the flow modal's linked document) starts the search.
  const initial = (new URLSearchParams(useSearch()).get('keyword') ?? '').slice(0, DOCUMENT_KEYWORD_MAX);
  const [query, setQuery] = useState(initial);
  const [keyword, setKeyword] = useState(initial.trim());
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { data, error, mutate } = useDocumentList({ pageNum: pageIndex + 1, pageSize, keyword });
  const texts = useDataTableTexts(keyword ? t('document.noMatch', { keyword }) : t('document.empty'));
  const layout = useTableLayout();

  const search = (text: string) => {
    setKeyword(text.trim());
    setPageIndex(0);
  };

  const columns = useMemo<DataTableColumn<DocumentItem>[]>(
    () => [
      {
        id: 'title',
        header: t('document.column.title'),
        value: (row) => row.title,
        isRowHeader: true,
        overflow: 'truncate',
      },
      { id: 'category', header: t('document.column.category'), value: (row) => row.category, overflow: 'nowrap' },
      { id: 'fileName', header: t('document.column.fileName'), value: (row) => row.fileName, overflow: 'truncate' },
      {
        id: 'size',
        header: t('document.column.size'),
        value: (row) => row.size,
        cell: (row) => formatBytes(row.size),
        align: 'end',
        overflow: 'nowrap',
      },
      { id: 'author', header: t('document.column.author'), value: (row) => row.author, overflow: 'truncate' },
      {
        id: 'updateTime',
        header: t('document.column.updateTime'),
        value: (row) => row.updateTime,
        cell: (row) => <span className="tabular-nums">{formatTimestamp(row.updateTime)}</span>,
        overflow: 'nowrap',
      },
      {
        id: 'actions',
        isActions: true,
        header: t('document.column.actions'),
        value: (row) => row.id,
        overflow: 'nowrap',
        cell: (row) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('document.downloadNamed', { name: row.fileName })}
            onPress={() => downloadDocument(row.id)}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('document.download')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <Screen title={title}>
      <div role="search" className="flex max-w-md flex-col gap-1.5">
        <SearchField
          label={t('document.search')}
          description={t('document.searchHint')}
          clearLabel={t('document.clearSearch')}
          maxLength={DOCUMENT_KEYWORD_MAX}
          value={query}
          onChange={setQuery}
          onSubmit={search}
          onClear={() => search('')}
        />
      </div>
      <DataTable
        layout={layout}
        label={t('document.label')}
        columns={columns}
        rows={data?.list ?? []}
        getRowId={(row) => String(row.id)}
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
    </Screen>
  );
}
