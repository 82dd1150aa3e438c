import {
  appResource,
  CONSOLE_APP_ID,
  isMenuGroup,
  MAX_PAGE_SIZE,
  MENU_ICONS,
  menuEntryProblems,
  menuPaths,
  menuResource,
  SCREEN_URLS,
  titleOf,
  type Lang,
  type MenuEntryFields,
  type RowOf,
} from '@workbench/contracts';
import {
  Badge,
  Button,
  ConfirmAction,
  FormDialog,
  Select,
  SelectItem,
  Switch,
  TextField,
  Tree,
  TreeWithDetails,
} from '@workbench/design-system';
import { useMemo, useRef, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { MenuIcon } from '../../../components/menu-icon';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceList, useResourceMutation } from '../../../components/resource/use-resource';
import { rowsToTree, subtreeOf } from '../../../components/resource/tree-rows';
import { Screen } from '../../../components/screen';
import { useTreeItemDelete } from '../../../components/use-focus-after-delete';
import { ApiError, useApi } from '../../../lib/api-client';
import { notify } from '../../../stores/feedback';
import { settingsStore } from '../../../stores/settings';

type Entry = RowOf<typeof menuResource>;

/** The entry's name in `lang`. */
const nameIn = (entry: Entry, lang: Lang) => titleOf(menuResource, entry, lang);

/** What the entry dialog is doing. */
type Editing = { kind: 'add'; parent: Entry | null } | { kind: 'edit'; entry: Entry } | { kind: 'move'; entry: Entry };

/** The form's values: the entry's fields and its hidden flag. */
type Values = MenuEntryFields & { hiddenFlag: 'Y' | 'N' };

const BLANK: Values = {
  code: '',
  type: 'in',
  url: '',
  href: '',
  nameZh: '',
  nameEn: '',
  icon: '',
  hiddenFlag: 'N',
  menuTipsZh: '',
  menuTipsEn: '',
};

/**
 * The add and edit form of one entry: code, how it opens (a screen of the console chosen from the
 * contract's `SCREEN_URLS`, none for a group; or an external address), names, an icon from
 * `MENU_ICONS` shown as drawn, the hidden flag and the tips. Each text field is checked by the
 * contract's `menuEntryProblems` as the server checks it; a refusal shows on its field.
 */
