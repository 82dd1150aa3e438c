import { projectStageResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Project stages (menu `url` `projectProcess`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function ProjectProcessScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={projectStageResource} title={title} />;
}
