import { dictionaryItemResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** The code list (menu `url` `codeList`, docs/screens.md, "System"): dictionary items, filtered by type. */
export default function CodeListScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={dictionaryItemResource} title={title} />;
}
