import { processTemplateResource } from '@workbench/contracts';
import { ResourceListScreen } from '../../../components/resource/resource-list-screen';
import { StepsEditor } from '../components/steps-editor';

const editors = { steps: StepsEditor };

/**
 * Process templates (menu `url` `processTemplate`, docs/screens.md, "Approval processes"): the
 * resource, with its ordered steps entered in {@link StepsEditor}.
 */
export default function ProcessTemplateScreen({ title }: { title: string }) {
  return <ResourceListScreen definition={processTemplateResource} title={title} editors={editors} />;
}
