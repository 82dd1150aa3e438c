import { projectContractResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** The contracts of projects (menu `url` `contractConfig`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function ContractScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={projectContractResource} title={title} />;
}
