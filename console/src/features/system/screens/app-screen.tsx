import { appResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Applications (menu `url` `appManagement`, docs/screens.md, "System"): the resource, nothing of its own. */
export default function AppScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={appResource} title={title} />;
}
