import { projectCodeResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** The project dictionary (menu `url` `projectDictionary`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function ProjectDictionaryScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={projectCodeResource} title={title} />;
}
