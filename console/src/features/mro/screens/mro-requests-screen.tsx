import { mroRequestResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Replenishment requests (menu `url` `mroRequests`, docs/screens.md, "MRO"): the resource, nothing of its own. */
export default function MroRequestsScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={mroRequestResource} title={title} />;
}
