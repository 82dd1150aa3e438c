import {
  type ResourceDefinition,
  type SavedView,
  type SavedViewList,
  savedViewPaths,
  SAVED_VIEW_NAME_MAX,
} from '@workbench/contracts';
import {
  Button,
  Checkbox,
  ConfirmAction,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  FormDialog,
  Select,
  SelectItem,
  TextField,
  type DataTableSettings,
} from '@workbench/design-system';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { api, ApiError, useApi } from '../../lib/api-client';
import { notify } from '../../stores/feedback';
import { listParamsOf, showsView, viewQueryOf } from './saved-view-query';
import type { ListParams } from './use-list-params';

/** The key of the standard view (the definition's filters and order) in the view select. */
const STANDARD = 'standard';
const NO_FILTERS: Readonly<Record<string, string>> = {};

/** Props of {@link SavedViews}. */
export interface SavedViewsProps {
  definition: ResourceDefinition;
  /** The list's state in the address. */
  params: ListParams;
  /** Shows a view: the address takes its filters, sort and page size. */
  onApply: (params: ListParams) => void;
  /** The column settings shown, saved with a new view. */
  settings: DataTableSettings;
  /** Shows the column settings a view was saved with. */
  onApplySettings: (settings: DataTableSettings) => void;
  /** Whether the address came without a query (the list opened from the menu): the default view applies. */
  opensPlain: boolean;
  /**
   * Called once the views have answered, with the address the list starts on (the default view),
   * or `null` when it stays as it opened: until then the list waits, so its first call is the one
   * shown and no search runs that nobody asked for.
   */
  onStart: (params: ListParams | null) => void;
  /**
   * The filters of the standard view (by filter key, as text): none by default; a platform
   * administrator's list by company starts on their own company (docs/behaviour.md, "Lists").
   */
  standardFilters?: Readonly<Record<string, string>>;
}

/**
 * A list's saved views (docs/behaviour.md, "Lists", saved views): a select of the standard view,
 * the person's own views and those shared with the company (the one the address shows is
 * selected), and a 视图 / Views menu (APG menu button) to save the current filters, sort, page size
 * and columns as a view, update, rename, share or delete the chosen one, or make it the default,
 * which the list opens in when it is opened without a query. Kept on the server per account
 * (`savedViewPaths`), so they follow the person to another browser.
 */
