import { roleHolderResource, roleResource, type RowOf } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { useResourceText } from '../../../components/resource/resource-text';
import { useResourceList } from '../../../components/resource/use-resource';
import { useT } from '../../../i18n';

/** How many holders the delete confirmation names before "…". */
const HOLDERS_NAMED = 5;

/**
 * The holders of a role, said in its delete confirmation: a role still held is not deleted
 * (docs/screens.md, "Access"), and the confirmation names who holds it before the person confirms.
 */
function HoldersNotice({ role }: { role: RowOf<typeof roleResource> }) {
  const t = useT();
  const rt = useResourceText(roleResource);
  const held = role.holderCount > 0;
  const { data } = useResourceList(
    roleHolderResource,
    held ? { pageNum: 1, pageSize: HOLDERS_NAMED, roleId: role.id } : null,
  );
  if (!held) return null;
  const names = data
    ? data.list
        .map((holder) => rt('holderNamed', { name: holder.personName, account: holder.account }))
        .join(t('resource.listSeparator')) + (role.holderCount > data.list.length ? '…' : '')
    : '…';
  return (
    <span className="mt-2 block font-medium text-foreground">{rt('heldBy', { count: role.holderCount, names })}</span>
  );
}

/**
 * Roles (menu `url` `character`, docs/screens.md, "Access"): the role resource; its delete
 * confirmation names the role's holders.
 */
export default function RoleScreen({ title }: { title: string }) {
  return (
    <ResourceListScreen
      definition={roleResource}
      title={title}
      deleteNotice={(role) => <HoldersNotice role={role} />}
    />
  );
}
