import { roleResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Roles (menu `url` `character`, docs/screens.md, "Access"): the role resource, nothing of its own. */
export default function RoleScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={roleResource} title={title} />;
}
