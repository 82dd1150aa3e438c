import { dutyResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Duties (menu `url` `duty`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function DutyScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={dutyResource} title={title} />;
}
