import { projectResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';

/** The project ledger (menu `url` `projectLedger`, docs/screens.md, "Projects"): the resource, nothing of its own. */
export default function ProjectLedgerScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={projectResource} title={title} />;
}
