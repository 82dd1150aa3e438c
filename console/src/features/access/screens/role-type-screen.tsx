import { roleTypeResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Role types (menu `url` `characterType`, docs/screens.md, "Access"): the role type resource, nothing of its own. */
export default function RoleTypeScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={roleTypeResource} title={title} />;
}
