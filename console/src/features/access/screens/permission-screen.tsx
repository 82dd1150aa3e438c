import { accessPaths, CONSOLE_APP_ID, FORM_RESOURCES, type PermissionTree, roleResource } from '@workbench/contracts';
import {
  Button,
  CheckTree,
  EmptyState,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type CheckTreeNode,
} from '@workbench/design-system';
import { useMemo, useState } from 'react';
import type { Static } from 'typebox';
import { useSnapshot } from 'valtio';
import { ReferenceSelect } from '../../../components/resource/reference-selects';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceMutation } from '../../../components/resource/use-resource';
import { Screen } from '../../../components/screen';
import { useT } from '../../../i18n';
import { useApi } from '../../../lib/api-client';
import { notify } from '../../../stores/feedback';
import { sessionStore } from '../../../stores/session';
import { settingsStore } from '../../../stores/settings';

type Tree = Static<typeof PermissionTree>;

/** A node of the permission tree: a menu entry (`m<id>`) with its child entries and resources (`<id>`). */
interface PermissionNode extends CheckTreeNode<PermissionNode> {
  resourceId?: number;
}

/**
 * The tree of menus and resources, leaves the resources (by id, as the grant takes them), each
 * described by its code; entries and groups hold their child entries and their own resources.
 * Entries with nothing under them are left out.
 */
function toNodes(tree: Tree): PermissionNode[] {
  const build = (parentId: number | null): PermissionNode[] =>
    tree.menus
      .filter((menu) => menu.parentId === parentId)
      .flatMap((menu): PermissionNode[] => {
        const children = [
          ...tree.resources
            .filter((resource) => resource.menuId === menu.id)
            .map((resource) => ({
              id: resource.id,
              name: resource.name,
              description: resource.code,
              resourceId: resource.id,
            })),
          ...build(menu.id),
        ];
        return children.length > 0 ? [{ id: `m${menu.id}`, name: menu.name, children }] : [];
      });
  return build(null);
}

type Access = 'hidden' | 'read' | 'write';

/**
 * The form permissions of role `roleId` (docs/screens.md, "Access"): a form, then each of its
 * fields as a radio group of hidden, read only and editable; saved as a whole.
 */