export function SavedViews({
  definition,
  params,
  onApply,
  settings,
  onApplySettings,
  opensPlain,
  onStart,
  standardFilters = NO_FILTERS,
}: SavedViewsProps) {
  const t = useT();
  const body = { view: definition.name };
  const { data: answer, error: viewsError, mutate } = useApi<SavedViewList>(savedViewPaths.list, body);
  const views = answer?.views;
  // Whether to offer 共享: the server's own answer, as it decides who may share.
  const mayShare = answer?.mayShare ?? false;
  const current = views?.find((view) => showsView(definition, params, view.query)) ?? null;
  // The standard view: its filters alone, the definition's order, any page size.
  const plain =
    !params.sortKey && Object.entries(params.filters).every(([key, value]) => value === (standardFilters[key] ?? ''));
  const [naming, setNaming] = useState<{ view: SavedView | null } | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  const apply = (view: SavedView | null): ListParams => {
    const next = view
      ? listParamsOf(definition, view.query)
      : { ...listParamsOf(definition, { filters: standardFilters }), pageSize: params.pageSize };
    onApply(next);
    if (view?.settings) onApplySettings(view.settings);
    return next;
  };

  // Opened without a query (from the menu, a bookmark of the list), the list shows the person's
  // default view, once.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    if (viewsError) {
      // Without its views the list still opens, as its address says.
      opened.current = true;
      onStart(null);
      return;
    }
    if (!views) return;
    opened.current = true;
    const preferred = views.find((view) => view.isDefault);
    if (!opensPlain) onStart(null);
    else if (preferred) onStart(apply(preferred));
    else onStart(null);
    // Only the first answers decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [views, viewsError]);

  const write = async (path: string, payload: Record<string, unknown>, done: string) => {
    await api(path, payload);
    await mutate();
    notify({ tone: 'success', text: done });
  };
  const quietly = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch {
      // The API client has shown why.
    }
  };

  const items = [
    { id: STANDARD, name: t('views.standard') },
    ...(views ?? []).map((view) => ({
      id: String(view.id),
      name: [
        view.name,
        view.isDefault ? t('views.defaultMark') : '',
        view.mine ? '' : t('views.sharedBy', { name: view.ownerName }),
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  ];

  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        className="w-56"
        label={t('views.label')}
        placeholder={t('views.unsaved')}
        isDisabled={!views}
        items={items}
        selectedKey={current ? String(current.id) : plain ? STANDARD : null}
        onSelectionChange={(key) => {
          if (key === null) return;
          apply(key === STANDARD ? null : ((views ?? []).find((view) => String(view.id) === key) ?? null));
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" isDisabled={!views}>
            {t('views.menu')}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => setNaming({ view: null })}>{t('views.saveAs')}</DropdownMenuItem>
          {current?.mine ? (
            <DropdownMenuItem onSelect={() => setNaming({ view: current })}>{t('views.rename')}</DropdownMenuItem>
          ) : null}
          {current ? (
            <DropdownMenuItem
              onSelect={() =>
                void quietly(() =>
                  write(
                    savedViewPaths.setDefault,
                    { ...body, id: current.isDefault ? null : current.id },
                    current.isDefault ? t('views.defaultCleared') : t('views.defaultSet', { name: current.name }),
                  ),
                )
              }
            >
              {current.isDefault ? t('views.clearDefault') : t('views.makeDefault')}
            </DropdownMenuItem>
          ) : null}
          {current?.mine && mayShare ? (
            <DropdownMenuItem
              onSelect={() =>
                void quietly(() =>
                  write(
                    savedViewPaths.update,
                    { id: current.id, shared: current.shared === 'Y' ? 'N' : 'Y' },
                    current.shared === 'Y' ? t('views.unshared') : t('views.sharedDone'),
                  ),
                )
              }
            >
              {current.shared === 'Y' ? t('views.unshare') : t('views.share')}
            </DropdownMenuItem>
          ) : null}
          {current?.mine ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(current)}>
                {t('views.delete')}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {naming ? (
        <NameDialog
          view={naming.view}
          mayShare={mayShare}
          onClose={() => setNaming(null)}
          onSave={async ({ name, isDefault, shared }) => {
            if (naming.view) {
              await write(savedViewPaths.update, { id: naming.view.id, name }, t('views.saved', { name }));
              return;
            }
            const added = await api<SavedView>(savedViewPaths.add, {
              ...body,
              name,
              query: viewQueryOf(definition, params),
              settings: { columns: settings.columns, density: settings.density },
              shared: shared ? 'Y' : 'N',
            });
            if (isDefault) await api(savedViewPaths.setDefault, { ...body, id: added.id });
            await mutate();
            notify({ tone: 'success', text: t('views.saved', { name }) });
          }}
        />
      ) : null}
      <ConfirmAction
        target={deleting}
        onClose={() => setDeleting(null)}
        tone="destructive"
        title={t('views.deleteTitle')}
        description={(view) => t('views.deleteConfirm', { name: view.name })}
        confirmLabel={t('views.delete')}
        cancelLabel={t('resource.cancel')}
        action={async (view) => {
          await api(savedViewPaths.delete, { id: view.id });
          await mutate();
        }}
        success={t('views.deleted')}
      />
    </div>
  );
}

/** The name of a new or renamed view, and for a new one whether it is the default and shared. */
function NameDialog({
  view,
  mayShare,
  onClose,
  onSave,
}: {
  view: SavedView | null;
  mayShare: boolean;
  onClose: () => void;
  onSave: (choice: { name: string; isDefault: boolean; shared: boolean }) => Promise<void>;
}) {
  const t = useT();
  const [name, setName] = useState(view?.name ?? '');
  const [isDefault, setDefault] = useState(false);
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  return (
    <FormDialog
      title={view ? t('views.renameTitle') : t('views.saveTitle')}
      closeLabel={t('resource.close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => {
        setSaving(true);
        onSave({ name: name.trim(), isDefault, shared })
          .then(onClose)
          .catch((error: unknown) => {
            if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
          })
          .finally(() => setSaving(false));
      }}
      cancelLabel={t('resource.cancel')}
      submitLabel={t('resource.save')}
      isPending={saving}
    >
      <TextField
        label={t('views.name')}
        name="name"
        isRequired
        maxLength={SAVED_VIEW_NAME_MAX}
        description={t('views.nameHint', { max: SAVED_VIEW_NAME_MAX })}
        value={name}
        onChange={setName}
      />
      {view ? null : (
        <>
          <Checkbox isSelected={isDefault} onChange={setDefault}>
            {t('views.makeDefault')}
          </Checkbox>
          {mayShare ? (
            <Checkbox isSelected={shared} onChange={setShared}>
              {t('views.shareWithCompany')}
            </Checkbox>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
