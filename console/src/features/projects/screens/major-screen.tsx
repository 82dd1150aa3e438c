import { majorResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Majors (menu `url` `majorManage`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function MajorScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={majorResource} title={title} />;
}
