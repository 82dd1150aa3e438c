import { mroItemResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** MRO items (menu `url` `mroItems`, docs/screens.md, "MRO"): the resource, nothing of its own. */
export default function MroItemsScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={mroItemResource} title={title} />;
}