function FormPermissions({ roleId }: { roleId: number }) {
  const rt = useResourceText(roleResource);
  const { language } = useSnapshot(settingsStore);
  const [resource, setResource] = useState(FORM_RESOURCES[0]?.name ?? '');
  const definition = FORM_RESOURCES.find((candidate) => candidate.name === resource);
  const { data: stored } = useApi<Record<string, Access>>(accessPaths.fieldPermissions, { roleId, resource });
  const [edited, setEdited] = useState<{ key: string; fields: Record<string, Access> } | null>(null);
  const editKey = `${roleId}:${resource}`;
  const fields = edited?.key === editKey ? edited.fields : (stored ?? {});
  const update = useResourceMutation<typeof roleResource, Record<string, unknown>, Record<string, Access>>(
    roleResource,
    accessPaths.updateFieldPermissions,
  );
  if (!definition) return null;
  const messages = definition.messages[language] as Record<string, string>;
  const title = (id: string) => messages[id] ?? id;
  const save = async () => {
    try {
      await update.trigger({ roleId, resource, fields });
      setEdited(null);
      notify({ tone: 'success', text: rt('saved') });
    } catch {
      // The API client has shown the refusal; the choices stay for another try.
    }
  };
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div className="w-64">
        <Select
          label={rt('form')}
          items={FORM_RESOURCES.map((candidate) => ({
            id: candidate.name,
            name: (candidate.messages[language] as Record<string, string>)[candidate.title] ?? candidate.name,
          }))}
          selectedKey={resource}
          onSelectionChange={(key) => {
            if (key !== null) setResource(String(key));
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      {definition.fields.map((field) => (
        <RadioGroup
          key={field.key}
          label={title(field.label)}
          orientation="horizontal"
          value={fields[field.key] ?? 'write'}
          onChange={(value) => setEdited({ key: editKey, fields: { ...fields, [field.key]: value as Access } })}
        >
          <Radio value="write">{rt('write')}</Radio>
          <Radio value="read">{rt('read')}</Radio>
          <Radio value="hidden">{rt('hidden')}</Radio>
        </RadioGroup>
      ))}
      <div>
        <Button onPress={() => void save()} isDisabled={edited?.key !== editKey} isPending={update.isMutating}>
          {rt('save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Assign permissions (menu `url` `auth`, docs/screens.md, "Access"): pick a role, tick the menus
 * and permission points it grants in a tri-state tree (APG treeview and checkbox patterns), and
 * save. Points the caller may not grant are shown but disabled. Saving sends the whole set for the
 * application; the holders' open consoles follow at once.
 */
export default function PermissionScreen({ title }: { title: string }) {
  const t = useT();
  const rt = useResourceText(roleResource);
  const { appId: storedAppId } = useSnapshot(sessionStore);
  const appId = Number(storedAppId ?? CONSOLE_APP_ID);
  const [roleId, setRoleId] = useState<number | null>(null);
  const { data: tree, isLoading } = useApi<Tree>(
    roleId === null ? null : accessPaths.permissionTree,
    roleId === null ? {} : { appId, roleId },
  );
  const nodes = useMemo(() => (tree ? toNodes(tree) : []), [tree]);
  const granted = useMemo(
    () => new Set<number | string>((tree?.resources ?? []).filter((r) => r.granted).map((r) => r.id)),
    [tree],
  );
  const [edited, setEdited] = useState<{ roleId: number; keys: Set<number | string> } | null>(null);
  const checked = edited && edited.roleId === roleId ? edited.keys : granted;
  const disabled = useMemo(() => (tree?.resources ?? []).filter((r) => !r.grantable).map((r) => r.id), [tree]);
  const grant = useResourceMutation<typeof roleResource, Record<string, unknown>, Tree>(
    roleResource,
    accessPaths.grant,
  );
  const changed = edited !== null && edited.roleId === roleId;

  const save = async () => {
    if (roleId === null) return;
    const resourceIds = [...checked].filter((key): key is number => typeof key === 'number');
    try {
      await grant.trigger({ roleId, appId, resourceIds });
      setEdited(null);
      notify({ tone: 'success', text: rt('saved') });
    } catch {
      // The API client has shown the refusal; the ticks stay for another try.
    }
  };

  return (
    <Screen title={title}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-64">
          <ReferenceSelect
            reference={roleResource}
            label={rt('roleLabel')}
            value={roleId}
            onChange={(id) => {
              setRoleId(id);
              setEdited(null);
            }}
          />
        </div>
      </div>
      {roleId === null ? (
        <EmptyState title={rt('pickRole')} />
      ) : (
        <Tabs>
          <TabList aria-label={title}>
            <Tab id="menus">{rt('assignPermissions')}</Tab>
            <Tab id="forms">{rt('formPermissions')}</Tab>
          </TabList>
          <TabPanel id="menus" className="flex flex-col gap-4">
            <div className="flex gap-2">
              <Button onPress={() => void save()} isDisabled={!changed} isPending={grant.isMutating}>
                {rt('save')}
              </Button>
              <Button variant="outline" onPress={() => setEdited(null)} isDisabled={!changed}>
                {rt('reset')}
              </Button>
            </div>
            {isLoading ? (
              <p role="status" className="text-muted-foreground">
                {t('state.loading')}
              </p>
            ) : (
              <CheckTree
                aria-label={rt('permissionTree')}
                items={nodes}
                checkedKeys={checked}
                disabledKeys={disabled}
                onCheckedChange={(keys) => setEdited({ roleId, keys })}
                emptyMessage={rt('noPermissions')}
                className="max-w-3xl"
              />
            )}
          </TabPanel>
          <TabPanel id="forms">
            <FormPermissions roleId={roleId} />
          </TabPanel>
        </Tabs>
      )}
    </Screen>
  );
}
