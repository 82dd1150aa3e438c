import { databaseAddressResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/**
 * Database addresses (menu `url` `databaseAddress`, docs/screens.md, "System"): the resource, nothing of
 * its own. The list shows only whether a password is set; the edit form leaves it empty to keep it.
 */
export default function DatabaseAddressScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={databaseAddressResource} title={title} />;
}
