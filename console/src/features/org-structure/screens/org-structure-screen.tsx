import { personResource, unitPaths, unitResource, type RowOf } from '@workbench/contracts';
import {
  Button,
  ConfirmAction,
  FormDialog,
  Select,
  SelectItem,
  TextField,
  Tree,
  TreeWithDetails,
} from '@workbench/design-system';
import { useMemo, useRef, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { textProblem } from '../../../components/resource/field-rules';
import { ReferenceSelect } from '../../../components/resource/reference-selects';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceMutation } from '../../../components/resource/use-resource';
import { LoadError, LoadingLines } from '../../../components/load-state';
import { rowsToTree, subtreeOf } from '../../../components/resource/tree-rows';
import { Screen } from '../../../components/screen';
import { useTreeItemDelete } from '../../../components/use-focus-after-delete';
import { useT } from '../../../i18n';
import { ApiError, useApi } from '../../../lib/api-client';
import { notify } from '../../../stores/feedback';

type Unit = RowOf<typeof unitResource>;

/** What the dialog is doing. */
type Editing =
  { kind: 'add'; parent: Unit | null } | { kind: 'rename'; unit: Unit } | { kind: 'move'; unit: Unit } | null;

/**
 * The add, rename and move dialog of one unit: a name (and, on rename, the unit's head, one of the
 * company's people, or none), or the unit to move under.
 */
function UnitDialog({
  editing,
  units,
  onClose,
}: {
  editing: Exclude<Editing, null>;
  units: Unit[];
  onClose: () => void;
}) {
  const rt = useResourceText(unitResource);
  const t = useT();
  const [name, setName] = useState(editing.kind === 'rename' ? editing.unit.name : '');
  const [parentId, setParentId] = useState<number | null>(editing.kind === 'move' ? editing.unit.parentId : null);
  const [headAccountId, setHeadAccountId] = useState<number | null>(
    editing.kind === 'rename' ? editing.unit.headAccountId : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const path =
    editing.kind === 'add'
      ? unitResource.paths.add
      : editing.kind === 'rename'
        ? unitResource.paths.update
        : unitPaths.move;
  const { trigger, isMutating } = useResourceMutation(unitResource, path);
  const title =
    editing.kind === 'add'
      ? editing.parent
        ? rt('addChildOf', { name: editing.parent.name })
        : rt('addTop')
      : rt(editing.kind === 'rename' ? 'renameTitle' : 'moveTitle', { name: editing.unit.name });
  const excluded = editing.kind === 'move' ? subtreeOf(units, editing.unit.id) : new Set<number>();
  const targets = [
    { id: 0, name: rt('top') },
    ...units.filter((unit) => !excluded.has(unit.id)).map(({ id, name: unitName }) => ({ id, name: unitName })),
  ];

  async function save() {
    const body =
      editing.kind === 'add'
        ? { parentId: editing.parent?.id ?? null, name: name.trim() }
        : editing.kind === 'rename'
          ? { id: editing.unit.id, name: name.trim(), headAccountId }
          : { id: editing.unit.id, parentId };
    try {
      await trigger(body);
      notify({ tone: 'success', text: rt(editing.kind === 'move' ? 'moved' : 'saved') });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
    }
  }

  return (
    <FormDialog
      isDismissable={false}
      title={title}
      closeLabel={rt('close')}
      validationErrors={errors}
      onClose={onClose}
      onSubmit={() => void save()}
      cancelLabel={rt('cancel')}
      submitLabel={rt('save')}
      isPending={isMutating}
    >
      {editing.kind === 'move' ? (
        <Select
          label={rt('moveTo')}
          name="parentId"
          items={targets}
          selectedKey={parentId ?? 0}
          onSelectionChange={(key) => setParentId(key === 0 || key === null ? null : Number(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      ) : (
        <TextField
          label={rt('name')}
          name="name"
          description={rt('nameHint')}
          isRequired
          value={name}
          onChange={setName}
          validate={(text) => {
            const problem = textProblem(unitResource.create.properties.name, text);
            return problem ? t(problem.key, problem.values) : null;
          }}
        />
      )}
      {editing.kind === 'rename' ? (
        <ReferenceSelect
          reference={personResource}
          label={rt('head')}
          description={rt('headHint')}
          noneLabel={rt('noHead')}
          value={headAccountId}
          onChange={setHeadAccountId}
        />
      ) : null}
    </FormDialog>
  );
}

/**
 * Org structure (menu `url` `orgStructure`, docs/screens.md): the company's units as a tree (APG
 * treeview) and, beside it, the people of the chosen unit. The chosen unit's actions (add a unit
 * under it, rename, move under another unit, delete) sit in a toolbar after the tree, so the
 * whole structure is built by keyboard: arrows in the tree, Tab to the actions.
 */
export default function OrgStructureScreen({ title }: { title: string }) {
  const rt = useResourceText(unitResource);
  const { data: units, error, isLoading, mutate } = useApi<Unit[]>(unitPaths.tree);
  const [selected, setSelected] = useState<Key | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const remove = useResourceMutation(unitResource, unitResource.paths.delete);
  const treeRef = useRef<HTMLDivElement>(null);
  const deleteItem = useTreeItemDelete(treeRef);
  const tree = useMemo(() => rowsToTree(units ?? [], (unit) => unit.name), [units]);
  const unit = units?.find((candidate) => candidate.id === selected) ?? null;

  return (
    <Screen
      title={title}
      actions={
        <Button variant="primary" onPress={() => setEditing({ kind: 'add', parent: null })}>
          {rt('addTop')}
        </Button>
      }
    >
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
              onSelectionChange={(keys: Selection) => {
                const [first] = keys === 'all' ? [] : [...keys];
                setSelected(first ?? null);
              }}
            >
              {(node) => (
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span>{node.name}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {rt('count', { count: node.row.peopleCount })}
                  </span>
                  {node.row.headName ? (
                    <span className="text-muted-foreground">{rt('headOf', { name: node.row.headName })}</span>
                  ) : null}
                </span>
              )}
            </Tree>
          )
        }
        actions={
          unit ? (
            <>
              <Button size="sm" variant="outline" onPress={() => setEditing({ kind: 'add', parent: unit })}>
                {rt('addChild')}
              </Button>
              <Button size="sm" variant="outline" onPress={() => setEditing({ kind: 'rename', unit })}>
                {rt('rename')}
              </Button>
              <Button size="sm" variant="outline" onPress={() => setEditing({ kind: 'move', unit })}>
                {rt('move')}
              </Button>
              <Button size="sm" variant="outline" onPress={() => setDeleting(unit)}>
                {rt('delete')}
              </Button>
            </>
          ) : null
        }
        actionsLabel={rt('actions')}
        details={
          unit ? (
            <ResourceListScreen
              definition={personResource}
              title={rt('peopleOf', { name: unit.name })}
              embedded
              fixedFilters={{ unitId: String(unit.id) }}
            />
          ) : null
        }
        detailsLabel={unit ? rt('peopleOf', { name: unit.name }) : rt('chooseUnit')}
      />
      {editing ? <UnitDialog editing={editing} units={units ?? []} onClose={() => setEditing(null)} /> : null}
      <ConfirmAction
        target={deleting}
        onClose={() => setDeleting(null)}
        tone="destructive"
        title={rt('deleteTitle')}
        description={(item) => rt('deleteConfirm', { name: item.name })}
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
