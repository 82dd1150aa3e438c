import { projectMemberResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** People on projects (menu `url` `projectPeople`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function ProjectPeopleScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={projectMemberResource} title={title} />;
}
