import { titleOf, type ResourceColumn, type ResourceDefinition, type RowOf } from '@workbench/contracts';
import {
  applyColumnSettings,
  Badge,
  Button,
  ColumnSettings,
  ConfirmAction,
  DataTable,
  Dialog,
  RowActions,
  updateColumn,
  type DataTableColumn,
  type RowAction,
} from '@workbench/design-system';
import type { Selection } from 'react-aria-components';
import { Download, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useGrantedCodes } from '../../api/granted-codes';
import { useUserDetail } from '../../api/user-info';
import { useT } from '../../i18n';
import { dayBound } from '../../lib/format';
import { getUserType } from '../../lib/cookies';
import { useTableLayout } from '../../lib/media-query';
import { download } from '../../lib/download';
import { notify } from '../../stores/feedback';
import { settingsStore } from '../../stores/settings';
import { useSnapshot } from 'valtio';
import { useColumnSettingsLabels, useDataTableTexts } from '../data-table-texts';
import { Screen } from '../screen';
import { useFocusAfterDelete } from '../use-focus-after-delete';
import { BulkWork, type ResourceBulkAction } from './bulk-work';
import { useCellValue } from './cell-value';
import { ResourceFilterBar } from './list-filters';
import { ResourceForm, type ResourceFormProps } from './resource-form';
import { useResourceText } from './resource-text';
import { SavedViews } from './saved-views';
import { formatListParams, listQueryOf, useListParams } from './use-list-params';
import { useResourceList, useResourceMutation } from './use-resource';
import { useTableSettings } from './use-table-settings';

type Row = Record<string, unknown>;

/**
 * How a column's cells lay out, from its format (docs/behaviour.md, "Lists"): free text (`text`,
 * `list`) is cut on one line with the whole on hover and focus; a token (a code, day, time, count,
 * amount, state, flag, or a value with labels) never wraps; counts and amounts align at the end.
 */
function columnLayout(column: ResourceColumn<string, string>): Pick<DataTableColumn<unknown>, 'align' | 'overflow'> {
  const format = column.format ?? 'text';
  const free = (format === 'text' || format === 'list') && !column.valueLabels;
  return {
    align: format === 'money' || format === 'number' || format === 'position' ? 'end' : 'start',
    overflow: free ? 'truncate' : format === 'image' ? 'wrap' : 'nowrap',
  };
}

/** Props of {@link ResourceListScreen}. */
export interface ResourceListScreenProps<D extends ResourceDefinition> {
  definition: D;
  /** The screen's title (the menu entry's name). */
  title: string;
  /**
   * A row's actions besides edit and delete (enable, reset password...), the most used first:
   * after edit they fill the row's two text buttons, and the rest its 更多 menu, with delete last.
   */
  rowActions?: (row: RowOf<D>) => RowAction[];
  /** Renders a column's cell instead of its format, by row field. */
  cells?: Partial<Record<string, (row: RowOf<D>) => ReactNode>>;
  /** Filters fixed by the screen (the unit chosen in a tree), sent with every list and export. */
  fixedFilters?: Record<string, string>;
  /** Without the screen frame: a list inside another screen (a tab, beside a tree). */
  embedded?: boolean;
  /** The screen's own buttons beside export and add (a dialog of its own, such as giving a role). */
  actions?: ReactNode;
  /** The screen's editor of each `custom` field of the form, by field key. */
  editors?: ResourceFormProps<Row>['editors'];
  /**
   * What the delete confirmation says besides naming the row: why the delete would be refused
   * (a role's holders), so the person learns it before confirming, not after.
   */
  deleteNotice?: (row: RowOf<D>) => ReactNode;
  /**
   * The screen's own actions on the selected rows (enable, disable), shown before the bulk delete
   * the list offers when its definition has `delete` (docs/behaviour.md, "Lists", bulk work).
   * With any, the table gets a selection column.
   */
  bulkActions?: readonly ResourceBulkAction[];
}

/**
 * The list screen of a resource, made from its definition (docs/architecture.md, "Resources"):
 * the filter bar ({@link ResourceFilterBar} in a `search` landmark: the saved views, the keyword
 * searching as typed, the other filters applied by 查询, the applied ones as chips), the
 * server-paged DataTable with the definition's sortable columns, each row's edit and delete (and
 * the screen's own actions), add and edit in a side sheet with {@link ResourceForm}, delete through
 * an alert dialog that names the row, and the `.xlsx` export of the same filtered list. Page, size,
 * sort and filters live in the address (`useListParams`); while a page loads the previous one
 * stays (`keepPreviousData`); every write revalidates the lists.
 */
