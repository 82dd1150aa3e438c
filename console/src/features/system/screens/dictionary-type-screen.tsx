import { dictionaryTypeResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** Dictionary types (menu `url` `dataDictionary`, docs/screens.md, "System"): the resource, nothing of its own. */
export default function DictionaryTypeScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={dictionaryTypeResource} title={title} />;
}
