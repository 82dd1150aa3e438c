import { projectOrganResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Project organisations (menu `url` `organ`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function OrganScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={projectOrganResource} title={title} />;
}