export function ResourceListScreen<D extends ResourceDefinition>({
  definition,
  title,
  rowActions,
  cells,
  fixedFilters = {},
  embedded = false,
  actions: ownActions,
  editors,
  deleteNotice,
  bulkActions: ownBulkActions = [],
}: ResourceListScreenProps<D>) {
  const t = useT();
  const rt = useResourceText(definition);
  const { params, update } = useListParams(definition);
  // Opened without a query (from the menu), the list shows the person's default view.
  // The browser's address at the mount, not the view's: a view reopened from the menu renders once
  // with the address its tag last had.
  const [opensPlain] = useState(() => window.location.search === '');
  const [editing, setEditing] = useState<{ row: RowOf<D> | null } | null>(null);
  const [deleting, setDeleting] = useState<RowOf<D> | null>(null);
  const filters = { ...params.filters, ...fixedFilters };
  const query = listQueryOf(definition, { ...params, filters: {} });
  for (const [key, value] of Object.entries(filters)) {
    if (!value) continue;
    const input = definition.filterFields.find((filter) => filter.key === key)?.input;
    const schema = definition.filters[key] as { type?: string } | undefined;
    query[key] =
      input === 'from' || input === 'to' ? dayBound(value, input) : schema?.type === 'integer' ? Number(value) : value;
  }
  // Opened without a query, the list waits for the address it starts on (a default view): `true`
  // once there, else that address's query.
  const choosesStart = opensPlain && !embedded && definition.filterFields.length > 0;
  const [start, setStart] = useState<true | string | undefined>(choosesStart ? undefined : true);
  // A platform administrator's list with a company filter starts on the company they work under,
  // when no default view says otherwise; removing its chip widens it (docs/behaviour.md, "Lists").
  const companyKey = definition.filterFields.find((filter) => filter.platformCompany)?.key;
  const startsOnCompany =
    choosesStart && companyKey !== undefined && fixedFilters[companyKey] === undefined && getUserType() === 'platform';
  const { data: detail, error: detailError } = useUserDetail(startsOnCompany);
  const standardFilters = useMemo(
    () => (startsOnCompany && companyKey && detail ? { [companyKey]: String(detail.account.companyId) } : undefined),
    [startsOnCompany, companyKey, detail],
  );
  const [awaitingCompany, setAwaitingCompany] = useState(false);
  useEffect(() => {
    if (!awaitingCompany || (!standardFilters && !detailError)) return;
    setAwaitingCompany(false);
    if (!standardFilters) {
      setStart(true);
      return;
    }
    const filters = { ...params.filters, ...standardFilters };
    update({ filters });
    setStart(formatListParams({ ...params, filters, pageNum: 1 }));
  }, [awaitingCompany, standardFilters, detailError, params, update]);
  const startPlain = () => (startsOnCompany ? setAwaitingCompany(true) : setStart(true));
  const granted = useGrantedCodes();
  const started = start === true || start === formatListParams({ ...params, pageNum: 1 });
  useEffect(() => {
    if (started && start !== true) setStart(true);
  }, [started, start]);
  const { data, error, isLoading, mutate } = useResourceList(definition, started ? query : null, { searchLog: true });
  const remove = useResourceMutation(definition, definition.paths.delete);
  const afterDelete = useFocusAfterDelete();
  // The table's box: its grid, and the heading of the list it belongs to.
  const tableBox = useRef<HTMLDivElement>(null);
  const filtered = Object.entries(params.filters).some(([, value]) => value);
  const texts = useDataTableTexts(t(filtered ? 'resource.noMatch' : 'resource.empty'));
  // Add, edit and delete only for an account holding the resource's write code: the server
  // refuses the others anyway (docs/screens.md, "Access"), and a button that can only fail is noise.
  const mayWrite = granted?.has(definition.permissions.write) ?? false;
  const offers = (operation: 'add' | 'update' | 'delete' | 'export') =>
    definition.operations.includes(operation) && (operation === 'export' || mayWrite);
  const { language } = useSnapshot(settingsStore);
  // Bulk work (docs/behaviour.md, "Lists"): the selection spans pages, and starts again when the
  // filters change, since it was made among rows they no longer find.
  const bulkActions: ResourceBulkAction[] = mayWrite
    ? [
        ...ownBulkActions,
        ...(offers('delete')
          ? [
              {
                id: 'delete',
                label: t('resource.delete'),
                path: definition.paths.deleteMany,
                isDestructive: true,
                confirm: (count: number) => ({
                  title: t('resource.deleteTitle', { title: rt(definition.title) }),
                  message: t('resource.bulkDeleteConfirm', { count }),
                  confirmLabel: t('resource.delete'),
                }),
              },
            ]
          : []),
      ]
    : [];
  // The selection column shows once a person asks for it (批量选择 / Select rows), so a list read
  // row by row keeps its plain grid.
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Selection>(() => new Set());
  const filterKey = JSON.stringify(filters);
  useEffect(() => setSelected(new Set()), [filterKey]);
  const nameOf = (row: RowOf<D>) => titleOf(definition, row as Row, language);

  const cellValue = useCellValue();
  const tableSettings = useTableSettings(definition);
  const columnSettingsLabels = useColumnSettingsLabels();
  const allColumns = useMemo<DataTableColumn<RowOf<D>>[]>(() => {
    const cellOf = (column: ResourceColumn<string, string>, row: RowOf<D>): ReactNode => {
      const own = cells?.[column.key];
      if (own) return own(row);
      const value = (row as Row)[column.key];
      const word = column.valueLabels?.[String(value)];
      if (word !== undefined && (column.format ?? 'text') === 'text') {
        const tone = column.valueTones?.[String(value)];
        // A state as a badge: its label and a dot in its tone (DESIGN.md, "Tables").
        return tone ? (
          <Badge tone={tone} dot className="whitespace-nowrap">
            {rt(word)}
          </Badge>
        ) : (
          rt(word)
        );
      }
      return cellValue(value, column.format, { imageAlt: nameOf(row) });
    };
    const own: DataTableColumn<RowOf<D>>[] = definition.columns.map((column) => ({
      id: column.key,
      header: rt(column.label),
      value: (row) => {
        const value = (row as Row)[column.key];
        return Array.isArray(value) ? value.join(',') : (value as string | number | null);
      },
      cell: (row) => cellOf(column, row),
      sortable: column.sortable ?? false,
      isRowHeader: column.isRowHeader ?? false,
      // The column naming the row stays in place while the table scrolls sideways.
      ...(column.isRowHeader ? { pin: 'start' as const } : {}),
      ...columnLayout(column),
    }));
    const editable = offers('update') || offers('delete') || rowActions;
    if (!editable) return own;
    return [
      ...own,
      {
        id: 'actions',
        header: t('resource.actions'),
        // The table shows "no value" for a missing value, so the actions column names its row.
        value: (row) => String((row as Row)[definition.idKey]),
        overflow: 'nowrap',
        pin: 'end',
        isActions: true,
        resizable: false,
        cell: (row) => (
          <RowActions
            actions={[
              ...(offers('update')
                ? [
                    {
                      id: 'edit',
                      label: t('resource.edit'),
                      accessibleLabel: t('resource.editNamed', { name: nameOf(row) }),
                      onAction: () => setEditing({ row }),
                    },
                  ]
                : []),
              ...(rowActions?.(row) ?? []),
              ...(offers('delete')
                ? [
                    {
                      id: 'delete',
                      label: t('resource.delete'),
                      accessibleLabel: t('resource.deleteNamed', { name: nameOf(row) }),
                      onAction: () => setDeleting(row),
                      isDestructive: true,
                    },
                  ]
                : []),
            ]}
            moreLabel={t('resource.more')}
            moreAccessibleLabel={t('resource.moreNamed', { name: nameOf(row) })}
          />
        ),
      },
    ];
    // `offers` and `nameOf` read only the definition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, t, rt, cells, rowActions, cellValue, mayWrite]);
  // The person's columns (docs/behaviour.md, "Lists", column settings): the actions are not theirs
  // to set, and stay last.
  const columns = useMemo(
    () => applyColumnSettings(allColumns, tableSettings.settings),
    [allColumns, tableSettings.settings],
  );
  const settableColumns = useMemo(
    () =>
      definition.columns.map((column) => ({
        id: column.key,
        header: rt(column.label),
        isRowHeader: column.isRowHeader ?? false,
        pin: column.isRowHeader ? ('start' as const) : undefined,
      })),
    [definition, rt],
  );

  const filterBar = (end?: ReactNode) => (
    <ResourceFilterBar
      definition={definition}
      params={params}
      update={update}
      fixedFilters={fixedFilters}
      embedded={embedded}
      standardFilters={standardFilters}
      end={end}
      start={
        embedded ? null : (
          <SavedViews
            definition={definition}
            params={params}
            opensPlain={opensPlain}
            onStart={(target) => (target ? setStart(formatListParams(target)) : startPlain())}
            onApply={update}
            settings={tableSettings.settings}
            onApplySettings={tableSettings.change}
            standardFilters={standardFilters}
          />
        )
      }
    />
  );

  const actions = (
    <>
      {ownActions}
      {bulkActions.length ? (
        <Button
          variant="outline"
          onPress={() => {
            setSelected(new Set());
            setSelecting(!selecting);
          }}
        >
          {t(selecting ? 'resource.endBulkSelect' : 'resource.bulkSelect')}
        </Button>
      ) : null}
      <ColumnSettings
        columns={settableColumns}
        value={tableSettings.settings}
        onChange={tableSettings.change}
        onReset={tableSettings.reset}
        labels={columnSettingsLabels}
        isDisabled={tableSettings.isLoading}
      />
      {offers('export') ? (
        <Button
          variant="outline"
          isDisabled={!data || data.total === 0}
          onPress={() => {
            const { pageNum: _page, pageSize: _size, ...exported } = query;
            download(definition.paths.export, exported, { method: 'GET' });
            notify({ tone: 'info', key: 'resource.exporting' });
          }}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('resource.export')}
        </Button>
      ) : null}
      {offers('add') ? (
        <Button variant="primary" onPress={() => setEditing({ row: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('resource.add', { title: rt(definition.title) })}
        </Button>
      ) : null}
    </>
  );

  const layout = useTableLayout();
  const { pageNum: _pageNum, pageSize: _pageSize, ...matchingQuery } = query;
  const table = (
    <div ref={tableBox} className="contents">
      {selecting && bulkActions.length ? (
        <BulkWork
          definition={definition}
          selected={
            selected === 'all'
              ? (data?.list ?? []).map((row) => String((row as Row)[definition.idKey]))
              : [...selected].map(String)
          }
          actions={bulkActions}
          onClear={() => setSelected(new Set())}
          total={data?.total ?? 0}
          query={matchingQuery}
          onSelect={(ids) => setSelected(new Set(ids))}
        />
      ) : null}
      <DataTable<RowOf<D>>
        label={title}
        columns={columns}
        rows={data?.list ?? []}
        getRowId={(row) => String((row as Row)[definition.idKey])}
        mode="server"
        rowCount={data?.total ?? 0}
        pageIndex={params.pageNum - 1}
        pageSize={params.pageSize}
        onPageChange={(pageIndex) => update({ pageNum: pageIndex + 1 })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        sortDescriptor={
          params.sortKey
            ? { column: params.sortKey, direction: params.order === 'desc' ? 'descending' : 'ascending' }
            : null
        }
        onSortChange={(sort) =>
          update({ sortKey: String(sort.column), order: sort.direction === 'descending' ? 'desc' : 'asc' })
        }
        status={error && !data ? 'error' : (isLoading || !started) && !data ? 'loading' : 'idle'}
        density={tableSettings.settings.density}
        onColumnResize={(key, width) =>
          tableSettings.change(updateColumn(settableColumns, tableSettings.settings, key, { width }))
        }
        selectionMode={selecting && bulkActions.length ? 'multiple' : 'none'}
        // On a phone each row is a card, its actions in one menu (DESIGN.md, "Small screens").
        layout={layout}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onRetry={() => void mutate()}
        {...texts}
      />
    </div>
  );

  const dialogs = (
    <>
      <Dialog
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        isDismissable={false}
        placement="end"
        title={
          editing?.row
            ? t('resource.editNamed', { name: nameOf(editing.row) })
            : t('resource.add', { title: rt(definition.title) })
        }
        closeLabel={t('resource.close')}
      >
        {editing ? (
          <ResourceForm<Row>
            definition={definition}
            row={editing.row as Row | null}
            onCancel={() => setEditing(null)}
            onSaved={() => setEditing(null)}
            editors={editors}
          />
        ) : null}
      </Dialog>
      <ConfirmAction
        target={deleting}
        onClose={() => setDeleting(null)}
        tone="destructive"
        title={t('resource.deleteTitle', { title: rt(definition.title) })}
        description={(row) => (
          <>
            {t('resource.deleteConfirm', { name: nameOf(row) })}
            {deleteNotice?.(row)}
          </>
        )}
        confirmLabel={t('resource.delete')}
        cancelLabel={t('resource.cancel')}
        action={(row) => {
          const id = (row as Row)[definition.idKey];
          // Focus then goes to the next row, else the previous, else the list's heading
          // (docs/behaviour.md, "Focus after a delete"), not to the page as the row's button goes.
          // The grid, or on a phone the list of cards.
          const grid = () =>
            tableBox.current?.querySelector<HTMLElement>('[role="grid"], [data-slot="data-table-cards"]') ?? null;
          // A refusal (a unit that still holds people...) is shown by the API client.
          return afterDelete.run(
            grid,
            String(id),
            () => tableBox.current?.closest('section')?.querySelector('h1') ?? grid(),
            () => remove.trigger({ id }),
          );
        }}
        success={t('resource.deleted')}
      />
    </>
  );

  if (embedded) {
    return (
      <div className="flex flex-col gap-4">
        {definition.filterFields.length ? (
          <div role="search" aria-label={t('resource.filters')}>
            {filterBar(actions)}
          </div>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">{actions}</div>
        )}
        {table}
        {dialogs}
      </div>
    );
  }
  return (
    <Screen
      title={title}
      actions={actions}
      filters={definition.filterFields.length ? filterBar() : null}
      filtersLabel={t('resource.filters')}
    >
      {table}
      {dialogs}
    </Screen>
  );
}
