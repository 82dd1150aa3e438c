import { searchLogResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/**
 * The search log (menu `url` `searchLog`, docs/screens.md "Log manage"): which lists and exports
 * people ran, with which filters. `embedded` shows it inside log manage's tabs.
 */
export default function SearchLogScreen({ title, embedded = false }: { title: string; embedded?: boolean }) {
  return <ResourceListScreen definition={searchLogResource} title={title} embedded={embedded} />;
}
