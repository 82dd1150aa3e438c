import { processTypeResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Process types (menu `url` `processType`, docs/screens.md, "Approval processes"): the resource, nothing of its own. */
export default function ProcessTypeScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={processTypeResource} title={title} />;
}
