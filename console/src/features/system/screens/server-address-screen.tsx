import { serverAddressResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/**
 * Server addresses (menu `url` `serverAddress`, docs/screens.md, "System"): the resource, nothing of
 * its own. The list shows only whether a password is set; the edit form leaves it empty to keep it.
 */
export default function ServerAddressScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={serverAddressResource} title={title} />;
}
