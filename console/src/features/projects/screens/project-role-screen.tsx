import { projectRoleResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Project roles (menu `url` `projectRoles`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function ProjectRoleScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={projectRoleResource} title={title} />;
}