function EntryDialog({
  editing,
  appId,
  screenNames,
  onClose,
  onSaved,
}: {
  editing: Extract<Editing, { kind: 'add' | 'edit' }>;
  appId: number;
  /** The name, in the interface language, of an entry that already opens each screen, by `url`. */
  screenNames: ReadonlyMap<string, string>;
  onClose: () => void;
  /** Called with the entry as saved, before the dialog closes. */
  onSaved: (entry: Entry) => void;
}) {
  const rt = useResourceText(menuResource);
  const { language } = useSnapshot(settingsStore);
  const [values, setValues] = useState<Values>(() => {
    if (editing.kind === 'add') return BLANK;
    const { code, type, url, href, nameZh, nameEn, icon, hiddenFlag, menuTipsZh, menuTipsEn } = editing.entry;
    return { code, type, url, href, nameZh, nameEn, icon, hiddenFlag, menuTipsZh, menuTipsEn };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { trigger, isMutating } = useResourceMutation(
    menuResource,
    editing.kind === 'add' ? menuResource.paths.add : menuResource.paths.update,
  );
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const problems = useMemo(() => {
    const found: Partial<Record<keyof Values, string>> = {};
    for (const { field, problem, max } of menuEntryProblems(values)) {
      found[field] ??= rt(`problem.${problem}`, max === undefined ? undefined : { max });
    }
    return found;
  }, [values, rt]);
  const problemOf = (field: keyof Values) => () => problems[field] ?? null;
  const title =
    editing.kind === 'add'
      ? editing.parent
        ? rt('addChildOf', { name: nameIn(editing.parent, language) })
        : rt('addTop')
      : rt('editTitle', { name: nameIn(editing.entry, language) });

  async function save() {
    const fields = {
      code: values.code.trim(),
      type: values.type,
      url: values.type === 'in' ? values.url : '',
      href: values.type === 'out' ? values.href.trim() : '',
      nameZh: values.nameZh.trim(),
      nameEn: values.nameEn.trim(),
      icon: values.icon,
      hiddenFlag: values.hiddenFlag,
      menuTipsZh: values.menuTipsZh.trim(),
      menuTipsEn: values.menuTipsEn.trim(),
    };
    try {
      const saved = await trigger(
        editing.kind === 'add'
          ? { appId, parentId: editing.parent?.id ?? null, ...fields }
          : { id: editing.entry.id, ...fields },
      );
      notify({ tone: 'success', text: rt('saved') });
      if (saved) onSaved(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
    }
  }

  const text = (field: 'code' | 'href' | 'nameZh' | 'nameEn' | 'menuTipsZh' | 'menuTipsEn', hint?: string) => (
    <TextField
      name={field}
      label={rt(field)}
      description={hint ? rt(hint) : undefined}
      isRequired={field !== 'menuTipsZh' && field !== 'menuTipsEn'}
      value={values[field]}
      onChange={(value) => set(field, value)}
      validate={problemOf(field)}
    />
  );

  return (
    <FormDialog
      isDismissable={false}
      placement="end"
      title={title}
      closeLabel={rt('close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => void save()}
      cancelLabel={rt('cancel')}
      submitLabel={rt('save')}
      isPending={isMutating}
    >
      {text('code', 'codeHint')}
      <Select
        name="type"
        label={rt('type')}
        items={[
          { id: 'in', name: rt('type.in') },
          { id: 'out', name: rt('type.out') },
        ]}
        selectedKey={values.type}
        onSelectionChange={(key) => set('type', key === 'out' ? 'out' : 'in')}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {values.type === 'in' ? (
        <Select
          name="url"
          label={rt('url')}
          description={rt('urlHint')}
          items={[
            { id: '', name: rt('group'), url: '' },
            ...SCREEN_URLS.map((url) => ({ id: url, name: screenNames.get(url) ?? url, url })),
          ]}
          selectedKey={values.url}
          onSelectionChange={(key) => set('url', key === null ? '' : String(key))}
        >
          {/* A screen by the name its menu entry gives it, its url beside it for whoever knows the code. */}
          {(item) => (
            <SelectItem id={item.id} textValue={item.name === item.url ? item.url : `${item.name} ${item.url}`}>
              {item.name}
              {item.url && item.name !== item.url ? (
                <>
                  {' '}
                  <span className="text-muted-foreground">{item.url}</span>
                </>
              ) : null}
            </SelectItem>
          )}
        </Select>
      ) : (
        text('href', 'hrefHint')
      )}
      {text('nameZh')}
      {text('nameEn')}
      <Select
        name="icon"
        label={rt('icon')}
        items={[{ id: '', name: rt('noIcon') }, ...MENU_ICONS.map((icon) => ({ id: icon, name: icon }))]}
        selectedKey={values.icon}
        onSelectionChange={(key) => set('icon', key === null ? '' : String(key))}
      >
        {(item) => (
          <SelectItem id={item.id} textValue={item.name}>
            <span className="flex items-center gap-2">
              {item.id ? <MenuIcon name={item.id} /> : null}
              {item.name}
            </span>
          </SelectItem>
        )}
      </Select>
      <div className="flex flex-col gap-1">
        <Switch isSelected={values.hiddenFlag === 'Y'} onChange={(on) => set('hiddenFlag', on ? 'Y' : 'N')}>
          {rt('hiddenFlag')}
        </Switch>
        <p className="text-sm text-muted-foreground">{rt('hiddenHint')}</p>
      </div>
      {text('menuTipsZh')}
      {text('menuTipsEn')}
    </FormDialog>
  );
}

/** The move dialog of one entry: the group (or the top) to move it under, never its own subtree. */
function MoveDialog({ entry, entries, onClose }: { entry: Entry; entries: Entry[]; onClose: () => void }) {
  const rt = useResourceText(menuResource);
  const { language } = useSnapshot(settingsStore);
  const [parentId, setParentId] = useState<number | null>(entry.parentId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { trigger, isMutating } = useResourceMutation(menuResource, menuPaths.move);
  const excluded = subtreeOf(entries, entry.id);
  const targets = [
    { id: 0, name: rt('top') },
    ...entries
      .filter((candidate) => isMenuGroup(candidate) && !excluded.has(candidate.id))
      .map((group) => ({ id: group.id, name: nameIn(group, language) })),
  ];
  return (
    <FormDialog
      isDismissable={false}
      title={rt('moveTitle', { name: nameIn(entry, language) })}
      closeLabel={rt('close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => {
        trigger({ id: entry.id, parentId })
          .then(() => {
            notify({ tone: 'success', text: rt('moved') });
            onClose();
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
          });
      }}
      cancelLabel={rt('cancel')}
      submitLabel={rt('save')}
      isPending={isMutating}
    >
      <Select
        label={rt('moveTo')}
        name="parentId"
        items={targets}
        selectedKey={parentId ?? 0}
        onSelectionChange={(key) => setParentId(key === 0 || key === null ? null : Number(key))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </FormDialog>
  );
}

/** What the chosen entry says, as a description list. */
function EntryDetails({ entry }: { entry: Entry }) {
  const rt = useResourceText(menuResource);
  const rows: [string, string][] = [
    [rt('code'), entry.code],
    [rt('type'), rt(`type.${entry.type}`)],
    entry.type === 'out' ? [rt('href'), entry.href] : [rt('url'), entry.url || rt('group')],
    [rt('nameZh'), entry.nameZh],
    [rt('nameEn'), entry.nameEn],
    [rt('icon'), entry.icon || rt('noIcon')],
    [rt('hiddenFlag'), entry.hiddenFlag === 'Y' ? rt('hidden') : '—'],
    [rt('menuTipsZh'), entry.menuTipsZh || '—'],
    [rt('menuTipsEn'), entry.menuTipsEn || '—'],
  ];
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="[overflow-wrap:anywhere] break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Menus (menu `url` `menuManage`, and `menuManagement`; docs/screens.md, "Access"): an
 * application's menu tree (APG treeview, RAC `Tree`) after the application select, and the chosen
 * entry's details beside it. The entry's actions (add under a group, edit, move up or down among
 * its siblings, move under another group, delete) sit in a toolbar after the tree, so the whole
 * tree is built by keyboard: arrows in the tree, Tab to the actions. A delete confirms in an
 * alert dialog naming the entry. Each write revalidates the sidebar's menus too.
 */
export default function MenuScreen({ title }: { title: string }) {
  const rt = useResourceText(menuResource);
  const { language } = useSnapshot(settingsStore);
  const [appId, setAppId] = useState<number>(CONSOLE_APP_ID);
  const { data: apps } = useResourceList(appResource, { pageNum: 1, pageSize: MAX_PAGE_SIZE });
  const { data: entries, error, isLoading, mutate } = useApi<Entry[]>(menuPaths.tree, { appId });
  const [selected, setSelected] = useState<Key | null>(null);
  // Kept here rather than in the tree, so a refetch (a language switch) leaves the groups open.
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useResourceMutation(menuResource, menuResource.paths.delete);
  const treeRef = useRef<HTMLDivElement>(null);
  const deleteItem = useTreeItemDelete(treeRef);
  const move = useResourceMutation(menuResource, menuPaths.move);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const tree = useMemo(() => rowsToTree(entries ?? [], (entry) => nameIn(entry, language)), [entries, language]);
  const entry = entries?.find((candidate) => candidate.id === selected) ?? null;
  const screenNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const candidate of entries ?? []) {
      if (candidate.type === 'in' && candidate.url && !names.has(candidate.url))
        names.set(candidate.url, nameIn(candidate, language));
    }
    return names;
  }, [entries, language]);
  const siblings = entry ? (entries ?? []).filter((candidate) => candidate.parentId === entry.parentId) : [];
  const place = entry ? siblings.findIndex((candidate) => candidate.id === entry.id) : -1;

  /** Moves the chosen entry one place up or down among its siblings; focus stays on a live button. */
  async function step(by: -1 | 1) {
    if (!entry) return;
    const index = place + by;
    try {
      await move.trigger({ id: entry.id, parentId: entry.parentId, index });
      notify({ tone: 'success', text: rt('moved') });
      // At either end the pressed button is disabled and would drop focus: hand it to the other.
      if (index === 0) downRef.current?.focus();
      else if (index === siblings.length - 1) upRef.current?.focus();
    } catch {
      // The API client has shown why.
    }
  }

  return (
    <Screen
      title={title}
      actions={
        <Button variant="primary" onPress={() => setEditing({ kind: 'add', parent: null })}>
          {rt('addTop')}
        </Button>
      }
    >
      <div className="w-64">
        <Select
          label={rt('app')}
          items={(apps?.list ?? []).map((app) => ({ id: app.id, name: titleOf(appResource, app, language) }))}
          selectedKey={appId}
          onSelectionChange={(key) => {
            if (key === null) return;
            setAppId(Number(key));
            setSelected(null);
            setExpanded(new Set());
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      <TreeWithDetails
        tree={
          isLoading ? (
            <LoadingLines />
          ) : error ? (
            <LoadError onRetry={() => void mutate()} />
          ) : (
            <Tree
              ref={treeRef}
              aria-label={rt('tree')}
              items={tree}
              emptyMessage={rt('empty')}
              selectedKeys={selected === null ? [] : [selected]}
              expandedKeys={expanded}
              onExpandedChange={(keys) => setExpanded(new Set(keys))}
              onSelectionChange={(keys: Selection) => {
                const [first] = keys === 'all' ? [] : [...keys];
                setSelected(first ?? null);
              }}
            >
              {(node) => (
                <span className="flex flex-wrap items-center gap-x-2">
                  <MenuIcon name={node.row.icon} />
                  <span>{node.name}</span>
                  {node.row.hiddenFlag === 'Y' ? (
                    <Badge tone="neutral" variant="soft">
                      {rt('hidden')}
                    </Badge>
                  ) : null}
                  {node.row.type === 'out' ? (
                    <Badge tone="info" variant="soft">
                      {rt('external')}
                    </Badge>
                  ) : null}
                </span>
              )}
            </Tree>
          )
        }
        actions={
          entry ? (
            <>
              {isMenuGroup(entry) ? (
                <Button size="sm" variant="outline" onPress={() => setEditing({ kind: 'add', parent: entry })}>
                  {rt('addChild')}
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onPress={() => setEditing({ kind: 'edit', entry })}>
                {rt('edit')}
              </Button>
              <Button
                ref={upRef}
                size="sm"
                variant="outline"
                isDisabled={place <= 0}
                isPending={move.isMutating}
                onPress={() => void step(-1)}
              >
                {rt('moveUp')}
              </Button>
              <Button
                ref={downRef}
                size="sm"
                variant="outline"
                isDisabled={place < 0 || place >= siblings.length - 1}
                isPending={move.isMutating}
                onPress={() => void step(1)}
              >
                {rt('moveDown')}
              </Button>
              <Button size="sm" variant="outline" onPress={() => setEditing({ kind: 'move', entry })}>
                {rt('move')}
              </Button>
              <Button size="sm" variant="outline" onPress={() => setDeleting(entry)}>
                {rt('delete')}
              </Button>
            </>
          ) : null
        }
        actionsLabel={rt('actions')}
        details={entry ? <EntryDetails entry={entry} /> : null}
        detailsLabel={entry ? nameIn(entry, language) : rt('chooseEntry')}
      />
      {editing?.kind === 'move' ? (
        <MoveDialog entry={editing.entry} entries={entries ?? []} onClose={() => setEditing(null)} />
      ) : editing ? (
        <EntryDialog
          editing={editing}
          appId={appId}
          screenNames={screenNames}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            // A new entry is chosen, with the group it went into open, so it is where focus can find it.
            if (editing.kind !== 'add') return;
            const parent = saved.parentId;
            if (parent !== null) setExpanded((keys) => new Set(keys).add(parent));
            setSelected(saved.id);
          }}
        />
      ) : null}
      <ConfirmAction
        target={deleting}
        onClose={() => setDeleting(null)}
        tone="destructive"
        title={rt('deleteTitle')}
        description={(item) => rt('deleteConfirm', { name: nameIn(item, language) })}
        confirmLabel={rt('delete')}
        cancelLabel={rt('cancel')}
        // A refusal (what the item still holds) is shown by the API client.
        action={(item) =>
          deleteItem(String(item.id), async () => {
            await remove.trigger({ id: item.id });
            setSelected(null);
          })
        }
        success={rt('deleted')}
      />
    </Screen>
  );
}
